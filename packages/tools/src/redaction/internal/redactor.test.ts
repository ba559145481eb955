import { inspect } from "node:util";
import { describe, expect, test } from "vitest";
import { REDACTED } from "../redacted";
import { Redactor } from "./redactor";

const redactor = Redactor.for(["s3cret", "s3cret-longer"]) as Redactor;

describe("Redactor", () => {
  test("is not built without a non-empty secret", () => {
    expect(Redactor.for([])).toBeUndefined();
    expect(Redactor.for([""])).toBeUndefined();
  });

  test("replaces every occurrence in a string, longest secret first", () => {
    expect(redactor.redact("a s3cret b s3cret-longer c")).toBe(`a ${REDACTED} b ${REDACTED} c`);
  });

  test("treats regex characters in a secret literally", () => {
    const special = Redactor.for(["a.b*c(d"]) as Redactor;
    expect(special.redact("xa.b*c(dx aXbbc")).toBe(`x${REDACTED}x aXbbc`);
  });

  test("returns values without a secret as they are", () => {
    const value = { a: [1, { b: "clean" }], c: new Date(0) };
    expect(redactor.redact(value)).toBe(value);
    expect(redactor.redact(5)).toBe(5);
  });

  test("copies only what changed; the rest stays shared", () => {
    const clean = { x: [1] };
    const value = { clean, dirty: { text: "s3cret" }, list: ["ok", "s3cret"] };
    const copy = redactor.redact(value);
    expect(copy).not.toBe(value);
    expect(copy.clean).toBe(clean);
    expect(copy).toEqual({ clean, dirty: { text: REDACTED }, list: ["ok", REDACTED] });
    expect(value.dirty.text).toBe("s3cret");
  });

  test("handles cycles: a cycle through a secret is copied whole", () => {
    const a: Record<string, unknown> = { name: "a" };
    const b: Record<string, unknown> = { a, text: "s3cret" };
    a.b = b;
    const copy = redactor.redact(a);
    expect(copy).not.toBe(a);
    const copiedB = copy.b as Record<string, unknown>;
    expect(copiedB.text).toBe(REDACTED);
    expect(copiedB.a).toBe(copy);
    expect(inspect(copy, { depth: 10 })).not.toContain("s3cret");
  });

  test("cleans keys, maps, sets and symbol-keyed and hidden properties", () => {
    const hidden = {};
    Object.defineProperty(hidden, "h", { value: "s3cret", enumerable: false });
    const symbol = Symbol("s");
    const value = {
      s3cret: 1,
      map: new Map([["s3cret", "s3cret"]]),
      set: new Set(["s3cret"]),
      [symbol]: "s3cret",
      hidden,
    };
    const copy = redactor.redact(value);
    const shown = inspect(copy, { depth: 10, showHidden: true });
    expect(shown).not.toContain("s3cret");
    expect(Object.keys(copy)).toContain(REDACTED);
  });

  test("an error copy keeps its class, name, fields, frozenness and a cleaned stack", () => {
    class ApiError extends Error {
      readonly status = 401;
    }
    const error = new ApiError("denied for s3cret");
    error.name = "ApiError";
    Object.freeze(error);
    const copy = redactor.redact(error);
    expect(copy).not.toBe(error);
    expect(copy).toBeInstanceOf(ApiError);
    expect(copy.name).toBe("ApiError");
    expect(copy.status).toBe(401);
    expect(copy.message).toBe(`denied for ${REDACTED}`);
    expect(copy.stack).toContain(`ApiError: denied for ${REDACTED}`);
    expect(Object.isFrozen(copy)).toBe(true);
    expect(inspect(copy, { showHidden: true })).not.toContain("s3cret");
  });

  test("binary data and functions are left alone", () => {
    const bytes = new TextEncoder().encode("s3cret");
    const value = { bytes };
    expect(redactor.redact(value)).toBe(value);
  });
});
