// ToolSchema.fromJSONSchema: what each JSON Schema keyword becomes, what is refused (every
// keyword at its JSON pointer, at once), and hostile documents.
import { describe, expect, it } from "vitest";
import { SchemaDefinitionError } from "./errors/schema-definition-error";
import { ToolSchema } from "./tool-schema";

function problems(schema: unknown): readonly string[] {
  try {
    ToolSchema.fromJSONSchema(schema);
  } catch (error) {
    if (SchemaDefinitionError.isInstance(error)) return error.errors;
    throw error;
  }
  throw new Error("expected a SchemaDefinitionError");
}

const object = (properties: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  type: "object",
  properties,
  ...extra,
});

describe("ToolSchema.fromJSONSchema: what maps to what", () => {
  it("reads properties and required as parameters, additionalProperties false as strict", () => {
    const schema = ToolSchema.fromJSONSchema({
      $schema: "https://json-schema.org/draft/2020-12/schema",
      title: "weather",
      type: "object",
      properties: {
        city: { type: "string", description: "City", minLength: 1, maxLength: 80 },
        days: { type: "integer", minimum: 1, maximum: 16, default: 3 },
        ratio: { type: "number", examples: [0.5] },
        flag: { type: "boolean", deprecated: true },
      },
      required: ["city"],
      additionalProperties: false,
    });
    expect(schema.strict).toBe(true);
    expect(schema.parameters).toEqual([
      { name: "city", type: "string", description: "City", minLength: 1, maxLength: 80 },
      { name: "days", type: "integer", required: false, default: 3, minimum: 1, maximum: 16 },
      { name: "ratio", type: "float", required: false },
      { name: "flag", type: "boolean", required: false },
    ]);
    expect(schema.validate({ city: "Oslo", x: 1 })).toEqual(["Unknown parameter: 'x'"]);
  });

  it("is loose without additionalProperties, with true and with {}", () => {
    for (const additional of [undefined, true, {}]) {
      const extra = additional === undefined ? {} : { additionalProperties: additional };
      expect(ToolSchema.fromJSONSchema(object({ a: { type: "string" } }, extra)).strict).toBe(
        false,
      );
    }
  });

  it("reads nullable in its three spellings, and drops null from a type that refuses it", () => {
    const schema = ToolSchema.fromJSONSchema(
      object({
        a: { type: ["string", "null"] },
        b: { type: "string", nullable: true },
        c: { anyOf: [{ type: "integer" }, { type: "null" }], default: null },
        d: { type: ["string", "null"], enum: ["x", "y"] },
      }),
    );
    expect(schema.parameters.map((parameter) => parameter.nullable)).toEqual([
      true,
      true,
      true,
      undefined,
    ]);
    expect(schema.check({})).toEqual({ success: true, value: { c: null } });
    expect(schema.validate({ d: null })).toEqual([
      "Parameter 'd': expected type 'string', got 'null'",
    ]);
  });

  it("reads enum and const, with the type taken from them when 'type' is absent", () => {
    const schema = ToolSchema.fromJSONSchema(
      object({
        units: { enum: ["metric", "imperial"] },
        kind: { const: "circle" },
        level: { enum: [1, 2.5, null] },
        on: { type: "boolean", enum: [true] },
        any: { type: "boolean", enum: [false, true] },
        choice: { anyOf: [{ const: "a" }, { type: "string", enum: ["b", "c"] }] },
      }),
    );
    expect(schema.parameters).toEqual([
      { name: "units", type: "string", enum: ["metric", "imperial"], required: false },
      { name: "kind", type: "string", const: "circle", required: false },
      { name: "level", type: "float", nullable: true, enum: [1, 2.5], required: false },
      { name: "on", type: "boolean", const: true, required: false },
      { name: "any", type: "boolean", required: false },
      { name: "choice", type: "string", enum: ["a", "b", "c"], required: false },
    ]);
  });

  it("turns exclusive bounds into the nearest value allowed", () => {
    const schema = ToolSchema.fromJSONSchema(
      object({
        count: { type: "integer", exclusiveMinimum: 0, exclusiveMaximum: 10.5 },
        share: { type: "number", exclusiveMinimum: 0, exclusiveMaximum: 1 },
        both: { type: "integer", minimum: 5, exclusiveMinimum: 2 },
      }),
    );
    const [count, share, both] = schema.parameters;
    expect([count?.minimum, count?.maximum]).toEqual([1, 10]);
    expect([share?.minimum, share?.maximum]).toEqual([Number.MIN_VALUE, 1 - Number.EPSILON / 2]);
    expect(both?.minimum).toBe(5);
    expect(schema.validate({ share: 0 })).toEqual([
      `Parameter 'share': expected at least 5e-324, got 0`,
    ]);
    expect(schema.validate({ share: Number.MIN_VALUE, count: 1 })).toEqual([]);
    expect(schema.validate({ share: 1 })).toHaveLength(1);
  });

  it("keeps the five formats kit checks, int32 as bounds, and drops any other as an annotation", () => {
    const schema = ToolSchema.fromJSONSchema(
      object({
        id: { type: "string", format: "uuid" },
        size: { type: "integer", format: "int32" },
        raw: { type: "string", format: "json" },
      }),
    );
    expect(schema.parameters.map((parameter) => parameter.format)).toEqual([
      "uuid",
      undefined,
      undefined,
    ]);
    expect(schema.validate({ id: "nope", size: 2 ** 40, raw: "{" })).toEqual([
      "Parameter 'id': expected a 'uuid' string, got 'nope'",
      "Parameter 'size': expected at most 2147483647, got 1099511627776",
    ]);
  });

  it("reads lists (items in both drafts), nested objects and additionalProperties schemas", () => {
    const schema = ToolSchema.fromJSONSchema(
      object({
        rows: {
          type: "array",
          minItems: 1,
          maxItems: 3,
          uniqueItems: true,
          items: object(
            { id: { type: "string", pattern: "^[a-z]+$" }, n: { type: "integer", default: 1 } },
            { required: ["id"], additionalProperties: false },
          ),
        },
        labels: { type: "object", additionalProperties: { type: "string" } },
        free: { type: "object", additionalProperties: {} },
        anything: { type: "array", items: {} },
      }),
    );
    expect(schema.validate({ rows: [{ id: "a" }] })).toEqual([]);
    expect(schema.check({ rows: [{ id: "a" }] })).toEqual({
      success: true,
      value: { rows: [{ id: "a", n: 1 }] },
    });
    expect(schema.validate({ rows: [{ id: "A", x: 1 }], labels: { a: 1 } })).toEqual([
      "Parameter 'rows[0].id': expected a string matching /^[a-z]+$/, got 'A'",
      "Unknown parameter: 'rows[0].x'",
      "Parameter 'labels.a': expected type 'string', got 'integer'",
    ]);
    expect(schema.parameters[2]).toEqual({ name: "free", type: "dictionary", required: false });
    expect(schema.parameters[3]).toEqual({ name: "anything", type: "list", required: false });
  });

  it("reads a oneOf of objects told apart by a constant property as a discriminated union", () => {
    const schema = ToolSchema.fromJSONSchema(
      object(
        {
          shape: {
            oneOf: [
              object(
                { kind: { const: "circle" }, r: { type: "number" } },
                { required: ["kind", "r"] },
              ),
              object(
                { kind: { type: "string", enum: ["square"] }, side: { type: "number" } },
                { required: ["kind"] },
              ),
            ],
          },
        },
        { required: ["shape"] },
      ),
    );
    expect(schema.parameters[0]).toMatchObject({ discriminator: "kind" });
    expect(schema.validate({ shape: { kind: "circle", r: 1 } })).toEqual([]);
    expect(schema.validate({ shape: { kind: "square", side: "2" } })).toEqual([
      "Parameter 'shape.side': expected type 'float', got 'string'",
    ]);
    expect(schema.validate({ shape: { kind: "hexagon" } })).toHaveLength(1);
  });

  it("reads local $refs to $defs and definitions in place, with draft-07 items", () => {
    const schema = ToolSchema.fromJSONSchema({
      $schema: "http://json-schema.org/draft-07/schema#",
      type: "object",
      definitions: { tag: { type: "string", maxLength: 3 } },
      $defs: { "a/b~c": { type: "integer" } },
      properties: {
        tags: { type: "array", items: { $ref: "#/definitions/tag", description: "A tag" } },
        odd: { $ref: "#/$defs/a~1b~0c" },
        same: { $ref: "#/properties/odd" },
      },
    });
    expect(schema.parameters).toEqual([
      {
        name: "tags",
        type: "list",
        items: { type: "string", description: "A tag", maxLength: 3 },
        required: false,
      },
      { name: "odd", type: "integer", required: false },
      { name: "same", type: "integer", required: false },
    ]);
  });

  it("follows a $ref at the top to an object schema", () => {
    const schema = ToolSchema.fromJSONSchema({
      $ref: "#/$defs/Input",
      $defs: { Input: object({ q: { type: "string" } }, { required: ["q"] }) },
    });
    expect(schema.validate({})).toEqual(["Missing required parameter: 'q'"]);
  });

  it("ignores propertyNames that every key meets, and a default on a required property", () => {
    const schema = ToolSchema.fromJSONSchema(
      object(
        {
          m: { type: "object", propertyNames: { type: "string" } },
          q: { type: "string", default: "x" },
        },
        { required: ["q"] },
      ),
    );
    expect(schema.parameters).toEqual([
      { name: "m", type: "dictionary", required: false },
      { name: "q", type: "string" },
    ]);
  });

  it("never changes the document it reads", () => {
    const document = object({ a: { type: "array", items: { $ref: "#/$defs/x" } } });
    const withDefs = { ...document, $defs: { x: { type: "string", default: "d" } } };
    const before = structuredClone(withDefs);
    ToolSchema.fromJSONSchema(withDefs);
    expect(withDefs).toEqual(before);
  });
});

describe("ToolSchema.fromJSONSchema: what it refuses", () => {
  it("lists every keyword it cannot keep, each at its JSON pointer, all at once", () => {
    expect(
      problems(
        object({
          filter: { type: "object", not: { required: ["x"] } },
          count: { type: "integer", multipleOf: 2 },
          either: {
            oneOf: [
              { type: "string", minLength: 2 },
              { type: "string", maxLength: 0 },
            ],
          },
          tuple: { type: "array", items: [{ type: "string" }] },
          pairs: { type: "array", prefixItems: [{ type: "string" }] },
          map: { type: "object", patternProperties: { "^a": { type: "string" } } },
          both: { type: ["string", "integer"], enum: ["a", 1] },
          // biome-ignore lint/suspicious/noThenProperty: JSON Schema's keyword, as data
          "a/b": { type: "string", if: { minLength: 1 }, then: { maxLength: 2 } },
          all: { allOf: [{ type: "string" }] },
          strict: { type: "number", exclusiveMinimum: true },
        }),
      ),
    ).toEqual([
      "/properties/filter/not: 'not' is not supported",
      "/properties/count/multipleOf: 'multipleOf' is not supported",
      "/properties/either/oneOf: 'oneOf' is supported only of a schema and 'null', constants of one type, objects none of which is nullable, or schemas of different types (integer and number count as one; 'anyOf' may hold several of one type)",
      "/properties/tuple/items: 'items' as a list (a tuple) is not supported",
      "/properties/pairs/prefixItems: 'prefixItems' is not supported",
      "/properties/map/patternProperties: 'patternProperties' is not supported",
      "/properties/both/enum: 'enum' beside a 'type' of more than one type is not supported",
      "/properties/a~1b/if: 'if' is not supported",
      "/properties/a~1b/then: 'then' is not supported",
      "/properties/all/allOf/0/type: 'allOf' is supported only of object schemas",
      "/properties/strict/exclusiveMinimum: 'exclusiveMinimum' must be a finite number (the boolean form of draft-04 is not supported)",
    ]);
  });

  it("refuses a top that is not an object schema, and a schema for undeclared parameters", () => {
    expect(problems("{}")).toEqual(["(root): a JSON Schema must be an object, got 'string'"]);
    expect(problems({ type: "string" })).toEqual([
      "(root): the top must be an object schema ('type: object'), got 'type' \"string\"",
    ]);
    expect(
      problems({ type: "object", additionalProperties: { type: "string" }, anyOf: [] }),
    ).toEqual([
      "/anyOf: 'anyOf' is not supported at the top",
      "/additionalProperties: a schema for undeclared parameters at the top is not supported (use false, true or leave it out)",
    ]);
  });

  it("refuses a required name that properties do not declare, and a property named ''", () => {
    expect(problems(object({ "": { type: "string" } }, { required: ["id"] }))).toEqual([
      "/properties/: a property named '' (the empty string) is not supported",
      "/required: 'id' is required but not declared in 'properties', which is not supported",
    ]);
  });

  it("refuses remote $refs, a $ref to an anchor no schema declares, and a $ref to nothing", () => {
    expect(
      problems(
        object(
          {
            a: { $ref: "https://example.com/s.json" },
            b: { $ref: "#node" },
            c: { $ref: "#/$defs/missing" },
            d: { $ref: "#/$defs/x", minLength: 1 },
          },
          { $defs: { x: { type: "string" } } },
        ),
      ),
    ).toEqual([
      "/properties/a/$ref: '$ref' to another document ('https://example.com/s.json') is not supported",
      "/properties/b/$ref: '$ref' '#node' names no '$anchor' in this schema",
      "/properties/c/$ref: '$ref' '#/$defs/missing' points to nothing in this schema",
      "/properties/d/minLength: 'minLength' beside '$ref' is not supported",
    ]);
  });

  it("refuses a default that breaks its own schema, at the property's pointer", () => {
    expect(problems(object({ days: { type: "integer", minimum: 1, default: 0 } }))).toEqual([
      "/properties/days: Parameter 'days': default breaks the constraints: expected at least 1, got 0",
    ]);
  });

  it("refuses a problem inside a $defs entry once, at its own pointer, however often it is used", () => {
    expect(
      problems(
        object(
          { a: { $ref: "#/$defs/x" }, b: { type: "array", items: { $ref: "#/$defs/x" } } },
          { $defs: { x: { type: "string", not: { const: "" } } } },
        ),
      ),
    ).toEqual(["/$defs/x/not: 'not' is not supported"]);
  });
});

describe("ToolSchema.fromJSONSchema: hostile documents", () => {
  it("keeps a recursive $ref as a named definition, and refuses a loop of $refs alone", () => {
    const read = ToolSchema.fromJSONSchema(
      object(
        { tree: { $ref: "#/$defs/node" }, self: { $ref: "#" } },
        {
          $defs: { node: object({ children: { type: "array", items: { $ref: "#/$defs/node" } } }) },
        },
      ),
    );
    expect(Object.keys(read.definitions)).toEqual(["node", "Root"]);
    expect(read.parameters.map((parameter) => parameter.type)).toEqual(["ref", "ref"]);
    expect(
      problems(
        object(
          { loop: { $ref: "#/$defs/a" } },
          { $defs: { a: { $ref: "#/$defs/b" }, b: { $ref: "#/$defs/a" } } },
        ),
      ),
    ).toEqual([
      "/$defs/a: Definition 'a': refers to itself through references alone (a -> a), so it describes no value",
    ]);
  });

  it("refuses 10,000 levels of nesting at the 33rd, without overflowing the stack", () => {
    let deep: Record<string, unknown> = { type: "string" };
    for (let level = 0; level < 10_000; level++) deep = object({ a: deep });
    const found = problems(deep);
    expect(found).toHaveLength(1);
    expect(found[0]).toBe(
      `${"/properties/a".repeat(33)}: definitions nest deeper than 32 levels, the most kit allows`,
    );
    let chain: Record<string, unknown> = { type: "string" };
    for (let level = 0; level < 10_000; level++) chain = { anyOf: [chain, { type: "null" }] };
    expect(problems(object({ a: chain }))[0]).toMatch(/schemas nest deeper than 128 levels$/);
    // An object that holds itself is as deep as anyone asks.
    const cyclic: Record<string, unknown> = { type: "object", properties: {} };
    (cyclic.properties as Record<string, unknown>).self = cyclic;
    expect(problems(cyclic)).toHaveLength(1);
  });

  it("refuses a $ref that expands without bound (each definition using the next twice)", () => {
    const $defs: Record<string, unknown> = { d40: { type: "string" } };
    for (let index = 0; index < 40; index++) {
      const next = `#/$defs/d${index + 1}`;
      $defs[`d${index}`] = object({ a: { $ref: next }, b: { $ref: next } });
    }
    // The 32-level limit comes first here; a wide fan-out hits the node budget.
    expect(problems(object({ x: { $ref: "#/$defs/d0" } }, { $defs })).length).toBeGreaterThan(0);
    const wide: Record<string, unknown> = { leaf: { type: "string" } };
    const fan = Object.fromEntries(
      Array.from({ length: 60 }, (_, i) => [`p${i}`, { $ref: "#/$defs/l1" }]),
    );
    wide.l1 = object(
      Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`q${i}`, { $ref: "#/$defs/l2" }])),
    );
    wide.l2 = object(
      Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`r${i}`, { $ref: "#/$defs/leaf" }])),
    );
    expect(problems(object(fan, { $defs: wide }))).toContain(
      "(root): the schema expands to more than 10000 schemas (each use of a '$ref' counts), the most kit reads",
    );
  });

  it("refuses a 1 MB pattern and a backtracking one without running them", () => {
    const found = problems(
      object({
        big: { type: "string", pattern: "a".repeat(1_000_000) },
        slow: { type: "string", pattern: "^(a+)+$" },
        broken: { type: "string", pattern: "(" },
      }),
    );
    expect(found[0]).toBe(
      "/properties/big/pattern: 'pattern' must be at most 1000 characters long, got 1000000",
    );
    expect(found[1]).toMatch(/^\/properties\/slow\/pattern: 'pattern' must not repeat a group/);
    expect(found[2]).toMatch(
      /^\/properties\/broken\/pattern: 'pattern' is not a valid regular expression/,
    );
  });

  it("reads __proto__ keys at every depth as names, and never pollutes a prototype", () => {
    const schema = ToolSchema.fromJSONSchema(
      JSON.parse(
        '{"type":"object","properties":{"__proto__":{"type":"object","properties":{"__proto__":{"type":"string"}},"required":["__proto__"]}},"required":["__proto__"],"$defs":{"__proto__":{"type":"integer"}}}',
      ),
    );
    expect(schema.parameters[0]?.name).toBe("__proto__");
    expect(schema.validate(JSON.parse('{"__proto__":{"__proto__":1}}'))).toEqual([
      "Parameter '__proto__.__proto__': expected type 'string', got 'integer'",
    ]);
    expect(({} as Record<string, unknown>).type).toBeUndefined();
    const ref = ToolSchema.fromJSONSchema(
      JSON.parse(
        '{"type":"object","properties":{"a":{"$ref":"#/$defs/__proto__"}},"$defs":{"__proto__":{"type":"integer"}}}',
      ),
    );
    expect(ref.parameters[0]?.type).toBe("integer");
  });

  it("reads only own keys: a polluted Object.prototype adds no keyword", () => {
    const prototype = Object.prototype as Record<string, unknown>;
    prototype.not = { type: "string" };
    prototype.$ref = "#/nowhere";
    try {
      const schema = ToolSchema.fromJSONSchema(object({ a: { type: "string" } }));
      expect(schema.parameters).toEqual([{ name: "a", type: "string", required: false }]);
    } finally {
      delete prototype.not;
      delete prototype.$ref;
    }
  });
});
