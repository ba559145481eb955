// kit-mcp serve <module> over stdio, spawned, driven by the official client.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { clientSuite, textOf } from "./support/client-suite";
import {
  ChildStdioTransport,
  FIXTURE,
  type KitMcpProcess,
  killAll,
  spawnKitMcp,
} from "./support/kit-mcp-process";

async function connect(): Promise<{
  server: KitMcpProcess;
  client: Client;
  transport: ChildStdioTransport;
}> {
  const server = spawnKitMcp(["serve", FIXTURE]);
  const transport = new ChildStdioTransport(server.child);
  const client = new Client({ name: "test", version: "1.0.0" });
  await client.connect(transport);
  return { server, client, transport };
}

describe("over stdio, one server for the suite", () => {
  let connection: Awaited<ReturnType<typeof connect>>;
  beforeAll(async () => {
    connection = await connect();
  });
  afterAll(killAll);

  clientSuite(() => connection.client);

  test("stdout carries protocol messages only: a tool's console output goes to stderr", async () => {
    const result = await connection.client.callTool({ name: "noisy", arguments: {} });
    expect(textOf(result)).toBe('{"ok":true}');
    for (const line of [
      "noisy: console.log",
      "noisy: console.info",
      "noisy: console.debug",
      "noisy: process.stdout.write",
    ]) {
      // stderr is another pipe: its bytes may arrive after the answer on stdout.
      await connection.server.waitForStderr(
        new RegExp(line.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
      );
      expect(connection.server.stdout()).not.toContain(line);
    }
    for (const line of connection.server.stdout().split("\n").filter(Boolean)) {
      expect(JSON.parse(line)).toMatchObject({ jsonrpc: "2.0" });
    }
  });

  test("malformed lines are reported on stderr, and later calls still work", async () => {
    for (const line of ["not json", "{", '{"jsonrpc":"2.0"}', "[1,2", '"text"', "\u0000\u0001"]) {
      connection.transport.writeLine(line);
    }
    const result = await connection.client.callTool({ name: "greet", arguments: { name: "Cy" } });
    expect(result.structuredContent).toEqual({ message: "Hello, Cy!" });
    await connection.server.waitForStderr(/kit-mcp: /);
  });

  test("a message over 10 MB is dropped on its own, and later calls still work", async () => {
    connection.transport.writeLine(
      JSON.stringify({ jsonrpc: "2.0", id: "big", method: "ping", pad: "x".repeat(11 << 20) }),
    );
    const result = await connection.client.callTool({ name: "greet", arguments: { name: "Gu" } });
    expect(result.structuredContent).toEqual({ message: "Hello, Gu!" });
    await connection.server.waitForStderr(
      /kit-mcp: a message of \d+ bytes was dropped: the limit over stdio is 10485760 bytes/,
    );
  });

  test("1,000 concurrent calls each get their own answer", async () => {
    const calls = Array.from({ length: 1000 }, (_, index) =>
      index % 2 === 0
        ? connection.client.callTool({ name: "greet", arguments: { name: `n${index}` } })
        : connection.client.callTool({ name: "greet", arguments: { name: index } }),
    );
    const results = await Promise.all(calls);
    results.forEach((result, index) => {
      if (index % 2 === 0)
        expect(result.structuredContent).toEqual({ message: `Hello, n${index}!` });
      else {
        expect(result.isError).toBe(true);
        expect(textOf(result)).toContain("Parameter 'name': expected type 'string', got 'integer'");
      }
    });
    const after = await connection.client.callTool({ name: "echo", arguments: { done: true } });
    expect(textOf(after)).toBe('{"done":true}');
  });
});

describe("over stdio, stopping", () => {
  afterEach(killAll);

  test("stdin closing aborts the calls in flight and ends the process with code 0", async () => {
    const { server, client, transport } = await connect();
    const call = client.callTool({ name: "wait_for_abort", arguments: {} }).catch(() => undefined);
    await server.waitForStderr(/wait_for_abort: started/);
    await transport.close();
    expect(await server.exited).toBe(0);
    expect(server.stderr()).toContain("wait_for_abort: saw the abort");
    await call;
  });

  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    test(`${signal} aborts the calls in flight and ends the process with code 0`, async () => {
      const { server, client } = await connect();
      const call = client
        .callTool({ name: "wait_for_abort", arguments: {} })
        .catch(() => undefined);
      await server.waitForStderr(/wait_for_abort: started/);
      server.child.kill(signal);
      expect(await server.exited).toBe(0);
      expect(server.stderr()).toContain("wait_for_abort: saw the abort");
      await call;
    });
  }
});
