// One tool a provider cannot take does not take the others down (issue 32, point 6): a schema
// nested 10,000 levels (as a hostile MCP server may send, passed through unvalidated), an empty
// name, a path, bidi or NUL name. Each format leaves that tool out, reports why, and declares
// the others. A refused name throws by default, as the contract says (a SemanticError listing every
// one); `onUndeclarable: "skip"` leaves such a tool out too, for tools from a server the app does
// not control; `"throw"` throws for a schema as well.
import { ToolSchema } from "@kit/schema";
import { type AnyTool, defineTool, SemanticError } from "@kit/tools";
import { afterEach, describe, expect, test, vi } from "vitest";
import {
  anthropicFormat,
  geminiFormat,
  openAIChatFormat,
  openAIResponsesFormat,
  type ToolDeclarationOptions,
} from "../src/index";

// A schema whose JSON Schema is nested `levels` deep, as a pass-through remote schema is.
// (A ToolSchema is frozen once built: the depth is a constant, not a field.)
const LEVELS = 10_000;
class DeepSchema extends ToolSchema {
  override toJSONSchema(): ReturnType<ToolSchema["toJSONSchema"]> {
    let node: Record<string, unknown> = { type: "string" };
    for (let level = 0; level < LEVELS; level++) {
      node = { type: "object", properties: { inner: node }, required: ["inner"] };
    }
    return { type: "object", properties: { value: node }, required: ["value"] } as never;
  }
}

const good = defineTool({
  name: "good",
  inputSchema: { parameters: [{ name: "city", type: "string" }] },
  execute: () => ({}),
});
const deep = defineTool({
  name: "deep",
  inputSchema: new DeepSchema([{ name: "value", type: "dictionary" }]),
  execute: () => ({}),
});
const named = (name: string): AnyTool => Object.create(good, { name: { value: name } }) as AnyTool;
const TOOLS = [
  named(""),
  deep,
  named("../etc/passwd"),
  good,
  named("a\u202eb"),
  named("nul\u0000"),
];

const FORMATS = [
  ["openai-chat", (options: ToolDeclarationOptions) => openAIChatFormat(options)],
  ["openai-responses", (options: ToolDeclarationOptions) => openAIResponsesFormat(options)],
  ["anthropic", (options: ToolDeclarationOptions) => anthropicFormat(options)],
  ["gemini", (options: ToolDeclarationOptions) => geminiFormat(options)],
] as const;

function declaredNames(name: string, declarations: unknown[]): string[] {
  if (name === "gemini") {
    return (declarations as { functionDeclarations: { name: string }[] }[]).flatMap((tool) =>
      tool.functionDeclarations.map((declaration) => declaration.name),
    );
  }
  return declarations.map((declaration) => {
    const value = declaration as { name?: string; function?: { name: string } };
    return value.function?.name ?? value.name ?? "";
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe.each(FORMATS)("%s", (name, make) => {
  test("by default a schema it cannot take is left out and reported; a refused name throws, listing every one", () => {
    const warnings: string[] = [];
    const format = make({ onWarning: (message) => warnings.push(message) });
    expect(declaredNames(name, format.tools([good, deep]) as unknown[])).toEqual(["good"]);
    expect(warnings).toEqual([
      `The ${name} format left out tool 'deep': its input schema is more than 100 levels deep`,
    ]);
    let error: unknown;
    try {
      format.tools(TOOLS);
    } catch (thrown) {
      error = thrown;
    }
    expect(SemanticError.isInstance(error)).toBe(true);
    const message = (error as Error).message;
    expect(message).toMatch(new RegExp(`^The ${name} format cannot declare these names:`));
    for (const shown of [
      'tool name ""',
      'tool name "../etc/passwd"',
      'tool name "a\\u202eb"',
      'tool name "nul\\u0000"',
    ]) {
      expect(message).toContain(shown);
    }
  });

  test("with onUndeclarable: 'skip', declares the good tool, leaves each bad one out with its reason, throws nothing", () => {
    const warnings: string[] = [];
    const format = make({ onUndeclarable: "skip", onWarning: (message) => warnings.push(message) });
    expect(declaredNames(name, format.tools(TOOLS) as unknown[])).toEqual(["good"]);
    expect(warnings).toHaveLength(5);
    expect(warnings[1]).toBe(
      `The ${name} format left out tool 'deep': its input schema is more than 100 levels deep`,
    );
    for (const warning of warnings)
      expect(warning).toMatch(new RegExp(`^The ${name} format left out tool '`));
    const reports = format.explain(TOOLS);
    expect(reports.map((report) => [report.tool, report.declared])).toEqual(
      TOOLS.map((tool) => [tool.name, tool === good]),
    );
    expect(reports[0]?.reason).toMatch(/tool name "" must/);
    expect(reports[4]?.reason).toContain('tool name "a\\u202eb" must');
  });

  test("with onUndeclarable: 'throw', one SemanticError: every refused name, or the tool named", () => {
    const format = make({ onUndeclarable: "throw" });
    expect(() => format.tools([good, named("nul\u0000")])).toThrow(
      new RegExp(
        `^The ${name} format cannot declare these names:\\n  tool name "nul\\\\u0000" must`,
      ),
    );
    let error: unknown;
    try {
      format.tools([good, deep]);
    } catch (thrown) {
      error = thrown;
    }
    expect(SemanticError.isInstance(error)).toBe(true);
    expect((error as Error).message).toBe(
      `The ${name} format cannot declare tool 'deep': its input schema is more than 100 levels deep`,
    );
  });

  test("without onWarning, a process warning once per tool and format", () => {
    const emit = vi.spyOn(process, "emitWarning").mockImplementation(() => {});
    const format = make({ onUndeclarable: "skip" });
    const once = named(`once_${name}\u0000`);
    format.tools([good, once]);
    format.tools([good, once]);
    expect(emit).toHaveBeenCalledTimes(1);
    expect(emit.mock.calls[0]?.[1]).toEqual({ code: "KIT_TOOL_NOT_DECLARED" });
  });
});
