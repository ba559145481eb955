// connectMcpServer against servers kit-mcp is not: a schema kit cannot keep, a tool list that
// changes, a flood of notifications, a call never answered, a process that never answers at
// all, and a command that does not exist.
import { ToolExecutor } from "@kit/tools";
import { afterAll, beforeAll, expect, test } from "vitest";
import { connectMcpServer, type McpConnection, McpConnectionError } from "../src/index";
import { rawServerCommand } from "./support/client-targets";

const open: McpConnection[] = [];
let raw: McpConnection;
const changes: string[][] = [];

beforeAll(async () => {
  raw = await connectMcpServer({
    name: "raw",
    ...rawServerCommand("tools"),
    onToolsChanged: (tools) => changes.push(tools.map((tool) => tool.name)),
  });
  open.push(raw);
});

afterAll(async () => {
  await Promise.all(open.map((connection) => connection.close()));
});

function tool(name: string) {
  const found = raw.tools.find((each) => each.name === name);
  if (found === undefined) throw new Error(`no tool ${name}`);
  return found;
}

test("a schema kit cannot keep exactly is passed through: listed, told to the model as it is, checked by the server", async () => {
  expect(raw.unvalidated).toEqual([
    { tool: "search", direction: "input", reason: expect.stringContaining("not") },
  ]);
  const search = tool("search");
  expect(search.inputSchema?.toJSONSchema()).toEqual({
    type: "object",
    properties: { query: { type: "string" } },
    required: ["query"],
    not: { required: ["forbidden"] },
  });
  expect(search.effects.readOnly).toBe(true);
  const executor = new ToolExecutor();
  // Kit checks only that the inputs are a dictionary, and keeps every key.
  const result = await executor.execute(search, { query: "kit", page: 2 });
  expect(result.content).toEqual([{ type: "text", text: 'found {"query":"kit","page":2}' }]);
  const notDictionary = await executor.execute(search, [] as unknown as Record<string, unknown>, {
    raiseOnFailure: false,
  });
  expect(notDictionary.error?.message).toContain("Expected a dictionary of parameters, got 'list'");
});

test("tools/list_changed: the list is read again, onToolsChanged hears it, old tools still work", async () => {
  const grow = tool("grow");
  await new ToolExecutor().execute(grow, {});
  await expect
    .poll(() => raw.tools.map((each) => each.name), { timeout: 20_000 })
    .toContain("added_5");
  expect(changes.at(-1)).toEqual(["search", "grow", "chatty", "burst", "hang", "added_5"]);
  // The tool object from before the change calls the server as before.
  const again = await new ToolExecutor().execute(grow, {});
  expect(again.content).toEqual([{ type: "text", text: "grown" }]);
});

test("a flood of notifications: each call passes on at most 1000 log messages and 1000 progress reports", async () => {
  let logs = 0;
  let reports = 0;
  const result = await new ToolExecutor().execute(
    tool("chatty"),
    { count: 3000 },
    { onLog: () => logs++, onProgress: () => reports++ },
  );
  expect(result.content).toEqual([{ type: "text", text: "sent 3000" }]);
  expect(logs).toBe(1000);
  expect(reports).toBe(1000);
});

test("a progress notification written together with the result still reaches the call", async () => {
  const reports: string[] = [];
  for (let round = 0; round < 5; round += 1) {
    await new ToolExecutor().execute(
      tool("burst"),
      {},
      { onProgress: ({ done, total, message }) => reports.push(`${done}/${total} ${message}`) },
    );
  }
  expect(reports).toEqual(Array(5).fill("1/1 done"));
});

test("a call the server never answers ends with the executor's timeout, and the connection stays usable", async () => {
  const result = await new ToolExecutor({ timeoutMs: 200 }).execute(
    tool("hang"),
    {},
    { raiseOnFailure: false },
  );
  expect(result.error?.message).toBe("Tool 'hang' execution failed: timed out after 200 ms");
  const next = await new ToolExecutor().execute(tool("search"), { query: "after" });
  expect(next.content).toEqual([{ type: "text", text: 'found {"query":"after"}' }]);
});

test("a process that never answers the handshake: McpConnectionError after timeoutMs", async () => {
  const failure = await connectMcpServer({
    name: "silent",
    ...rawServerCommand("silent"),
    timeoutMs: 500,
  }).catch((error: unknown) => error);
  expect(McpConnectionError.isInstance(failure)).toBe(true);
  expect((failure as Error).message).toBe(
    "MCP server 'silent': did not complete the MCP handshake within 500 ms.",
  );
});

test("a command that does not exist: McpConnectionError naming the server", async () => {
  const failure = await connectMcpServer({ command: "/nonexistent/kit-test-server" }).catch(
    (error: unknown) => error,
  );
  expect(McpConnectionError.isInstance(failure)).toBe(true);
  expect((failure as Error).message).toBe(
    "MCP server 'kit-test-server': cannot start its command: no such program.",
  );
});
