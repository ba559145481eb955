import { describe, expect, it } from "vitest";
import { setOwn } from "./set-own";

describe("setOwn", () => {
  it("sets '__proto__' as an own enumerable property, not the prototype", () => {
    const target: Record<string, unknown> = {};
    setOwn(target, "__proto__", { polluted: true });
    expect(Object.getPrototypeOf(target)).toBe(Object.prototype);
    expect(Object.keys(target)).toEqual(["__proto__"]);
  });

  it("sets an ordinary key", () => {
    const target: Record<string, unknown> = {};
    setOwn(target, "a", 1);
    expect(target).toEqual({ a: 1 });
  });
});
