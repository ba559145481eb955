import { describe, expect, test } from "vitest";
import { SemanticError } from "../../errors/semantic-error";
import { defineTool } from "../define-tool";
import { Tool } from "../tool";
import { readToolEffects } from "./read-tool-effects";

const defaults = { readOnly: false, destructive: true, idempotent: false, openWorld: true };

function classTool(effects: unknown): Tool {
  class Probe extends Tool {
    static override TOOL_NAME = "probe";
    static override TOOL_EFFECTS = effects as never;
    execute() {
      return {};
    }
  }
  return new Probe();
}

describe("tool effects", () => {
  test("default to MCP's conservative reading, frozen, on class and spec tools", () => {
    for (const tool of [classTool(undefined), defineTool({ name: "t", execute: () => ({}) })]) {
      expect(tool.effects).toEqual(defaults);
      expect(Object.isFrozen(tool.effects)).toBe(true);
    }
  });

  test("fill the fields not given", () => {
    expect(classTool({ idempotent: true }).effects).toEqual({ ...defaults, idempotent: true });
    const spec = defineTool({ name: "t", effects: { openWorld: false }, execute: () => ({}) });
    expect(spec.effects).toEqual({ ...defaults, openWorld: false });
    expect(Object.isFrozen(spec.effects)).toBe(true);
  });

  test("readOnly implies destructive false and idempotent true", () => {
    expect(classTool({ readOnly: true }).effects).toEqual({
      readOnly: true,
      destructive: false,
      idempotent: true,
      openWorld: true,
    });
    expect(readToolEffects({ readOnly: true, openWorld: false }, "t", "effects")).toEqual({
      readOnly: true,
      destructive: false,
      idempotent: true,
      openWorld: false,
    });
    expect(
      readToolEffects({ readOnly: true, destructive: false, idempotent: true }, "t", "x").readOnly,
    ).toBe(true);
  });

  test.each([
    [{ readOnly: true, destructive: true }, "destructive: true"],
    [{ readOnly: true, idempotent: false }, "idempotent: false"],
  ])("a contradiction %o is a SemanticError naming the tool and the field", (effects, other) => {
    expect(() => classTool(effects)).toThrow(SemanticError);
    expect(() => classTool(effects)).toThrow(
      `TOOL_EFFECTS of tool 'probe' contradict each other: readOnly: true with ${other}`,
    );
    expect(() => defineTool({ name: "spec", effects, execute: () => ({}) })).toThrow(
      `effects of tool 'spec' contradict each other: readOnly: true with ${other}`,
    );
  });

  test("a value that is not a boolean names the tool and the field", () => {
    expect(() => classTool({ readOnly: "yes" })).toThrow(
      new SemanticError("TOOL_EFFECTS.readOnly of tool 'probe' must be a boolean, got 'string'."),
    );
    expect(() =>
      defineTool({ name: "spec", effects: { openWorld: 1 as never }, execute: () => ({}) }),
    ).toThrow(
      new SemanticError("effects.openWorld of tool 'spec' must be a boolean, got 'integer'."),
    );
  });

  test("a declaration that is not an object, or an unknown key, is a SemanticError", () => {
    expect(() => classTool([true])).toThrow(
      new SemanticError("TOOL_EFFECTS of tool 'probe' must be an object, got 'list'."),
    );
    expect(() => classTool({ readonly: true })).toThrow(
      new SemanticError(
        "Unknown key 'readonly' in TOOL_EFFECTS of tool 'probe': use readOnly, destructive, idempotent, openWorld.",
      ),
    );
  });
});
