import { type AnyTool, defineTool } from "@kit/tools";
import { expect, test } from "vitest";
import {
  clashMessage,
  GatewayRegistry,
  isRepeat,
  type NameClash,
  type ToolSource,
} from "./gateway-registry";

function tool(name: string): AnyTool {
  return defineTool({ name, execute: () => ({}) });
}

test("the sources' tools in order, read again on rebuild; a later clash is left out and said", () => {
  const local = [tool("note")];
  let remote = [tool("search")];
  const sources: ToolSource[] = [
    { label: "the module", path: undefined, tools: () => local },
    { label: "upstream 'web' (upstreams[0])", path: "upstreams[0]", tools: () => remote },
  ];
  const registry = new GatewayRegistry(sources);
  expect(registry.rebuild()).toEqual([]);
  expect(Array.from(registry, (each) => each.name)).toEqual(["note", "search"]);
  expect(registry.size).toBe(2);

  const clashing = tool("note");
  remote = [tool("search"), clashing, tool("fetch")];
  const clashes = registry.rebuild();
  expect(clashes.map(clashMessage)).toEqual([
    `upstream 'web' (upstreams[0]) offers a tool 'note', as the module does: tool names must be unique; set a "prefix" at upstreams[0]`,
  ]);
  expect(registry.lookup("note")).toBe(local[0]);
  expect(registry.lookup("fetch")?.name).toBe("fetch");
  expect(Array.from(registry, (each) => each.name)).toEqual(["note", "search", "fetch"]);
});

test("a name one upstream lists twice: the first served, and the advice is not a prefix", () => {
  const first = tool("search");
  const sources: ToolSource[] = [
    {
      label: "upstream 'web' (upstreams[0])",
      path: "upstreams[0]",
      tools: () => [first, tool("search"), tool("fetch")],
    },
  ];
  const registry = new GatewayRegistry(sources);
  const clashes = registry.rebuild();
  expect(clashes.map(isRepeat)).toEqual([true]);
  expect(clashes.map(clashMessage)).toEqual([
    "upstream 'web' (upstreams[0]) lists the tool 'search' twice: the gateway serves the first and leaves out the other (a prefix cannot tell the two apart; the server's tool list needs fixing)",
  ]);
  expect(clashMessage(clashes[0] as NameClash)).not.toContain('"prefix"');
  expect(registry.lookup("search")).toBe(first);
  expect(Array.from(registry, (each) => each.name)).toEqual(["search", "fetch"]);
});
