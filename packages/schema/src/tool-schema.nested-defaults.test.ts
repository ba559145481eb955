// Defaults at every depth: filled in where a value is absent, each time a fresh copy; check()
// never writes into the caller's objects, at any depth; validate() writes in place, as it does
// at the top.
import { describe, expect, it } from "vitest";
import { TIER_UP_CALLS } from "./internal/interpret-check";
import type { ParameterDefinition } from "./parameter-definition";
import { ToolSchema } from "./tool-schema";

const PARAMETERS = [
  {
    name: "lines",
    type: "list",
    items: {
      type: "dictionary",
      properties: [
        { name: "sku", type: "string" },
        { name: "tags", type: "list", required: false, default: ["new"] },
      ],
    },
  },
  {
    name: "options",
    type: "dictionary",
    required: false,
    default: {},
    properties: [{ name: "express", type: "boolean", required: false, default: false }],
  },
] as const satisfies readonly ParameterDefinition[];

function tiers(): [string, ToolSchema<typeof PARAMETERS>][] {
  const hot = new ToolSchema(PARAMETERS);
  for (let call = 0; call <= TIER_UP_CALLS; call++) {
    hot.validate({ lines: [] });
    hot.check({ lines: [] });
  }
  return [
    ["interpreted", new ToolSchema(PARAMETERS)],
    ["generated", hot],
  ];
}

describe.each(tiers())("defaults at depth, %s", (_tier, schema) => {
  it("fills in a nested default, and a default's own defaults", () => {
    const result = schema.check({ lines: [{ sku: "A" }] });
    expect(result).toEqual({
      success: true,
      value: { lines: [{ sku: "A", tags: ["new"] }], options: { express: false } },
    });
  });

  it("check never writes into the caller's objects, at any depth", () => {
    const line = { sku: "A" };
    const input = { lines: [line], options: {} };
    const frozen = structuredClone(input);
    const result = schema.check(input);
    expect(input).toEqual(frozen);
    expect(result.success && result.value.lines[0]).not.toBe(line);
    expect(result.success && result.value.options).not.toBe(input.options);
  });

  it("gives a fresh copy of a nested default each time", () => {
    const first = schema.check({ lines: [{ sku: "A" }] });
    if (!first.success) throw new Error("expected success");
    first.value.lines[0]?.tags.push("changed");
    first.value.options.express = true;
    expect(schema.check({ lines: [{ sku: "B" }] })).toEqual({
      success: true,
      value: { lines: [{ sku: "B", tags: ["new"] }], options: { express: false } },
    });
  });

  it("validate writes nested defaults in place, as at the top", () => {
    const values: Record<string, unknown> = { lines: [{ sku: "A" }], options: {} };
    expect(schema.validate(values)).toEqual([]);
    expect(values).toEqual({ lines: [{ sku: "A", tags: ["new"] }], options: { express: false } });
  });

  it("keeps undeclared keys of a dictionary in check's copy, as they are", () => {
    const note = { text: "x" };
    const result = schema.check({ lines: [{ sku: "A", tags: [], note }] });
    expect(result.success && result.value.lines[0]).toEqual({ sku: "A", tags: [], note });
    expect(result.success && (result.value.lines[0] as Record<string, unknown>).note).toBe(note);
  });
});

describe("a nested __proto__ key", () => {
  it("is a property like any other, read and written as an own key", () => {
    const schema = new ToolSchema([
      {
        name: "d",
        type: "dictionary",
        properties: [
          { name: "__proto__", type: "dictionary", required: false, default: { polluted: true } },
        ],
      },
    ]);
    const result = schema.check({ d: {} });
    const d = result.success ? (result.value.d as Record<string, unknown>) : {};
    expect(Object.getPrototypeOf(d)).toBe(Object.prototype);
    expect(Object.hasOwn(d, "__proto__")).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const parsed = JSON.parse('{"d": {"__proto__": 1}}') as Record<string, unknown>;
    expect(schema.validate(parsed)).toEqual([
      "Parameter 'd.__proto__': expected type 'dictionary', got 'integer'",
    ]);
  });
});
