// A schema's named definitions in a tool's contract: kept (a contract without them could not be
// read back, its references naming nothing), read back from a lock, and compared whole.
import type { ValueDefinition } from "@kit/schema";
import { describe, expect, test } from "vitest";
import { defineTool } from "../tool/define-tool";
import { compareContracts } from "./compare-contracts";
import { readContract } from "./internal/read-contract";
import { type ToolContract, toolContract } from "./tool-contract";

const NODE: ValueDefinition = {
  type: "dictionary",
  properties: [
    { name: "label", type: "string" },
    { name: "children", type: "list", items: { type: "ref", ref: "node" }, required: false },
  ],
};

const tree = defineTool({
  name: "draw_tree",
  inputSchema: {
    parameters: [{ name: "root", type: "ref", ref: "node" }],
    definitions: { node: NODE },
  },
  execute: () => ({}),
});

describe("a contract of a schema with named definitions", () => {
  test("keeps them as JSON data, and leaves them out when there are none", () => {
    const contract = toolContract(tree);
    expect(contract.input).toEqual({
      parameters: [{ name: "root", type: "ref", ref: "node" }],
      strict: false,
      definitions: { node: NODE },
    });
    expect(JSON.parse(JSON.stringify(contract))).toEqual(contract);
    const flat = defineTool({
      name: "echo",
      inputSchema: { parameters: [{ name: "text", type: "string" }] },
      execute: () => ({}),
    });
    expect(toolContract(flat).input).toEqual({
      parameters: [{ name: "text", type: "string" }],
      strict: false,
    });
  });

  test("is read back from a lock with its definitions, and compares equal to itself", () => {
    const contract = toolContract(tree);
    const problems: string[] = [];
    const read = readContract(JSON.parse(JSON.stringify(contract)), "tools[0]", problems);
    expect(problems).toEqual([]);
    expect(read?.input).toEqual(contract.input);
    expect(compareContracts([read as ToolContract], [contract])).toEqual([]);
  });

  test("a definition added is compatible; one removed or changed is breaking", () => {
    const before = toolContract(tree);
    const input = before.input as NonNullable<ToolContract["input"]>;
    const leaf: ValueDefinition = { type: "string", minLength: 1 };
    const changed = {
      ...before,
      input: { ...input, definitions: { node: { ...NODE, description: "A node." }, leaf } },
    };
    expect(compareContracts([before], [changed])).toEqual([
      {
        tool: "draw_tree",
        breaking: false,
        message: "draw_tree: input definition 'leaf' added (compatible)",
      },
      {
        tool: "draw_tree",
        breaking: true,
        message: "draw_tree: input definition 'node' changed (breaking)",
      },
    ]);
    expect(compareContracts([changed], [before]).map((change) => change.message)).toEqual([
      "draw_tree: input definition 'leaf' removed (breaking)",
      "draw_tree: input definition 'node' changed (breaking)",
    ]);
  });
});

test("a schema-shaped object of another copy of @kit/schema, without definitions, still has a contract", () => {
  const json = { type: "object", properties: { q: { type: "string" } } };
  const older = Object.freeze({
    parameters: Object.freeze([{ name: "q", type: "string" }]),
    strict: false,
    check: (values: unknown) => ({ success: true, value: values }),
    validate: () => [],
    toJSONSchema: () => structuredClone(json),
  });
  const search = defineTool({
    name: "search",
    inputSchema: older as never,
    execute: () => ({}),
  });
  expect(toolContract(search).input).toEqual({
    parameters: [{ name: "q", type: "string" }],
    strict: false,
  });
});
