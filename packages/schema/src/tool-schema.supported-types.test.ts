import { describe, expect, it } from "vitest";
import { PARAMETER_TYPES } from "./internal/is-parameter-type";
import type { ParameterType } from "./parameter-type";
import { ToolSchema } from "./tool-schema";

describe("ToolSchema.SUPPORTED_TYPES", () => {
  // The literal list is asserted by the docs example of SUPPORTED_TYPES (docs/schema.md).
  it("holds exactly the six types, in message order", () => {
    expect([...ToolSchema.SUPPORTED_TYPES]).toEqual(PARAMETER_TYPES);
    expect(ToolSchema.SUPPORTED_TYPES.size).toBe(6);
  });

  it("answers has() for a type name", () => {
    expect(ToolSchema.SUPPORTED_TYPES.has("float")).toBe(true);
    expect(ToolSchema.SUPPORTED_TYPES.has("number" as ParameterType)).toBe(false);
  });

  it("cannot be added to, deleted from or cleared", () => {
    const set = ToolSchema.SUPPORTED_TYPES as Set<string>;
    expect(() => set.add("number")).toThrow(TypeError);
    expect(() => set.delete("string")).toThrow(TypeError);
    expect(() => set.clear()).toThrow(TypeError);
    expect(ToolSchema.SUPPORTED_TYPES.size).toBe(6);
  });

  it("cannot be replaced on the class", () => {
    const original = ToolSchema.SUPPORTED_TYPES;
    expect(() => {
      (ToolSchema as { SUPPORTED_TYPES: unknown }).SUPPORTED_TYPES = new Set();
    }).toThrow(TypeError);
    expect(ToolSchema.SUPPORTED_TYPES).toBe(original);
  });

  it("is frozen", () => {
    expect(Object.isFrozen(ToolSchema.SUPPORTED_TYPES)).toBe(true);
  });
});
