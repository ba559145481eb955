// A canary planted in a connection's `env` and `headers`, searched in everything a user can see:
// results, errors and their causes, executor events, log messages, progress, stderr.

import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { CANARY, visibleText } from "@kit/test-support";
import { type AnyTool, ToolExecutor } from "@kit/tools";
import { afterAll, expect, test } from "vitest";
import { connectMcpServer, type McpConnection, McpConnectionError } from "../src/index";
import { kitMcpCommand } from "./support/client-targets";
import { startHttpServer, TOKEN } from "./support/http-client";
import { killAll } from "./support/kit-mcp-process";

const open: McpConnection[] = [];

afterAll(async () => {
  await Promise.all(open.map((connection) => connection.close()));
  await killAll();
});

function tool(connection: McpConnection, name: string): AnyTool {
  const found = connection.tools.find((each) => each.name === name);
  if (found === undefined) throw new Error(`no tool ${name}`);
  return found;
}

/** An executor that keeps every event it emits. */
function recordingExecutor(): { executor: ToolExecutor; seen: unknown[] } {
  const seen: unknown[] = [];
  const executor = new ToolExecutor({
    onLog: (entry) => seen.push(entry),
    onProgress: (progress) => seen.push(progress),
  });
  for (const name of [
    "tool.execution.started",
    "tool.execution.completed",
    "tool.execution.failed",
    "tool.execution.progress",
    "tool.execution.log",
  ] as const) {
    executor.on(name, (event) => seen.push(event));
  }
  return { executor, seen };
}

test("a secret in env: never in a result, error, event, log message, progress report or stderr", async () => {
  const serverLogs: unknown[] = [];
  const connection = await connectMcpServer({
    name: "secretive",
    ...kitMcpCommand("test/fixtures/client-tools.ts"),
    env: { CLIENT_TEST_SECRET: CANARY },
    handlers: { onLog: (entry) => serverLogs.push(entry) },
  });
  open.push(connection);
  const { executor, seen } = recordingExecutor();
  const told = await executor.execute(tool(connection, "tell"), {});
  const leaked = await executor.execute(tool(connection, "leak"), {}, { raiseOnFailure: false });
  expect(leaked.error?.message).toBe(
    "Tool 'leak' execution failed: Tool 'leak' execution failed: the secret is [REDACTED]",
  );
  const crashed = await executor.execute(tool(connection, "crash"), {}, { raiseOnFailure: false });
  expect(McpConnectionError.isInstance(crashed.error?.cause)).toBe(true);
  // The witness that the server did see the secret: its stderr said it, replaced.
  expect(connection.stderr()).toContain("crash: env holds [REDACTED]");
  expect(seen.length).toBeGreaterThan(6);
  const everything = [told, leaked, crashed, seen, serverLogs, connection.stderr(), connection];
  expect(visibleText(everything)).not.toContain(CANARY);
  expect(visibleText(seen)).toContain("using [REDACTED]");
});

test("a secret in headers: not in the error of a refused connection, nor of a lost one", async () => {
  const { url, process: server } = await startHttpServer([], "test/fixtures/client-tools.ts");
  const refused = await connectMcpServer({
    url,
    headers: { Authorization: `Bearer ${CANARY}` },
  }).catch((error: unknown) => error);
  expect(McpConnectionError.isInstance(refused)).toBe(true);
  expect((refused as Error).message).toBe(
    `MCP server '${url.host}': refused the connection with HTTP 401: check the credentials in its headers.`,
  );
  expect(visibleText(refused)).not.toContain(CANARY);

  const connection = await connectMcpServer({
    url,
    headers: { Authorization: `Bearer ${TOKEN}`, "X-Canary": CANARY },
  });
  open.push(connection);
  const { executor, seen } = recordingExecutor();
  const told = await executor.execute(tool(connection, "tell"), {});
  server.child.kill("SIGKILL");
  await server.exited;
  const lost = await executor.execute(
    tool(connection, "forecast"),
    { city: "Oslo" },
    {
      raiseOnFailure: false,
    },
  );
  expect(McpConnectionError.isInstance(lost.error?.cause)).toBe(true);
  expect(visibleText([told, lost, seen, connection])).not.toContain(CANARY);
});

test("a server that repeats the headers in its error body: the message says it, cleaned", async () => {
  const server = createServer((request, response) => {
    response.writeHead(500).end(`cannot use ${request.headers.authorization}`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  try {
    const failure = await connectMcpServer({
      url: `http://127.0.0.1:${port}/mcp`,
      name: "echoing",
      headers: { Authorization: `Bearer ${CANARY}` },
    }).catch((error: unknown) => error);
    expect((failure as Error).message).toBe(
      "MCP server 'echoing': cannot connect: Version negotiation failed: the server answered the probe with HTTP 500: cannot use [REDACTED].",
    );
    expect(visibleText(failure)).not.toContain(CANARY);
  } finally {
    server.close();
  }
});
