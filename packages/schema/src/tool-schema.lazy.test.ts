// Pieces of a schema made on first use (its check, its Standard Schema properties, the
// supported-types set) behave the same whichever method, attached or detached, touches them
// first; fromDict hands the parameters it read to the constructor without reading them again.
import { describe, expect, it } from "vitest";
import { SchemaDefinitionError } from "./errors/schema-definition-error";
import { ToolSchema } from "./tool-schema";

const PARAMETERS = [
  { name: "city", type: "string" },
  { name: "tags", type: "list", required: false, default: ["a"] },
] as const;

const fresh = (): ToolSchema<typeof PARAMETERS> => new ToolSchema(PARAMETERS, { strict: true });

describe("the Standard Schema properties, made on first use", () => {
  it("validate works when first touched detached, before any other method ran", () => {
    const { validate } = fresh()["~standard"];
    expect(validate({ city: "Oslo" })).toEqual({ value: { city: "Oslo", tags: ["a"] } });
    expect(validate({ x: 1 })).toEqual({
      issues: [
        { message: "Missing required parameter: 'city'", path: ["city"] },
        { message: "Unknown parameter: 'x'", path: ["x"] },
      ],
    });
  });

  it("is the same frozen object on every read", () => {
    const schema = fresh();
    const standard = schema["~standard"];
    expect(schema["~standard"]).toBe(standard);
    expect(Object.isFrozen(standard)).toBe(true);
    expect("~standard" in schema).toBe(true);
  });

  it("cannot be replaced, before or after its first read", () => {
    const schema = fresh();
    const replace = (): void => {
      (schema as unknown as Record<string, unknown>)["~standard"] = {};
    };
    expect(replace).toThrow(TypeError);
    const standard = schema["~standard"];
    expect(replace).toThrow(TypeError);
    expect(schema["~standard"]).toBe(standard);
  });

  it("belongs to its own schema", () => {
    const one = new ToolSchema([{ name: "a", type: "string" }]);
    const two = new ToolSchema([{ name: "b", type: "string" }]);
    expect(one["~standard"]).not.toBe(two["~standard"]);
    expect(one["~standard"].validate({ a: "x" })).toEqual({ value: { a: "x" } });
    expect(two["~standard"].validate({ b: "x" })).toEqual({ value: { b: "x" } });
  });
});

describe("the check, made on first use", () => {
  const input = (): Record<string, unknown> => ({ city: 3, extra: true });
  const messages = [
    "Parameter 'city': expected type 'string', got 'integer'",
    "Unknown parameter: 'extra'",
  ];

  it("gives the same answers whichever method runs first", () => {
    const firsts: ((schema: ToolSchema<typeof PARAMETERS>) => unknown)[] = [
      (schema) => schema.validate(input()),
      (schema) => schema.check(input()),
      (schema) => schema["~standard"].validate(input()),
    ];
    for (const first of firsts) {
      const schema = fresh();
      first(schema);
      expect(schema.validate(input())).toEqual(messages);
      expect(schema.check(input())).toEqual({ success: false, errors: messages });
      expect(schema.check({ city: "Oslo" })).toEqual({
        success: true,
        value: { city: "Oslo", tags: ["a"] },
      });
    }
  });

  it("works when validate is the first method called, detached", () => {
    const schema = fresh();
    const validate = schema.validate.bind(schema);
    expect(validate(input())).toEqual(messages);
  });

  it("stays the same past the calls after which it is generated as code", () => {
    const schema = fresh();
    for (let call = 0; call < 40; call++) {
      const values: Record<string, unknown> = { city: "Oslo" };
      expect(schema.validate(values)).toEqual([]);
      expect(values).toEqual({ city: "Oslo", tags: ["a"] });
      expect(schema.validate(input())).toEqual(messages);
    }
  });
});

describe("fromDict reads the parameters once", () => {
  it("gives frozen copies, with defaults copied and frozen", () => {
    const tags = ["a"];
    const schema = ToolSchema.fromDict({
      parameters: [{ name: "tags", type: "list", required: false, default: tags }],
    });
    const stored = schema.parameters[0]?.default;
    expect(stored).toEqual(["a"]);
    expect(stored).not.toBe(tags);
    expect(Object.isFrozen(stored)).toBe(true);
    expect(Object.isFrozen(schema.parameters)).toBe(true);
  });

  it("leaves nothing behind for the next constructor", () => {
    ToolSchema.fromDict({ parameters: [{ name: "a", type: "string" }] });
    const next = new ToolSchema([{ name: "b", type: "integer" }]);
    expect(next.parameters).toEqual([{ name: "b", type: "integer" }]);
    expect(() => ToolSchema.fromDict({ parameters: [{ name: "a" }] })).toThrow(
      SchemaDefinitionError,
    );
    expect(() => new ToolSchema([{ name: "c" } as never])).toThrow(
      "Parameter 'c' is missing 'type'",
    );
    expect(new ToolSchema([{ name: "d", type: "float" }]).parameters).toEqual([
      { name: "d", type: "float" },
    ]);
  });

  it("lets no other caller skip the checks through its options", () => {
    const options = { strict: false, [Symbol("already read")]: true };
    expect(() => new ToolSchema([{ name: "c" } as never], options)).toThrow(
      "Parameter 'c' is missing 'type'",
    );
  });
});

describe("ToolSchema.SUPPORTED_TYPES, made on first use", () => {
  it("is the same set on every read", () => {
    expect(ToolSchema.SUPPORTED_TYPES).toBe(ToolSchema.SUPPORTED_TYPES);
  });
});
