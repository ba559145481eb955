import { SchemaDefinitionError, ToolSchema } from "@kit/schema";
import { describe, expect, test } from "vitest";
import { SemanticError } from "../errors/semantic-error";
import { Tool } from "./tool";

const MISSING = "A Tool name is required.  Set TOOL_NAME on the class.";

class Named extends Tool {
  static override TOOL_NAME = "named";
  execute(): Record<string, unknown> {
    return {};
  }
}

describe("metadata", () => {
  test("is read from the class, with defaults", () => {
    const tool = new Named();
    expect(tool).toMatchObject({
      name: "named",
      description: "",
      version: "1.0.0",
      inputSchema: null,
      outputSchema: null,
      tags: {},
      credentialNames: [],
    });
  });

  test("schemas written as data become ToolSchemas; a ToolSchema is used as is", () => {
    const output = new ToolSchema([{ name: "ok", type: "boolean" }]);
    class Described extends Named {
      static override TOOL_DESCRIPTION = "Says hi.";
      static override TOOL_VERSION = "2.1.0";
      static override INPUT_SCHEMA = { parameters: [{ name: "who", type: "string" }] } as const;
      static override OUTPUT_SCHEMA = output;
    }
    const tool = new Described();
    expect(tool.description).toBe("Says hi.");
    expect(tool.version).toBe("2.1.0");
    expect(tool.inputSchema).toBeInstanceOf(ToolSchema);
    expect(tool.inputSchema?.parameters).toEqual([{ name: "who", type: "string" }]);
    expect(tool.outputSchema).toBe(output);
  });

  test.each([undefined, null, ""])("a TOOL_NAME of %s is missing", (name) => {
    class Nameless extends Tool {
      static override TOOL_NAME = name as string | null | undefined;
      execute(): Record<string, unknown> {
        return {};
      }
    }
    expect(() => new Nameless()).toThrow(SemanticError);
    expect(() => new Nameless()).toThrow(new SemanticError(MISSING));
  });

  test("a class that never sets TOOL_NAME is refused", () => {
    class Unset extends Tool {
      execute(): Record<string, unknown> {
        return {};
      }
    }
    expect(() => new Unset()).toThrowError(MISSING);
  });

  test.each(["INPUT_SCHEMA", "OUTPUT_SCHEMA"] as const)(
    "an invalid %s names the tool and the schema and lists every problem",
    (field) => {
      class Broken extends Named {}
      Object.assign(Broken, {
        [field]: {
          parameters: [
            { name: "a", type: "text" },
            { name: "a", type: "string", requird: true },
          ],
        },
      });
      let error: unknown;
      try {
        new Broken();
      } catch (thrown) {
        error = thrown;
      }
      expect(error).toBeInstanceOf(SemanticError);
      const cause = (error as SemanticError).cause;
      expect(cause).toBeInstanceOf(SchemaDefinitionError);
      const problems = (cause as SchemaDefinitionError).errors;
      expect(problems.length).toBeGreaterThanOrEqual(2);
      const message = (error as Error).message;
      const direction = field === "INPUT_SCHEMA" ? "input" : "output";
      expect(message.split("\n")[0]).toBe(
        `Invalid ${direction} schema (${field}) on tool 'named':`,
      );
      for (const problem of problems) expect(message).toContain(`\n  ${problem}`);
    },
  );
});

describe("options", () => {
  test("tags and credential names are copied and frozen", () => {
    const tags = { domain: "weather" };
    const credentialNames = ["weather-api-key"];
    const tool = new Named({ tags, credentialNames });
    tags.domain = "changed";
    credentialNames.push("other");
    expect(tool.tags).toEqual({ domain: "weather" });
    expect(tool.credentialNames).toEqual(["weather-api-key"]);
    expect(Object.isFrozen(tool.tags)).toBe(true);
    expect(Object.isFrozen(tool.credentialNames)).toBe(true);
  });

  test.each(["", ".", "..", "has space", "a/b", "x".repeat(129), 3])(
    "the credential name %s is refused",
    (name) => {
      expect(() => new Named({ credentialNames: [name as string] })).toThrow(SemanticError);
    },
  );

  test("a valid credential name such as a.b_c-1 is accepted", () => {
    expect(new Named({ credentialNames: ["a.b_c-1"] }).credentialNames).toEqual(["a.b_c-1"]);
  });

  test("tags must be strings", () => {
    expect(() => new Named({ tags: { n: 1 as never } })).toThrow(SemanticError);
  });
});

describe("CREDENTIAL_NAMES", () => {
  class Keyed extends Tool {
    static override TOOL_NAME = "keyed";
    static override CREDENTIAL_NAMES = ["weather-api-key", "weather-api-key"];
    execute(): Record<string, unknown> {
      return {};
    }
  }

  test("is read at construction, copied and frozen, without duplicates", () => {
    const tool = new Keyed();
    expect(tool.credentialNames).toEqual(["weather-api-key"]);
    expect(Object.isFrozen(tool.credentialNames)).toBe(true);
  });

  test("the constructor's credentialNames option wins when given, even empty", () => {
    expect(new Keyed({ credentialNames: ["backup-key"] }).credentialNames).toEqual(["backup-key"]);
    expect(new Keyed({ credentialNames: [] }).credentialNames).toEqual([]);
    expect(new Keyed({ credentialNames: undefined }).credentialNames).toEqual(["weather-api-key"]);
  });

  test("a subclass inherits them", () => {
    class Child extends Keyed {
      static override TOOL_NAME = "child";
    }
    expect(new Child().credentialNames).toEqual(["weather-api-key"]);
  });

  test("a bad name raises a SemanticError naming the tool", () => {
    class Bad extends Tool {
      static override TOOL_NAME = "bad_keys";
      static override CREDENTIAL_NAMES = ["has space"];
      execute(): Record<string, unknown> {
        return {};
      }
    }
    expect(() => new Bad()).toThrow(
      new SemanticError(
        `Invalid credential name "has space" on tool 'bad_keys': use 1-128 ASCII letters, ` +
          "digits, '-', '_' or '.', and neither '.' nor '..'.",
      ),
    );
    class NotAList extends Tool {
      static override TOOL_NAME = "not_a_list";
      static override CREDENTIAL_NAMES = "weather-api-key" as never;
      execute(): Record<string, unknown> {
        return {};
      }
    }
    expect(() => new NotAList()).toThrow(/tool 'not_a_list' must be a list/);
  });
});
