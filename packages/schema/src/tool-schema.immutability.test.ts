// A schema is immutable once built: frozen copies of the definition, a frozen instance.
import { describe, expect, it } from "vitest";
import type { ParameterDefinition } from "./parameter-definition";
import { ToolSchema } from "./tool-schema";

describe("immutability", () => {
  it("keeps copies: changing the original list afterwards changes nothing", () => {
    const parameters: ParameterDefinition[] = [{ name: "city", type: "string" }];
    const schema = new ToolSchema(parameters);
    parameters.push({ name: "extra", type: "string" });
    expect(schema.parameters).toHaveLength(1);
    expect(schema.validate({ city: "Oslo" })).toEqual([]);
  });

  it("keeps copies: changing an original parameter afterwards changes nothing", () => {
    const parameter: { name: string; type: "string" | "integer" } = {
      name: "city",
      type: "string",
    };
    const schema = new ToolSchema([parameter]);
    parameter.name = "town";
    parameter.type = "integer";
    expect(schema.parameters[0]).toEqual({ name: "city", type: "string" });
    expect(schema.validate({ city: "Oslo" })).toEqual([]);
  });

  it("keeps copies: mutating the original default afterwards changes nothing", () => {
    const tags = ["a"];
    const schema = new ToolSchema([{ name: "tags", type: "list", required: false, default: tags }]);
    tags.push("b");
    const values: Record<string, unknown> = {};
    schema.validate(values);
    expect(values.tags).toEqual(["a"]);
    expect(schema.parameters[0]?.default).toEqual(["a"]);
  });

  it("keeps copies through fromDict too", () => {
    const definition = { parameters: [{ name: "city", type: "string" }], strict: true };
    const schema = ToolSchema.fromDict(definition);
    definition.parameters.push({ name: "extra", type: "string" });
    definition.strict = false;
    expect(schema.parameters).toHaveLength(1);
    expect(schema.strict).toBe(true);
  });

  it("freezes the parameter list and each parameter", () => {
    const schema = new ToolSchema([{ name: "city", type: "string" }]);
    expect(Object.isFrozen(schema.parameters)).toBe(true);
    expect(Object.isFrozen(schema.parameters[0])).toBe(true);
  });

  it("freezes defaults all the way down", () => {
    const schema = new ToolSchema([
      { name: "d", type: "dictionary", required: false, default: { list: [{ a: 1 }] } },
    ]);
    const stored = schema.parameters[0]?.default as unknown as { list: { a: number }[] };
    expect(Object.isFrozen(stored)).toBe(true);
    expect(Object.isFrozen(stored.list)).toBe(true);
    expect(Object.isFrozen(stored.list[0])).toBe(true);
  });

  it("freezes the schema instance", () => {
    const schema = new ToolSchema([{ name: "city", type: "string" }]);
    expect(Object.isFrozen(schema)).toBe(true);
    expect(() => {
      (schema as { strict: boolean }).strict = true;
    }).toThrow(TypeError);
  });

  it("freezes the Standard Schema properties", () => {
    const schema = new ToolSchema([]);
    expect(Object.isFrozen(schema["~standard"])).toBe(true);
  });

  it("reads back what was given, without adding fields", () => {
    const schema = new ToolSchema([
      { name: "a", type: "string", description: "A" },
      { name: "b", type: "integer", required: false, default: 1 },
    ]);
    expect(schema.parameters).toEqual([
      { name: "a", type: "string", description: "A" },
      { name: "b", type: "integer", required: false, default: 1 },
    ]);
    expect(Object.keys(schema.parameters[0] ?? {})).toEqual(["name", "type", "description"]);
  });
});
