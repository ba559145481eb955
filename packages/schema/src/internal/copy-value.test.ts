import { describe, expect, it } from "vitest";
import { CYCLE, freshCopy, frozenCopy } from "./copy-value";

describe("frozenCopy", () => {
  it("copies and freezes lists and dictionaries all the way down", () => {
    const value = { a: [{ b: 1 }] };
    const copy = frozenCopy(value) as typeof value;
    expect(copy).toEqual(value);
    expect(copy).not.toBe(value);
    expect(copy.a).not.toBe(value.a);
    expect(Object.isFrozen(copy.a[0])).toBe(true);
    expect(Object.isFrozen(value)).toBe(false);
  });

  it("shares primitives and returns them unchanged", () => {
    expect(frozenCopy("x")).toBe("x");
    expect(frozenCopy(1)).toBe(1);
  });

  it("throws CYCLE on a value that contains itself", () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    let thrown: unknown;
    try {
      frozenCopy(cyclic);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBe(CYCLE);
  });

  it("copies an own '__proto__' key as an own key", () => {
    const copy = frozenCopy(JSON.parse('{"__proto__": {"x": 1}}')) as object;
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.hasOwn(copy, "__proto__")).toBe(true);
  });
});

describe("freshCopy", () => {
  it("gives writable copies of a frozen value, sharing nothing mutable", () => {
    const frozen = frozenCopy({ a: [1] }) as { a: number[] };
    const copy = freshCopy(frozen) as { a: number[] };
    copy.a.push(2);
    expect(frozen.a).toEqual([1]);
    expect(Object.isFrozen(copy)).toBe(false);
  });
});
