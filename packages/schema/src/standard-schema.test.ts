// The Standard Schema v1 interface of ToolSchema, called directly.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { inputArbitrary, schemaArbitrary } from "../test/arbitraries";
import type { StandardSchemaV1 } from "./standard-schema";
import { ToolSchema } from "./tool-schema";

const schema = new ToolSchema(
  [
    { name: "city", type: "string" },
    { name: "days", type: "integer", required: false },
    { name: "units", type: "string", required: false, default: "metric" },
  ],
  { strict: true },
);

/** Runs the Standard Schema validation, which for kit is synchronous. */
function standardValidate(input: unknown): StandardSchemaV1.Result<unknown> {
  const result = schema["~standard"].validate(input);
  if (result instanceof Promise) throw new Error("expected a synchronous result");
  return result;
}

describe("~standard", () => {
  it("declares version 1 and vendor 'kit'", () => {
    expect(schema["~standard"].version).toBe(1);
    expect(schema["~standard"].vendor).toBe("kit");
  });

  it("gives the value with defaults applied on success, and no issues", () => {
    const result = standardValidate({ city: "Oslo" });
    expect(result).toEqual({ value: { city: "Oslo", units: "metric" } });
    expect(result.issues).toBeUndefined();
  });

  it("gives each problem as an issue with the parameter's name as path", () => {
    expect(standardValidate({ days: "3", x: 1 })).toEqual({
      issues: [
        { message: "Missing required parameter: 'city'", path: ["city"] },
        { message: "Parameter 'days': expected type 'integer', got 'string'", path: ["days"] },
        { message: "Unknown parameter: 'x'", path: ["x"] },
      ],
    });
  });

  it("gives one issue without a path for an input that is not a dictionary", () => {
    const result = standardValidate(["Oslo"]);
    expect(result).toEqual({
      issues: [{ message: "Expected a dictionary of parameters, got 'list'" }],
    });
    expect(Object.hasOwn(result.issues?.[0] ?? {}, "path")).toBe(false);
  });

  it("never changes its input", () => {
    const input = { city: "Oslo", extra: undefined };
    standardValidate(input);
    expect(input).toStrictEqual({ city: "Oslo", extra: undefined });
  });

  it("works when called detached from the schema", () => {
    const { validate } = schema["~standard"];
    expect(validate({ city: "Oslo" })).toEqual({ value: { city: "Oslo", units: "metric" } });
  });

  it("keeps '__proto__' as an own key of the value and as a path", () => {
    const proto = new ToolSchema([{ name: "__proto__", type: "dictionary" }]);
    const ok = proto["~standard"].validate(JSON.parse('{"__proto__": {"a": 1}}'));
    if (ok instanceof Promise || ok.issues !== undefined) throw new Error("expected a value");
    expect(Object.getPrototypeOf(ok.value)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(ok.value, "__proto__")?.value).toEqual({ a: 1 });
    expect(proto["~standard"].validate({})).toEqual({
      issues: [{ message: "Missing required parameter: '__proto__'", path: ["__proto__"] }],
    });
  });

  it("agrees with validate() and never mutates, for generated schemas and inputs", () => {
    fc.assert(
      fc.property(
        schemaArbitrary.chain((definition) =>
          fc.tuple(fc.constant(definition), inputArbitrary(definition.parameters)),
        ),
        ([definition, input]) => {
          const generated = new ToolSchema(definition.parameters, { strict: definition.strict });
          const before = structuredClone(snapshot(input));
          const result = generated["~standard"].validate(input);
          if (result instanceof Promise) return false;
          expect(snapshot(input)).toEqual(before);
          const copy = cloneTop(input);
          const messages = generated.validate(copy as Record<string, unknown>);
          expect(result.issues?.map((issue) => issue.message) ?? []).toEqual(messages);
          return true;
        },
      ),
      { numRuns: 1_000 },
    );
  });
});

/** Own keys and values of a top-level dictionary, or the value itself. */
function snapshot(value: unknown): unknown {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
  return [Object.getPrototypeOf(value), Object.entries(value)];
}

/** A one-level copy keeping the prototype and a `__proto__` own key. */
function cloneTop(value: unknown): unknown {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
  return Object.defineProperties(
    Object.create(Object.getPrototypeOf(value)),
    Object.getOwnPropertyDescriptors(value),
  );
}
