import { describe, expect, test } from "vitest";
import { createToolContext } from "../context/create-tool-context";
import { SemanticError } from "../errors/semantic-error";
import { defineTool } from "./define-tool";
import { Tool } from "./tool";

describe("defineTool", () => {
  test("builds a Tool with the spec's metadata and runs its execute", async () => {
    const tool = defineTool({
      name: "add",
      description: "Adds two numbers.",
      version: "1.2.0",
      inputSchema: {
        parameters: [
          { name: "a", type: "float" },
          { name: "b", type: "float", required: false, default: 1 },
        ],
      },
      outputSchema: { parameters: [{ name: "sum", type: "float" }] },
      tags: { kind: "math" },
      credentialNames: ["k"],
      execute: ({ a, b }) => ({ sum: a + b }),
    });
    expect(tool).toBeInstanceOf(Tool);
    expect(tool).toMatchObject({
      name: "add",
      description: "Adds two numbers.",
      version: "1.2.0",
      tags: { kind: "math" },
      credentialNames: ["k"],
    });
    expect(tool.inputSchema?.toJSONSchema()).toMatchObject({ required: ["a"] });
    const signal = new AbortController().signal;
    const context = createToolContext({ signal, callId: "c" });
    expect(await tool.execute({ a: 1, b: 2 }, { k: "v" }, context)).toEqual({
      sum: 3,
    });
  });

  test("defaults description and version like a class", () => {
    const tool = defineTool({ name: "plain", execute: () => ({}) });
    expect(tool.description).toBe("");
    expect(tool.version).toBe("1.0.0");
    expect(tool.inputSchema).toBeNull();
  });

  test.each([undefined, null, ""])("a name of %s raises SemanticError", (name) => {
    expect(() => defineTool({ name: name as never, execute: () => ({}) })).toThrow(
      new SemanticError("A Tool name is required.  Set 'name' in the defineTool() spec."),
    );
  });

  test("an invalid schema names the tool and the spec field", () => {
    expect(() =>
      defineTool({
        name: "broken",
        outputSchema: { parameters: [{ name: "x", type: "date" as never }] },
        execute: () => ({}) as never,
      }),
    ).toThrow(/^Invalid output schema \(outputSchema\) on tool 'broken':\n {2}/);
  });

  test("a bad credential name raises SemanticError", () => {
    expect(() =>
      defineTool({ name: "keyed", credentialNames: ["../etc"], execute: () => ({}) }),
    ).toThrow(SemanticError);
  });

  test("execute must be a function", () => {
    expect(() => defineTool({ name: "x" } as never)).toThrow(TypeError);
  });
});
