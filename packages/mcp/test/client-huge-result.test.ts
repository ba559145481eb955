// A server that answers with 50 MB. Over stdio kit reads at most 10 MiB of one message (the
// SDK's reader, with kit's limit): the call fails at once with McpConnectionError saying so, the
// server is stopped, and memory never holds the 50 MB. Over HTTP the SDK reads the whole answer
// and kit refuses it before copying anything: RemoteResultTooLargeError, the connection goes on.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { type AnyTool, ToolExecutionError, ToolExecutor } from "@kit/tools";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { afterAll, expect, test } from "vitest";
import {
  connectMcpServer,
  type McpConnection,
  McpConnectionError,
  RemoteResultTooLargeError,
} from "../src/index";
import { createHugeServer } from "./fixtures/huge-result-server";

const LIMIT = 10 * 1024 * 1024;
const open: McpConnection[] = [];
let http: Server | undefined;

afterAll(async () => {
  await Promise.all(open.map((connection) => connection.close()));
  http?.closeAllConnections();
  await new Promise<void>((resolve) =>
    http === undefined ? resolve() : http.close(() => resolve()),
  );
});

function find(connection: McpConnection, name: string): AnyTool {
  const found = connection.tools.find((each) => each.name === name);
  if (found === undefined) throw new Error(`no tool ${name}`);
  return found;
}

async function connectStdio(): Promise<McpConnection> {
  const connection = await connectMcpServer({
    name: "huge",
    command: process.execPath,
    args: ["--import", "tsx", "test/fixtures/client-huge-server.ts"],
    cwd: new URL("..", import.meta.url).pathname,
  });
  open.push(connection);
  return connection;
}

// The most this process's heap and buffers grow above `before` while `work` runs.
async function peakGrowth(work: () => Promise<unknown>): Promise<number> {
  const used = (): number => {
    const { heapUsed, arrayBuffers } = process.memoryUsage();
    return heapUsed + arrayBuffers;
  };
  const before = used();
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, used());
  }, 5);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(peak, used()) - before;
}

test.each(["huge_text", "huge_structured", "many_blocks"])(
  "stdio, %s: McpConnectionError naming the limit, the 50 MB never held, later calls fail fast",
  async (name) => {
    const connection = await connectStdio();
    const executor = new ToolExecutor();
    let result: Awaited<ReturnType<ToolExecutor["execute"]>> | undefined;
    const growth = await peakGrowth(async () => {
      result = await executor.execute(find(connection, name), {}, { raiseOnFailure: false });
    });
    expect(result?.status).toBe("failure");
    expect(ToolExecutionError.isInstance(result?.error)).toBe(true);
    expect(McpConnectionError.isInstance(result?.error?.cause)).toBe(true);
    expect(result?.error?.message).toBe(
      `Tool '${name}' execution failed: MCP server 'huge': sent a message of more than ${LIMIT} bytes, the most kit reads, and was stopped.`,
    );
    // Bounded by the limit, not the message: the SDK's reader concatenates each chunk into a
    // new buffer of up to 10 MiB, garbage the collector takes a while to free (60-65 MB seen).
    // Reading the whole message would hold its 50 MB buffer, the 50 MB line made from it and
    // the 50 MB string parsed from that, at once.
    expect(growth).toBeLessThan(120 * 1024 * 1024);
    expect(connection.state).toBe("closed");
    const next = await executor.execute(find(connection, "small"), {}, { raiseOnFailure: false });
    expect(next.error?.message).toContain("sent a message of more than");
  },
  120_000,
);

test("HTTP: RemoteResultTooLargeError for each 50 MB answer, and the connection goes on", async () => {
  http = createServer(async (request, response) => {
    const server = createHugeServer();
    const transport = new StreamableHTTPServerTransport({});
    response.once("close", () => void server.close());
    await server.connect(transport);
    await transport.handleRequest(request, response);
  });
  await new Promise<void>((resolve) => http?.listen(0, "127.0.0.1", resolve));
  const { port } = http.address() as AddressInfo;
  const connection = await connectMcpServer({ name: "huge", url: `http://127.0.0.1:${port}/mcp` });
  open.push(connection);
  const executor = new ToolExecutor();
  for (const name of ["huge_text", "huge_structured", "many_blocks"]) {
    const result = await executor.execute(find(connection, name), {}, { raiseOnFailure: false });
    expect(RemoteResultTooLargeError.isInstance(result.error?.cause)).toBe(true);
    expect(result.error?.message).toBe(
      `Tool '${name}' execution failed: MCP server 'huge' answered '${name}' with a result of more than ${LIMIT} characters, the most kit takes; ask the tool for less (a page, a range)`,
    );
    expect(result.output).toBeUndefined();
  }
  expect(connection.state).toBe("open");
  const small = await executor.execute(find(connection, "small"), {});
  expect(small.content).toEqual([{ type: "text", text: "small" }]);
}, 120_000);
