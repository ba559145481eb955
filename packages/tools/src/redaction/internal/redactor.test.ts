import { inspect } from "node:util";
import { describe, expect, test } from "vitest";
import { REDACTED } from "../redacted";
import { MIN_SUBSTRING_SECRET_LENGTH, Redactor } from "./redactor";

const redactor = Redactor.for(["s3cretX9z", "s3cretX9z-longer"]) as Redactor;

describe("Redactor", () => {
  test("is not built without a non-empty secret", () => {
    expect(Redactor.for([])).toBeUndefined();
    expect(Redactor.for([""])).toBeUndefined();
  });

  test("replaces every occurrence in a string, longest secret first", () => {
    expect(redactor.redact("a s3cretX9z b s3cretX9z-longer c")).toBe(
      `a ${REDACTED} b ${REDACTED} c`,
    );
  });

  test("treats regex characters in a secret literally", () => {
    const special = Redactor.for(["a.b*c(d+e?"]) as Redactor;
    expect(special.redact("xa.b*c(d+e?x aXbbc")).toBe(`x${REDACTED}x aXbbc`);
  });

  test("returns values without a secret as they are", () => {
    const value = { a: [1, { b: "clean" }], c: new Date(0) };
    expect(redactor.redact(value)).toBe(value);
    expect(redactor.redact(5)).toBe(5);
  });

  test("copies only what changed; the rest stays shared", () => {
    const clean = { x: [1] };
    const value = { clean, dirty: { text: "s3cretX9z" }, list: ["ok", "s3cretX9z"] };
    const copy = redactor.redact(value);
    expect(copy).not.toBe(value);
    expect(copy.clean).toBe(clean);
    expect(copy).toEqual({ clean, dirty: { text: REDACTED }, list: ["ok", REDACTED] });
    expect(value.dirty.text).toBe("s3cretX9z");
  });

  test("handles cycles: a cycle through a secret is copied whole", () => {
    const a: Record<string, unknown> = { name: "a" };
    const b: Record<string, unknown> = { a, text: "s3cretX9z" };
    a.b = b;
    const copy = redactor.redact(a);
    expect(copy).not.toBe(a);
    const copiedB = copy.b as Record<string, unknown>;
    expect(copiedB.text).toBe(REDACTED);
    expect(copiedB.a).toBe(copy);
    expect(inspect(copy, { depth: 10 })).not.toContain("s3cretX9z");
  });

  test("cleans values of maps, sets, symbol-keyed and hidden properties", () => {
    const hidden = {};
    Object.defineProperty(hidden, "h", { value: "s3cretX9z", enumerable: false });
    const symbol = Symbol("s");
    const value = {
      map: new Map([["k", "s3cretX9z"]]),
      set: new Set(["s3cretX9z"]),
      [symbol]: "s3cretX9z",
      hidden,
    };
    const copy = redactor.redact(value);
    const shown = inspect(copy, { depth: 10, showHidden: true });
    expect(shown).not.toContain("s3cretX9z");
    expect(copy.map.get("k")).toBe(REDACTED);
  });

  test("never rewrites a key of an object or a map, only the values beside it", () => {
    const mapKey = { token: "s3cretX9z" };
    const value = {
      s3cretX9z: "s3cretX9z",
      "a s3cretX9z key": 1,
      map: new Map<unknown, unknown>([
        ["s3cretX9z", "s3cretX9z"],
        [mapKey, 2],
      ]),
    };
    const copy = redactor.redact(value);
    expect(Object.keys(copy)).toEqual(["s3cretX9z", "a s3cretX9z key", "map"]);
    expect(copy.s3cretX9z).toBe(REDACTED);
    expect(copy["a s3cretX9z key"]).toBe(1);
    expect([...copy.map]).toEqual([
      ["s3cretX9z", REDACTED],
      [mapKey, 2],
    ]);
    // A key object keeps its identity, so the copy is looked up as the original was.
    expect(copy.map.get(mapKey)).toBe(2);
    const onlyKeys = { s3cretX9z: 1, nested: { "x s3cretX9z": true } };
    expect(redactor.redact(onlyKeys)).toBe(onlyKeys);
  });

  test(`a secret shorter than ${MIN_SUBSTRING_SECRET_LENGTH} characters is hidden only as a whole string`, () => {
    const short = Redactor.for(["k", "price", "s3cretX9z-longer"]) as Redactor;
    expect(MIN_SUBSTRING_SECRET_LENGTH).toBe(8);
    expect(short.redact("k")).toBe(REDACTED);
    expect(short.redact("price")).toBe(REDACTED);
    expect(short.redact("ticker: the price")).toBe("ticker: the price");
    expect(short.redact("a s3cretX9z-longer with k")).toBe(`a ${REDACTED} with k`);
    const value = { ticker: "ACME", price: 12.5, note: "k", list: ["price", "prices"] };
    expect(short.redact(value)).toEqual({
      ticker: "ACME",
      price: 12.5,
      note: REDACTED,
      list: [REDACTED, "prices"],
    });
    const clean = { ticker: "ACME", price: 12.5 };
    expect(short.redact(clean)).toBe(clean);
  });

  test("the length rule: 7 characters are whole-string only, 8 are hidden inside text too", () => {
    const seven = Redactor.for(["abcdefg"]) as Redactor;
    const eight = Redactor.for(["abcdefgh"]) as Redactor;
    expect(seven.redact("xabcdefgx")).toBe("xabcdefgx");
    expect(seven.redact("abcdefg")).toBe(REDACTED);
    expect(eight.redact("xabcdefghx")).toBe(`x${REDACTED}x`);
  });

  test("an error copy keeps its class, name, fields, frozenness and a cleaned stack", () => {
    class ApiError extends Error {
      readonly status = 401;
    }
    const error = new ApiError("denied for s3cretX9z");
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
    expect(inspect(copy, { showHidden: true })).not.toContain("s3cretX9z");
  });

  test("binary data and functions are left alone", () => {
    const bytes = new TextEncoder().encode("s3cretX9z");
    const value = { bytes };
    expect(redactor.redact(value)).toBe(value);
  });

  test("a value nested 100,000 levels deep: cleaned, no stack overflow", () => {
    const depth = 100_000;
    // Objects, lists and maps in turn, the secret at the bottom and a clean branch at each level.
    let value: unknown = { leaf: "at the bottom: s3cretX9z" };
    for (let level = 0; level < depth; level++) {
      const clean = { level };
      if (level % 3 === 0) value = { inner: value, clean };
      else if (level % 3 === 1) value = [value, clean];
      else
        value = new Map<string, unknown>([
          ["inner", value],
          ["clean", clean],
        ]);
    }
    const copy = redactor.redact(value);
    // (no expect() on the values themselves: printing one would overflow the stack)
    if (copy === value) throw new Error("not copied");
    let node: unknown = copy;
    let original: unknown = value;
    for (let level = depth - 1; level >= 0; level--) {
      const step = (of: unknown): [unknown, unknown] =>
        level % 3 === 0
          ? [(of as { inner: unknown }).inner, (of as { clean: unknown }).clean]
          : level % 3 === 1
            ? [(of as unknown[])[0], (of as unknown[])[1]]
            : [
                (of as Map<string, unknown>).get("inner"),
                (of as Map<string, unknown>).get("clean"),
              ];
      const [inner, clean] = step(node);
      const [originalInner, originalClean] = step(original);
      if (inner === originalInner) throw new Error(`level ${level}: not copied`);
      // What held no secret is shared, not copied.
      if (clean !== originalClean) throw new Error(`level ${level}: a clean branch was copied`);
      node = inner;
      original = originalInner;
    }
    expect(node).toEqual({ leaf: `at the bottom: ${REDACTED}` });
    // A deep value without a secret is returned as it is.
    let clean: unknown = "clean";
    for (let level = 0; level < depth; level++) clean = [clean];
    if (redactor.redact(clean) !== clean) throw new Error("a clean deep value was copied");
  });

  test("an object held by 200,000 others: cleaned once, shared by all their copies", () => {
    const secret = { text: "s3cretX9z" };
    const holders = Array.from({ length: 200_000 }, () => ({ secret }));
    const copy = redactor.redact(holders);
    expect(copy[0]?.secret).toEqual({ text: REDACTED });
    expect(copy[199_999]?.secret).toBe(copy[0]?.secret);
  });
});
