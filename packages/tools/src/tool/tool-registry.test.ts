import { describe, expect, test } from "vitest";
import { SemanticError } from "../errors/semantic-error";
import { defineTool } from "./define-tool";
import { ToolRegistry } from "./tool-registry";

const make = (name: string, tags?: Record<string, string>) =>
  defineTool({ name, tags, execute: () => ({}) });

describe("ToolRegistry", () => {
  test("registers, looks up by name, counts and iterates in registration order", () => {
    const registry = new ToolRegistry();
    const b = make("b");
    const a = make("a");
    registry.register(b);
    registry.register(a);
    expect(registry.lookup("a")).toBe(a);
    expect(registry.lookup("missing")).toBeUndefined();
    expect(registry.size).toBe(2);
    expect([...registry]).toEqual([b, a]);
  });

  test("refuses a duplicate name with SemanticError", () => {
    const registry = new ToolRegistry();
    registry.register(make("fetch_weather"));
    expect(() => registry.register(make("fetch_weather"))).toThrow(SemanticError);
    expect(() => registry.register(make("fetch_weather"))).toThrow(/'fetch_weather'/);
    expect(registry.size).toBe(1);
  });

  test("lookupByTags needs every given tag to match; {} returns every tool", () => {
    const registry = new ToolRegistry();
    const weather = make("weather", { domain: "weather", tier: "free" });
    const paid = make("paid", { domain: "weather", tier: "paid" });
    const other = make("other", { domain: "maps" });
    for (const tool of [weather, paid, other]) registry.register(tool);
    expect(registry.lookupByTags({ domain: "weather" })).toEqual([weather, paid]);
    expect(registry.lookupByTags({ domain: "weather", tier: "paid" })).toEqual([paid]);
    expect(registry.lookupByTags({ tier: "none" })).toEqual([]);
    expect(registry.lookupByTags({ toString: "x" })).toEqual([]);
    expect(registry.lookupByTags({})).toEqual([weather, paid, other]);
  });

  test("registries are independent", () => {
    const first = new ToolRegistry();
    first.register(make("x"));
    expect(new ToolRegistry().size).toBe(0);
  });
});
