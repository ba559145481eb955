import { describe, expectTypeOf, it } from "vitest";
import type { Infer } from "./infer";
import type { ParameterDefinition, SchemaDefinition } from "./parameter-definition";
import { ToolSchema } from "./tool-schema";

// Each mistake in each position where a definition is written inline. The @ts-expect-error
// sits on the line of the bad key: that is where the compiler reports it.

describe("a misspelled key is a compile error", () => {
  it("in the constructor", () => {
    new ToolSchema([
      // @ts-expect-error: 'requird' is not a key of a parameter
      { name: "a", type: "string", requird: true },
    ]);
  });

  it("in fromDict, for a parameter and for the definition", () => {
    ToolSchema.fromDict({
      // @ts-expect-error: 'requird' is not a key of a parameter
      parameters: [{ name: "a", type: "string", requird: true }],
    });
    ToolSchema.fromDict({
      parameters: [{ name: "a", type: "string" }],
      // @ts-expect-error: 'stric' is not a key of a schema definition
      stric: true,
    });
  });

  it("with satisfies SchemaDefinition, with and without as const", () => {
    const plain = {
      // @ts-expect-error: 'requird' does not exist in type 'StringParameterDefinition'
      parameters: [{ name: "a", type: "string", requird: true }],
    } satisfies SchemaDefinition;
    const constant = {
      // @ts-expect-error: 'requird' does not exist in type 'StringParameterDefinition'
      parameters: [{ name: "a", type: "string", requird: true }],
    } as const satisfies SchemaDefinition;
    void [plain, constant];
  });
});

describe("a default of the wrong type is a compile error", () => {
  it("in the constructor", () => {
    new ToolSchema([
      // @ts-expect-error: Type 'string' is not assignable to type 'number'
      { name: "days", type: "integer", required: false, default: "3" },
    ]);
    new ToolSchema([
      // @ts-expect-error: a list default must be an array
      { name: "tags", type: "list", required: false, default: "a" },
    ]);
  });

  it("in fromDict", () => {
    ToolSchema.fromDict({
      // @ts-expect-error: Type 'string' is not assignable to type 'number'
      parameters: [{ name: "days", type: "integer", required: false, default: "3" }],
    });
  });

  it("with satisfies SchemaDefinition, with and without as const", () => {
    const plain = {
      // @ts-expect-error: Types of property 'default' are incompatible
      parameters: [{ name: "days", type: "integer", required: false, default: "3" }],
    } satisfies SchemaDefinition;
    const constant = {
      // @ts-expect-error: Types of property 'default' are incompatible
      parameters: [{ name: "days", type: "integer", required: false, default: "3" }],
    } as const satisfies SchemaDefinition;
    void [plain, constant];
  });
});

describe("an enum value of the wrong type is a compile error", () => {
  it("in the constructor", () => {
    new ToolSchema([
      // @ts-expect-error: Type 'number' is not assignable to type 'string'
      { name: "units", type: "string", enum: ["metric", 1] },
    ]);
    new ToolSchema([
      // @ts-expect-error: Type 'string' is not assignable to type 'number'
      { name: "days", type: "integer", enum: [1, "7"] },
    ]);
  });

  it("in fromDict", () => {
    ToolSchema.fromDict({
      // @ts-expect-error: Type 'number' is not assignable to type 'string'
      parameters: [{ name: "units", type: "string", enum: ["metric", 1] }],
    });
  });

  it("with satisfies SchemaDefinition, with and without as const", () => {
    const plain = {
      // @ts-expect-error: the enum of a string parameter lists strings
      parameters: [{ name: "units", type: "string", enum: ["metric", 1] }],
    } satisfies SchemaDefinition;
    const constant = {
      // @ts-expect-error: the enum of a string parameter lists strings
      parameters: [{ name: "units", type: "string", enum: ["metric", 1] }],
    } as const satisfies SchemaDefinition;
    void [plain, constant];
  });
});

describe("a constraint on a type it does not apply to is a compile error", () => {
  it("in the constructor", () => {
    new ToolSchema([
      // @ts-expect-error: 'items' does not apply to a 'string' parameter
      { name: "a", type: "string", items: "string" },
    ]);
    new ToolSchema([
      // @ts-expect-error: 'minimum' does not apply to a 'list' parameter
      { name: "a", type: "list", minimum: 1 },
    ]);
    new ToolSchema([
      // @ts-expect-error: 'enum' does not apply to a 'boolean' parameter
      { name: "a", type: "boolean", enum: [true] },
    ]);
  });

  it("in fromDict", () => {
    ToolSchema.fromDict({
      // @ts-expect-error: 'maximum' does not apply to a 'string' parameter
      parameters: [{ name: "a", type: "string", maximum: 3 }],
    });
  });

  it("with satisfies SchemaDefinition, with and without as const", () => {
    const plain = {
      // @ts-expect-error: items on a string parameter
      parameters: [{ name: "a", type: "string", items: "string" }],
    } satisfies SchemaDefinition;
    const constant = {
      // @ts-expect-error: Types of property 'items' are incompatible
      parameters: [{ name: "a", type: "string", items: "string" }],
    } as const satisfies SchemaDefinition;
    void [plain, constant];
  });

  it("items must be one of the six types", () => {
    // @ts-expect-error: Did you mean '"list"'?
    new ToolSchema([{ name: "a", type: "list", items: "lst" }]);
  });
});

describe("a type that is not one of the six stays a compile error", () => {
  it("in every position", () => {
    // @ts-expect-error: Did you mean '"integer"'?
    new ToolSchema([{ name: "n", type: "integr" }]);
    // @ts-expect-error: Did you mean '"integer"'?
    ToolSchema.fromDict({ parameters: [{ name: "n", type: "integr" }] });
    const definition = {
      // @ts-expect-error: Did you mean '"integer"'?
      parameters: [{ name: "n", type: "integr" }],
    } satisfies SchemaDefinition;
    void definition;
  });
});

describe("what is not a literal is left to the run-time check", () => {
  it("takes unknown, any and string-typed data in fromDict", () => {
    const parsed: unknown = JSON.parse("{}");
    expectTypeOf(ToolSchema.fromDict(parsed)).toEqualTypeOf<ToolSchema>();
    ToolSchema.fromDict(JSON.parse("{}"));
    const data: { parameters: { name: string; type: string }[] } = { parameters: [] };
    ToolSchema.fromDict(data);
    const record: Record<string, unknown> = {};
    ToolSchema.fromDict(record);
  });

  it("takes a list of ParameterDefinition in the constructor", () => {
    const parameters: ParameterDefinition[] = [{ name: "a", type: "string" }];
    expectTypeOf(new ToolSchema(parameters)).toEqualTypeOf<ToolSchema<ParameterDefinition[]>>();
  });

  it("accepts every key a type allows, written inline", () => {
    const schema = new ToolSchema([
      {
        name: "units",
        type: "string",
        required: false,
        default: "metric",
        enum: ["metric", "imperial"],
      },
      { name: "days", type: "integer", required: false, default: 3, minimum: 1, maximum: 16 },
      { name: "ratio", type: "float", enum: [0.5, 1] },
      { name: "tags", type: "list", items: "string", required: false, default: [] },
      { name: "meta", type: "dictionary", required: false, default: { a: 1 } },
      { name: "flag", type: "boolean", required: false, default: false, description: "on" },
    ]);
    expectTypeOf<Infer<typeof schema>>().toEqualTypeOf<{
      units: "metric" | "imperial";
      days: number;
      ratio: 0.5 | 1;
      tags: string[];
      meta: Record<string, unknown>;
      flag: boolean;
    }>();
  });

  it("accepts a SchemaDefinition written with satisfies as a class static would be", () => {
    const input = {
      parameters: [
        { name: "city", type: "string" },
        { name: "units", type: "string", enum: ["metric", "imperial"] },
      ],
    } as const satisfies SchemaDefinition;
    expectTypeOf<Infer<typeof input>>().toEqualTypeOf<{
      city: string;
      units: "metric" | "imperial";
    }>();
    expectTypeOf<Infer<ToolSchema<typeof input.parameters>>>().toEqualTypeOf<Infer<typeof input>>();
  });
});
