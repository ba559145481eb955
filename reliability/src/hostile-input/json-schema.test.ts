// Hostile JSON Schemas through ToolSchema.fromJSONSchema: every one refused with a clear error
// (or, for a pattern, refused or run on a 30-character evil string with its answer given), no
// stack overflow, no hang, no polluted prototype. Verdicts are asserted, never the clock.
import { SchemaDefinitionError, ToolSchema } from "@kit/schema";
import { describe, expect, test } from "vitest";

const object = (properties: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  type: "object",
  properties,
  ...extra,
});

function problems(schema: unknown): readonly string[] {
  try {
    ToolSchema.fromJSONSchema(schema);
  } catch (error) {
    if (SchemaDefinitionError.isInstance(error)) return error.errors;
    throw error;
  }
  return [];
}

describe("hostile JSON Schemas", () => {
  test("10,000 levels through properties, items, anyOf of different types and type lists: refused", () => {
    const nest = (wrap: (inner: unknown) => unknown): unknown => {
      let deep: unknown = { type: "string" };
      for (let level = 0; level < 10_000; level++) deep = wrap(deep);
      return deep;
    };
    for (const wrap of [
      (inner: unknown) => object({ a: inner }),
      (inner: unknown) => ({ type: "array", items: inner }),
      (inner: unknown) => ({ anyOf: [{ type: "string" }, { type: "array", items: inner }] }),
      (inner: unknown) => ({ type: ["string", "array"], items: inner }),
    ]) {
      const found = problems(object({ a: nest(wrap) }));
      expect(found.length).toBeGreaterThan(0);
      expect(found.join("\n")).toMatch(/nest deeper than/);
    }
  });

  test("cyclic $refs and a document that holds itself: refused", () => {
    expect(
      problems(
        object(
          { a: { $ref: "#/$defs/a" } },
          { $defs: { a: { $ref: "#/$defs/b" }, b: { $ref: "#/$defs/a" } } },
        ),
      )[0],
    ).toMatch(/refers to itself through references alone/);
    const cyclic: Record<string, unknown> = { anyOf: [{ type: "string" }] };
    (cyclic.anyOf as unknown[]).push({ type: "array", items: cyclic });
    expect(problems(object({ a: cyclic })).length).toBeGreaterThan(0);
  });

  test("a 1 MB pattern and catastrophic-backtracking patterns: refused, or answered at once on a 30-character evil string", () => {
    const evil = `${"a".repeat(30)}!`;
    const patterns = [
      "a".repeat(1_000_000),
      "^(a+)+$",
      "^(a|aa)*$",
      "^(a*)*b$",
      "^(.*a){12}$",
      "^(\\w+\\s?)*$",
      "^(a|a?)+$",
      "^(a)\\1*$",
      "^a*a*a*a*a*a*a*a*a*a*$",
      "^\\w*\\w*\\w*\\w*\\w*\\w*$",
      "^a*a*a*a*$",
      "^[a-z]+@[a-z]+$",
    ];
    let refused = 0;
    for (const pattern of patterns) {
      const document = object({ s: { type: "string", pattern } }, { required: ["s"] });
      const found = problems(document);
      if (found.length > 0) {
        refused++;
        expect(found[0]).toMatch(/^\/properties\/s\/pattern: 'pattern' must/);
      } else {
        expect(ToolSchema.fromJSONSchema(document).check({ s: evil }).success).toBe(false);
      }
    }
    expect(refused).toBe(10);
  });

  test("__proto__ keys at every depth, in anyOf and type lists too: own keys, no pollution", () => {
    const schema = ToolSchema.fromJSONSchema(
      JSON.parse(
        '{"type":"object","properties":{"__proto__":{"anyOf":[{"type":"string"},{"type":"object","properties":{"__proto__":{"type":["integer","array"]}},"required":["__proto__"]}]}},"required":["__proto__"]}',
      ),
    );
    expect(schema.validate(JSON.parse('{"__proto__":{"__proto__":true}}'))).toEqual([
      "Parameter '__proto__.__proto__': expected type 'integer' or 'list', got 'boolean'",
    ]);
    const result = schema.check(JSON.parse('{"__proto__":{"__proto__":[1]}}'));
    expect(result.success).toBe(true);
    if (result.success) expect(Object.hasOwn(result.value, "__proto__")).toBe(true);
    expect(({} as Record<string, unknown>).type).toBeUndefined();
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
  });
});
