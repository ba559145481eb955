import { describe, expect, test } from "vitest";
import { hasErrorMarker, markError } from "./error-marker";

describe("markError / hasErrorMarker", () => {
  test("names the error and adds a hidden marker under the registered symbol", () => {
    const error = new Error("x");
    markError(error, "ToolExecutionError");
    expect(error.name).toBe("ToolExecutionError");
    expect(
      Object.getOwnPropertyDescriptor(error, Symbol.for("kit.error.ToolExecutionError")),
    ).toEqual({ value: true, writable: false, enumerable: false, configurable: false });
    expect(hasErrorMarker(error, "ToolExecutionError")).toBe(true);
    expect(hasErrorMarker(error, "SemanticError")).toBe(false);
  });

  test("recognises a marker set by another copy (same registered symbol), and nothing else", () => {
    const foreign = { [Symbol.for("kit.error.SemanticError")]: true };
    expect(hasErrorMarker(foreign, "SemanticError")).toBe(true);
    for (const value of [null, undefined, "SemanticError", 1, new Error("plain")]) {
      expect(hasErrorMarker(value, "SemanticError")).toBe(false);
    }
  });
});
