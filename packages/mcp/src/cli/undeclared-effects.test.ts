import { defineTool, Tool } from "@kit/tools";
import { describe, expect, test } from "vitest";
import { undeclaredEffectsWarning } from "./undeclared-effects";

const declared = defineTool({ name: "read", effects: { readOnly: true }, execute: () => ({}) });
const empty = defineTool({ name: "touch", effects: {}, execute: () => ({}) });
const bare = defineTool({ name: "wipe", execute: () => ({}) });
const other = defineTool({ name: "send", execute: () => ({}) });

class ClassTool extends Tool {
  static override TOOL_NAME = "class_tool";
  static override TOOL_EFFECTS = { idempotent: true };
  execute(): Record<string, unknown> {
    return {};
  }
}
class BareClassTool extends Tool {
  static override TOOL_NAME = "bare_class_tool";
  execute(): Record<string, unknown> {
    return {};
  }
}

describe("undeclaredEffectsWarning", () => {
  test("nothing when every tool declares its effects, even as {} or on its class", () => {
    expect(undeclaredEffectsWarning([declared, empty, new ClassTool()])).toBeUndefined();
    expect(undeclaredEffectsWarning([])).toBeUndefined();
  });

  test("names every tool without effects, in order, and what clients are told", () => {
    expect(undeclaredEffectsWarning([bare, declared, new BareClassTool(), other])).toBe(
      "3 tools declare no effects (wipe, bare_class_tool, send): clients are told they may " +
        "destroy data and are not safe to repeat (readOnlyHint: false, destructiveHint: true, " +
        "idempotentHint: false, openWorldHint: true); declare effects to tell them otherwise",
    );
  });

  test("one tool", () => {
    expect(undeclaredEffectsWarning([declared, bare])).toBe(
      "1 tool declares no effects (wipe): clients are told it may destroy data and is not safe " +
        "to repeat (readOnlyHint: false, destructiveHint: true, idempotentHint: false, " +
        "openWorldHint: true); declare effects to tell them otherwise",
    );
  });
});
