// connectMcpServer over HTTP: kit-mcp --http with a bearer token, the fallback to the older
// HTTP+SSE transport, and a server that goes away and comes back.
import { type AnyTool, defineTool, ToolExecutor } from "@kit/tools";
import { afterAll, expect, test } from "vitest";
import { connectMcpServer, type McpConnection, McpConnectionError } from "../src/index";
import { startSseServer, startStreamableServer } from "./support/client-http-servers";
import { startHttpServer, TOKEN } from "./support/http-client";
import { killAll } from "./support/kit-mcp-process";

const open: McpConnection[] = [];
const stops: (() => Promise<void>)[] = [];

afterAll(async () => {
  await Promise.all(open.map((connection) => connection.close()));
  await Promise.all(stops.map((stop) => stop()));
  await killAll();
});

function tool(connection: McpConnection, name: string): AnyTool {
  const found = connection.tools.find((each) => each.name === name);
  if (found === undefined) throw new Error(`no tool ${name}`);
  return found;
}

const echo = defineTool({
  name: "echo",
  description: "Says the text back.",
  effects: { readOnly: true },
  inputSchema: { parameters: [{ name: "text", type: "string" }] },
  outputSchema: { parameters: [{ name: "text", type: "string" }] },
  execute: ({ text }) => ({ text }),
});

test("kit-mcp --http with a bearer token: structured output, progress and logs on the call's stream", async () => {
  const { url } = await startHttpServer([], "test/fixtures/client-tools.ts");
  const connection = await connectMcpServer({
    url,
    headers: { Authorization: `Bearer ${TOKEN}` },
    prefix: "web_",
  });
  open.push(connection);
  expect(connection.name).toBe(url.host);
  const executor = new ToolExecutor();
  const forecast = await executor.execute(tool(connection, "web_forecast"), { city: "Oslo" });
  expect(forecast.output).toEqual({ city: "Oslo", days: 3 });
  const seen: string[] = [];
  await executor.execute(
    tool(connection, "web_steps"),
    { count: 2 },
    {
      onProgress: ({ done }) => seen.push(`progress ${done}`),
      onLog: ({ message }) => seen.push(`log ${message}`),
    },
  );
  expect(seen).toEqual(["progress 1", "log step 1", "progress 2", "log step 2"]);
});

test("a server that answers the POSTs of server/discover and initialize with 405: the older HTTP+SSE transport", async () => {
  const server = await startSseServer([echo]);
  stops.push(server.stop);
  const connection = await connectMcpServer({ url: server.url, name: "old" });
  open.push(connection);
  const result = await new ToolExecutor().execute(tool(connection, "echo"), { text: "hi" });
  expect(result.output).toEqual({ text: "hi" });
  // server/discover first (2026-07-28), then initialize (2025), then the old transport's stream.
  expect(server.requests.slice(0, 3)).toEqual(["POST /mcp", "POST /mcp", "GET /mcp"]);
});

test("a server that goes away: calls fail at once while it reconnects, and work again once it is back", async () => {
  const first = await startStreamableServer([echo]);
  const connection = await connectMcpServer({ url: first.url, name: "flaky" });
  open.push(connection);
  const executor = new ToolExecutor();
  expect((await executor.execute(tool(connection, "echo"), { text: "one" })).output).toEqual({
    text: "one",
  });
  await first.stop();
  const lost = await executor.execute(
    tool(connection, "echo"),
    { text: "two" },
    {
      raiseOnFailure: false,
    },
  );
  expect(McpConnectionError.isInstance(lost.error?.cause)).toBe(true);
  expect(lost.error?.message).toBe(
    "Tool 'echo' execution failed: MCP server 'flaky': is unreachable (fetch failed); reconnecting.",
  );
  expect(connection.state).toBe("reconnecting");
  const meanwhile = await executor.execute(
    tool(connection, "echo"),
    { text: "three" },
    {
      raiseOnFailure: false,
    },
  );
  expect(meanwhile.error?.message).toBe(lost.error?.message);

  const second = await startStreamableServer([echo], Number(first.url.port));
  stops.push(second.stop);
  await expect.poll(() => connection.state, { timeout: 20_000 }).toBe("open");
  expect((await executor.execute(tool(connection, "echo"), { text: "four" })).output).toEqual({
    text: "four",
  });
});

test("close() ends the session: later calls fail at once with McpConnectionError", async () => {
  const server = await startStreamableServer([echo]);
  stops.push(server.stop);
  const connection = await connectMcpServer({ url: server.url, name: "brief" });
  const echoTool = tool(connection, "echo");
  await connection.close();
  expect(connection.state).toBe("closed");
  const result = await new ToolExecutor().execute(
    echoTool,
    { text: "late" },
    {
      raiseOnFailure: false,
    },
  );
  expect(result.error?.message).toBe(
    "Tool 'echo' execution failed: MCP server 'brief': the connection is closed.",
  );
});
