import { describe, expect, it } from "vitest";
import { hasErrorMarker, markError } from "./error-marker";

describe("markError", () => {
  it("names the error and stamps the global marker, not enumerable", () => {
    const error = new Error("x");
    markError(error, "SomeError");
    expect(error.name).toBe("SomeError");
    const descriptor = Object.getOwnPropertyDescriptor(error, Symbol.for("kit.error.SomeError"));
    expect(descriptor).toMatchObject({ value: true, enumerable: false });
    expect(Object.keys(error)).not.toContain("SomeError");
  });
});

describe("hasErrorMarker", () => {
  it("recognises a marked error by name only", () => {
    const error = new Error("x");
    markError(error, "SomeError");
    expect(hasErrorMarker(error, "SomeError")).toBe(true);
    expect(hasErrorMarker(error, "OtherError")).toBe(false);
  });

  it.each([
    ["an unmarked Error", new Error("x")],
    ["null", null],
    ["undefined", undefined],
    ["a string", "kit.error.SomeError"],
    [
      "an object with a local symbol of the same description",
      { [Symbol("kit.error.SomeError")]: true },
    ],
  ])("refuses %s", (_label, value) => {
    expect(hasErrorMarker(value, "SomeError")).toBe(false);
  });
});
