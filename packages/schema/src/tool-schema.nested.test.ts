// Nested definitions: values checked at every depth, each problem with its path, all at once,
// the same from the interpreted check and from the generated one (a schema made hot).
import { describe, expect, it } from "vitest";
import { generateCheck } from "./internal/generate-check";
import { TIER_UP_CALLS } from "./internal/interpret-check";
import type { ParameterDefinition } from "./parameter-definition";
import { ToolSchema } from "./tool-schema";

const ORDER = [
  { name: "customer", type: "string", minLength: 1, maxLength: 40 },
  {
    name: "items",
    type: "list",
    minItems: 1,
    items: {
      type: "dictionary",
      properties: [
        { name: "sku", type: "string", pattern: "^[A-Z]{3}-\\d+$" },
        { name: "qty", type: "integer", minimum: 1 },
        { name: "gift", type: "boolean", required: false, default: false },
      ],
    },
  },
  {
    name: "address",
    type: "dictionary",
    required: false,
    properties: [
      { name: "city", type: "string" },
      { name: "zip", type: "string", nullable: true },
    ],
    additionalProperties: false,
  },
  { name: "meta", type: "dictionary", required: false, additionalProperties: { type: "integer" } },
] as const satisfies readonly ParameterDefinition[];

/** A schema, and the same made hot: its checks generated where the runtime allows. */
function tiers(parameters: readonly ParameterDefinition[], strict = false): [string, ToolSchema][] {
  const hot = new ToolSchema(parameters, { strict });
  for (let call = 0; call <= TIER_UP_CALLS; call++) {
    hot.validate({});
    hot.check({});
  }
  return [
    ["interpreted", new ToolSchema(parameters, { strict })],
    ["generated", hot],
  ];
}

describe.each(tiers(ORDER))("a nested schema, %s", (_tier, schema) => {
  it("accepts a valid order and fills in the defaults inside it", () => {
    const values = { customer: "Ada", items: [{ sku: "ABC-1", qty: 2 }] };
    expect(schema.check(values)).toEqual({
      success: true,
      value: { customer: "Ada", items: [{ sku: "ABC-1", qty: 2, gift: false }] },
    });
  });

  it("reports every problem at every depth at once, each with its path", () => {
    const values = {
      customer: "",
      items: [{ sku: "ABC-1", qty: 1 }, { sku: "x", qty: "2" }, { qty: 0 }],
      address: { city: 1, zip: null, extra: true },
      meta: { "a.b": "x", ok: 1 },
    };
    const expected = [
      "Parameter 'customer': expected at least 1 character, got 0",
      "Parameter 'items[1].sku': expected a string matching /^[A-Z]{3}-\\d+$/, got 'x'",
      "Parameter 'items[1].qty': expected type 'integer', got 'string'",
      "Missing required parameter: 'items[2].sku'",
      "Parameter 'items[2].qty': expected at least 1, got 0",
      "Parameter 'address.city': expected type 'string', got 'integer'",
      "Unknown parameter: 'address.extra'",
      `Parameter 'meta["a.b"]': expected type 'integer', got 'string'`,
    ];
    expect(schema.validate(structuredClone(values))).toEqual(expected);
    expect(schema.check(values)).toEqual({ success: false, errors: expected });
  });

  it("gives Standard Schema issues the path as keys and indexes", () => {
    const result = schema["~standard"].validate({ customer: "A", items: [{ sku: "ABC-1" }] });
    expect(result).toEqual({
      issues: [
        { message: "Missing required parameter: 'items[0].qty'", path: ["items", 0, "qty"] },
      ],
    });
  });

  it("keeps the flat messages for a flat parameter", () => {
    expect(schema.validate({ items: [] })).toEqual([
      "Missing required parameter: 'customer'",
      "Parameter 'items': expected at least 1 item, got 0",
    ]);
  });
});

describe("lists", () => {
  const parameters: ParameterDefinition[] = [
    { name: "tags", type: "list", required: false, items: "string", uniqueItems: true },
    { name: "few", type: "list", required: false, maxItems: 2 },
    { name: "grid", type: "list", required: false, items: { type: "list", items: "integer" } },
  ];
  it.each(tiers(parameters))("%s: counts, uniqueness and type-name items", (_tier, schema) => {
    expect(schema.validate({ tags: ["a", "b", 3] })).toEqual([
      "Parameter 'tags': expected a list of 'string', item 2 is 'integer'",
    ]);
    expect(schema.validate({ tags: ["a", "b", "a"] })).toEqual([
      "Parameter 'tags': expected unique items, items 0 and 2 are equal",
    ]);
    expect(schema.validate({ few: [1, 2, 3] })).toEqual([
      "Parameter 'few': expected at most 2 items, got 3",
    ]);
    expect(schema.validate({ grid: [[1], [2, "x"], "y"] })).toEqual([
      "Parameter 'grid[1]': expected a list of 'integer', item 1 is 'string'",
      "Parameter 'grid[2]': expected type 'list', got 'string'",
    ]);
  });

  it("compares items as JSON values for uniqueItems", () => {
    const schema = new ToolSchema([{ name: "l", type: "list", uniqueItems: true }]);
    expect(
      schema.validate({
        l: [
          { a: 1, b: [2] },
          { b: [2], a: 1 },
        ],
      }),
    ).toEqual(["Parameter 'l': expected unique items, items 0 and 1 are equal"]);
    expect(schema.validate({ l: [0, -0] })).toHaveLength(1);
    expect(schema.validate({ l: [1, "1", [1], { a: 1 }, true, null] })).toEqual([]);
  });
});

describe("strings", () => {
  const parameters: ParameterDefinition[] = [
    { name: "code", type: "string", required: false, minLength: 2, maxLength: 3 },
    { name: "day", type: "string", required: false, format: "date" },
    { name: "kind", type: "string", required: false, const: "circle" },
  ];
  it.each(tiers(parameters))("%s: lengths in code points, format, const", (_tier, schema) => {
    // One emoji is two UTF-16 code units but one character, as JSON Schema counts.
    expect(schema.validate({ code: "😀" })).toEqual([
      "Parameter 'code': expected at least 2 characters, got 1",
    ]);
    expect(schema.validate({ code: "😀😀😀" })).toEqual([]);
    expect(schema.validate({ code: "abcd" })).toEqual([
      "Parameter 'code': expected at most 3 characters, got 4",
    ]);
    expect(schema.validate({ day: "2024-02-30" })).toEqual([
      "Parameter 'day': expected a 'date' string, got '2024-02-30'",
    ]);
    expect(schema.validate({ day: "2024-02-29" })).toEqual([]);
    expect(schema.validate({ kind: "square" })).toEqual([
      "Parameter 'kind': expected 'circle', got 'square'",
    ]);
  });

  it("checks each format", () => {
    const check = (format: "date-time" | "email" | "uri" | "uuid", value: string): number =>
      new ToolSchema([{ name: "v", type: "string", format }]).validate({ v: value }).length;
    expect(check("date-time", "2024-05-01T10:00:00Z")).toBe(0);
    expect(check("date-time", "2024-05-01 10:00:00")).toBe(1);
    expect(check("email", "ada@example.com")).toBe(0);
    expect(check("email", "ada@")).toBe(1);
    expect(check("uri", "https://example.com/a?b#c")).toBe(0);
    expect(check("uri", "example.com")).toBe(1);
    expect(check("uuid", "123e4567-e89b-12d3-a456-426614174000")).toBe(0);
    expect(check("uuid", "123e4567")).toBe(1);
  });
});

describe("nullable", () => {
  const parameters: ParameterDefinition[] = [
    { name: "note", type: "string", nullable: true },
    { name: "size", type: "string", required: false, nullable: true, enum: ["s", "m"] },
  ];
  it.each(tiers(parameters))("%s: null is a value, not an absence", (_tier, schema) => {
    expect(schema.check({ note: null, size: null })).toEqual({
      success: true,
      value: { note: null, size: null },
    });
    expect(schema.validate({})).toEqual(["Missing required parameter: 'note'"]);
    expect(schema.validate({ note: 1, size: "l" })).toEqual([
      "Parameter 'note': expected type 'string', got 'integer'",
      "Parameter 'size': expected one of 's', 'm', got 'l'",
    ]);
  });
});

describe("a union of dictionaries told apart by a discriminator", () => {
  const parameters: ParameterDefinition[] = [
    {
      name: "shape",
      type: "dictionary",
      discriminator: "kind",
      variants: [
        {
          type: "dictionary",
          properties: [
            { name: "kind", type: "string", const: "circle" },
            { name: "radius", type: "float", minimum: 0 },
          ],
        },
        {
          type: "dictionary",
          properties: [
            { name: "kind", type: "string", enum: ["square"] },
            { name: "side", type: "float" },
          ],
          additionalProperties: false,
        },
      ],
    },
  ];
  it.each(tiers(parameters))("%s: checks the variant the discriminator names", (_tier, schema) => {
    expect(schema.validate({ shape: { kind: "circle", radius: 1 } })).toEqual([]);
    expect(schema.validate({ shape: { kind: "circle", radius: -1 } })).toEqual([
      "Parameter 'shape.radius': expected at least 0, got -1",
    ]);
    expect(schema.validate({ shape: { kind: "square", side: 1, radius: 1 } })).toEqual([
      "Unknown parameter: 'shape.radius'",
    ]);
    expect(schema.validate({ shape: { kind: "triangle" } })).toEqual([
      "Parameter 'shape.kind': expected one of 'circle', 'square', got 'triangle'",
    ]);
    expect(schema.validate({ shape: { kind: 3 } })).toEqual([
      "Parameter 'shape.kind': expected type 'string', got 'integer'",
    ]);
    expect(schema.validate({ shape: {} })).toEqual(["Missing required parameter: 'shape.kind'"]);
  });
});

describe("keys that are not identifiers, and keys that look like code", () => {
  const names = [
    'it\'s "x"',
    "back\\slash",
    "line\u2028sep",
    "*/",
    "$" + "{x}",
    "__proto__",
    "a.b",
  ];
  const parameters: ParameterDefinition[] = [
    {
      name: "d",
      type: "dictionary",
      properties: names.map((name) => ({ name, type: "integer" }) as const),
    },
  ];
  it.each(tiers(parameters))(
    "%s: stay data, shown as JSON strings in brackets",
    (_tier, schema) => {
      const values = JSON.parse(
        `{"d": {${names.map((name) => `${JSON.stringify(name)}: "x"`).join(",")}}}`,
      ) as Record<string, unknown>;
      expect(schema.validate(values)).toEqual([
        `Parameter 'd["it's \\"x\\""]': expected type 'integer', got 'string'`,
        `Parameter 'd["back\\\\slash"]': expected type 'integer', got 'string'`,
        `Parameter 'd["line\u2028sep"]': expected type 'integer', got 'string'`,
        `Parameter 'd["*/"]': expected type 'integer', got 'string'`,
        `Parameter 'd["\${x}"]': expected type 'integer', got 'string'`,
        "Parameter 'd.__proto__': expected type 'integer', got 'string'",
        `Parameter 'd["a.b"]': expected type 'integer', got 'string'`,
      ]);
      expect(schema.validate({ d: {} })).toHaveLength(names.length);
    },
  );
});

describe("the generated check of a nested parameter", () => {
  it("is straight-line code, keys as JSON literals, no call of the interpreter for a plain nesting", () => {
    const schema = new ToolSchema(ORDER);
    const generated = generateCheck(schema.parameters, false, true);
    const code = String(generated);
    expect(code).toContain('q.push("qty")');
    expect(code).toContain("for(let i0=0;");
    expect(code).not.toContain("W(");
  });
});
