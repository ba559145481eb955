import { SchemaDefinitionError, ToolSchema } from "@kit/schema";
import { describe, expect, test } from "vitest";
import { SemanticError } from "./errors/semantic-error";
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
