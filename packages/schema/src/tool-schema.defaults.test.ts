// Defaults: written into the values in place, a fresh deep copy every time.
import { describe, expect, it } from "vitest";
import { ToolSchema } from "./tool-schema";

describe("defaults", () => {
  it("are written into the values in place", () => {
    const schema = new ToolSchema([
      { name: "units", type: "string", required: false, default: "metric" },
    ]);
    const values: Record<string, unknown> = {};
    schema.validate(values);
    expect(values).toEqual({ units: "metric" });
  });

  it("do not replace a value that is given", () => {
    const schema = new ToolSchema([
      { name: "units", type: "string", required: false, default: "metric" },
    ]);
    const values: Record<string, unknown> = { units: "imperial" };
    schema.validate(values);
    expect(values.units).toBe("imperial");
  });

  it("are applied even when other parameters have problems", () => {
    const schema = new ToolSchema([
      { name: "city", type: "string" },
      { name: "units", type: "string", required: false, default: "metric" },
    ]);
    const values: Record<string, unknown> = {};
    expect(schema.validate(values)).toEqual(["Missing required parameter: 'city'"]);
    expect(values.units).toBe("metric");
  });

  it("of every type are applied", () => {
    const schema = new ToolSchema([
      { name: "s", type: "string", required: false, default: "" },
      { name: "i", type: "integer", required: false, default: 0 },
      { name: "f", type: "float", required: false, default: 0.5 },
      { name: "b", type: "boolean", required: false, default: false },
      { name: "l", type: "list", required: false, default: [] },
      { name: "d", type: "dictionary", required: false, default: {} },
    ]);
    const values: Record<string, unknown> = {};
    schema.validate(values);
    expect(values).toEqual({ s: "", i: 0, f: 0.5, b: false, l: [], d: {} });
  });

  it("give each call a fresh list: a caller's mutation does not leak into the next call", () => {
    const schema = new ToolSchema([{ name: "tags", type: "list", required: false, default: [] }]);
    const first: Record<string, unknown> = {};
    schema.validate(first);
    (first.tags as unknown[]).push("leak");
    const second: Record<string, unknown> = {};
    schema.validate(second);
    expect(second.tags).toEqual([]);
    expect(second.tags).not.toBe(first.tags);
  });

  it("are deep copies: nested lists and dictionaries are fresh too", () => {
    const schema = new ToolSchema([
      {
        name: "options",
        type: "dictionary",
        required: false,
        default: { filters: [{ field: "a" }], limits: { max: 3 } },
      },
    ]);
    const first: Record<string, unknown> = {};
    schema.validate(first);
    const options = first.options as { filters: { field: string }[]; limits: { max: number } };
    options.filters.push({ field: "leak" });
    (options.filters[0] as { field: string }).field = "changed";
    options.limits.max = 99;
    const second: Record<string, unknown> = {};
    schema.validate(second);
    expect(second.options).toEqual({ filters: [{ field: "a" }], limits: { max: 3 } });
  });

  it("are writable copies, not the frozen stored default", () => {
    const schema = new ToolSchema([
      { name: "tags", type: "list", required: false, default: ["a"] },
    ]);
    const values: Record<string, unknown> = {};
    schema.validate(values);
    expect(Object.isFrozen(values.tags)).toBe(false);
    expect(Object.isFrozen(schema.parameters[0]?.default)).toBe(true);
  });

  it("keep a null-prototype dictionary default null-prototype", () => {
    const schema = new ToolSchema([
      {
        name: "d",
        type: "dictionary",
        required: false,
        default: Object.assign(Object.create(null), { a: 1 }),
      },
    ]);
    const values: Record<string, unknown> = {};
    schema.validate(values);
    expect(Object.getPrototypeOf(values.d)).toBeNull();
    expect(values.d).toEqual(Object.assign(Object.create(null), { a: 1 }));
  });

  it("are not applied to a required parameter: a missing one stays an error", () => {
    const schema = new ToolSchema([{ name: "a", type: "string", required: true }]);
    const values: Record<string, unknown> = {};
    expect(schema.validate(values)).toEqual(["Missing required parameter: 'a'"]);
    expect(values).toEqual({});
  });

  it("leave an optional parameter without default absent", () => {
    const schema = new ToolSchema([{ name: "a", type: "string", required: false }]);
    const values: Record<string, unknown> = {};
    schema.validate(values);
    expect(Object.hasOwn(values, "a")).toBe(false);
  });

  it("treat 'default: undefined' as no default", () => {
    const schema = new ToolSchema([
      { name: "a", type: "string", required: false, default: undefined },
    ]);
    const values: Record<string, unknown> = {};
    expect(schema.validate(values)).toEqual([]);
    expect(Object.hasOwn(values, "a")).toBe(false);
  });

  it("keep NaN, Infinity and -0 inside a default after the check is generated", () => {
    const schema = new ToolSchema([
      {
        name: "limits",
        type: "dictionary",
        required: false,
        default: { low: Number.NEGATIVE_INFINITY, high: Number.POSITIVE_INFINITY, step: -0 },
      },
      { name: "samples", type: "list", required: false, default: [Number.NaN, 1] },
    ]);
    // Enough calls to switch from the interpreter to the generated check, and some after.
    for (let call = 0; call < 40; call++) {
      const values: Record<string, unknown> = {};
      expect(schema.validate(values)).toEqual([]);
      const limits = values.limits as Record<string, number>;
      expect(limits.low).toBe(Number.NEGATIVE_INFINITY);
      expect(limits.high).toBe(Number.POSITIVE_INFINITY);
      expect(Object.is(limits.step, -0)).toBe(true);
      expect(Number.isNaN((values.samples as number[])[0])).toBe(true);
    }
  });
});
