// check(): the non-mutating form of validate(), as @kit/tools uses it to check a copy.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { inputArbitrary, schemaArbitrary } from "../test/arbitraries";
import { ToolSchema } from "./tool-schema";

const weather = new ToolSchema([
  { name: "city", type: "string" },
  { name: "days", type: "integer", required: false },
  { name: "tags", type: "list", required: false, default: ["a"] },
]);

describe("check", () => {
  it("gives a fresh object with the declared parameters and the defaults", () => {
    const input = { city: "Oslo" };
    const result = weather.check(input);
    expect(result).toEqual({ success: true, value: { city: "Oslo", tags: ["a"] } });
    expect(result.success && result.value).not.toBe(input);
  });

  it("does not change its input", () => {
    const input = { city: "Oslo", extra: 1 };
    weather.check(input);
    expect(input).toStrictEqual({ city: "Oslo", extra: 1 });
  });

  it("drops unknown parameters of a schema that is not strict", () => {
    expect(weather.check({ city: "Oslo", extra: 1 })).toEqual({
      success: true,
      value: { city: "Oslo", tags: ["a"] },
    });
  });

  it("reports unknown parameters of a strict schema", () => {
    const strict = new ToolSchema([{ name: "city", type: "string" }], { strict: true });
    expect(strict.check({ city: "Oslo", extra: 1 })).toEqual({
      success: false,
      errors: ["Unknown parameter: 'extra'"],
    });
  });

  it("gives the same messages as validate()", () => {
    expect(weather.check({ days: 1.5 })).toEqual({
      success: false,
      errors: [
        "Missing required parameter: 'city'",
        "Parameter 'days': expected type 'integer', got 'float'",
      ],
    });
  });

  it("gives one error for an input that is not a dictionary", () => {
    expect(weather.check("Oslo")).toEqual({
      success: false,
      errors: ["Expected a dictionary of parameters, got 'string'"],
    });
  });

  it("leaves out a parameter whose value is undefined and has no default", () => {
    const result = weather.check({ city: "Oslo", days: undefined });
    expect(result.success && Object.hasOwn(result.value, "days")).toBe(false);
  });

  it("copies one level deep: nested values are shared", () => {
    const tags = ["x"];
    const result = weather.check({ city: "Oslo", tags });
    expect(result.success && result.value.tags).toBe(tags);
  });

  it("gives a fresh default each call", () => {
    const first = weather.check({ city: "Oslo" });
    if (first.success) (first.value.tags as unknown[]).push("leak");
    expect(weather.check({ city: "Oslo" })).toEqual({
      success: true,
      value: { city: "Oslo", tags: ["a"] },
    });
  });

  it("keeps a '__proto__' parameter as an own key of a plain object", () => {
    const proto = new ToolSchema([{ name: "__proto__", type: "dictionary" }]);
    const result = proto.check(JSON.parse('{"__proto__": {"polluted": true}}'));
    if (!result.success) throw new Error("expected success");
    expect(Object.getPrototypeOf(result.value)).toBe(Object.prototype);
    expect(Object.keys(result.value)).toEqual(["__proto__"]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("gives a plain object also for a null-prototype input", () => {
    const result = weather.check(Object.assign(Object.create(null), { city: "Oslo" }));
    expect(result.success && Object.getPrototypeOf(result.value)).toBe(Object.prototype);
  });
});

describe("check and validate, for generated schemas and inputs", () => {
  it("agree, check never mutates, and check's value is validate's result cut to the declared keys", () => {
    fc.assert(
      fc.property(
        schemaArbitrary.chain((definition) =>
          fc.tuple(fc.constant(definition), inputArbitrary(definition.parameters)),
        ),
        ([definition, input]) => {
          const schema = new ToolSchema(definition.parameters, { strict: definition.strict });
          const before = structuredClone(entriesOf(input));
          const parsed = schema.check(input);
          expect(entriesOf(input)).toEqual(before);

          const copy = copyTop(input);
          const messages = schema.validate(copy as Record<string, unknown>);
          if (!parsed.success) {
            expect(parsed.errors).toEqual(messages);
            return;
          }
          expect(messages).toEqual([]);
          const declared = new Set(definition.parameters.map((parameter) => parameter.name));
          const expected = (entriesOf(copy) as [string, unknown][]).filter(
            ([key, value]) => declared.has(key) && value !== undefined,
          );
          expect(entriesOf(parsed.value)).toEqual(expected);
        },
      ),
      { numRuns: 2_000 },
    );
  });
});

/** The own entries of a dictionary (prototype-safe), or the value itself. */
function entriesOf(value: unknown): unknown {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
  return Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** A one-level copy keeping the prototype and a `__proto__` own key. */
function copyTop(value: unknown): unknown {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
  return Object.defineProperties(
    Object.create(Object.getPrototypeOf(value)),
    Object.getOwnPropertyDescriptors(value),
  );
}
