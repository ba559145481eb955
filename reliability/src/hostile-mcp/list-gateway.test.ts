// Issue 32, points 1 and 3 through the gateway: `kit-mcp serve --upstream --http` in front of
// the hostile server. A call of the tool whose output schema backtracks ends within its timeout,
// and another client connecting meanwhile (handshake and tools/list) is answered at once: the
// gateway's own client never runs the pattern (before the fix, a ping took 34 s). A flood of list
// changes with new output schemas leaves the gateway's memory flat (before: 239 -> 953 MB; here,
// with its old space held to 96 MB, it ran out of memory and died). Bad upstream tools (point 6)
// are left out of its list, which no longer fails as a whole.
import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { connectMcpServer, type McpConnection } from "@kit/mcp";
import { ToolExecutor } from "@kit/tools";
import { afterEach, expect, it } from "vitest";
import { hostileCommand } from "./hostile";
import { BACKTRACKING_TEXT } from "./modes/list-backtracking-output";

const MCP = fileURLToPath(new URL("../../../packages/mcp/", import.meta.url));
const TOKEN = "list-gateway-token-0123456789abcdef";
/** The call's own limit, and what a busy shared machine may add to it (docs/security.md). */
const TIMEOUT_MS = 2000;
const GRACE_MS = 5000;

let gateway: ChildProcessWithoutNullStreams | undefined;
const connections: McpConnection[] = [];
afterEach(async () => {
  for (const connection of connections.splice(0)) await connection.close();
  if (gateway !== undefined && gateway.exitCode === null && gateway.signalCode === null) {
    const child = gateway;
    const ended = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    // A gateway whose event loop is blocked cannot hear SIGTERM: killed after 10 s.
    const kill = setTimeout(() => child.kill("SIGKILL"), 10_000);
    await ended;
    clearTimeout(kill);
  }
  gateway = undefined;
});

/** Starts the gateway over HTTP with the hostile mode as its one upstream; its MCP URL. */
function startGateway(mode: string, nodeOptions: readonly string[] = []): Promise<string> {
  const config = join(mkdtempSync(join(tmpdir(), "kit-list-gateway-")), "gateway.json");
  writeFileSync(
    config,
    JSON.stringify({ upstreams: [{ name: "hostile", ...hostileCommand(mode) }] }),
  );
  const child = spawn(
    process.execPath,
    [...nodeOptions, "--conditions=@kit/source", "--import", "tsx", "src/cli.ts", "serve"].concat([
      "--upstream",
      config,
      "--http",
      "--port",
      "0",
    ]),
    { cwd: MCP, env: { ...process.env, KIT_MCP_TOKEN: TOKEN }, stdio: "pipe" },
  );
  gateway = child;
  child.stdout.resume();
  let stderr = "";
  return new Promise((resolve, reject) => {
    child.stderr.setEncoding("utf8").on("data", (text: string) => {
      stderr += text;
      const found = /serving \d+ tools? at (http:\/\/\S+)\n/.exec(stderr);
      if (found?.[1] !== undefined) resolve(found[1]);
    });
    child.once("exit", (code) => reject(new Error(`the gateway exited (${code}):\n${stderr}`)));
  });
}

async function connect(url: string, name: string): Promise<McpConnection> {
  const connection = await connectMcpServer({
    name,
    url,
    headers: { Authorization: `Bearer ${TOKEN}` },
    timeoutMs: 20_000,
  });
  connections.push(connection);
  return connection;
}

it("through the gateway: the call ends within its timeout, another client is answered meanwhile", async () => {
  const url = await startGateway("list-backtracking-output");
  const first = await connect(url, "first");
  const match = first.tools.find((tool) => tool.name === "match");
  expect(match).toBeDefined();
  const started = performance.now();
  const call = new ToolExecutor({ timeoutMs: TIMEOUT_MS }).execute(
    match!,
    {},
    { raiseOnFailure: false },
  );
  // Another client's handshake and listing while the call runs.
  const other = performance.now();
  const second = await connect(url, "second");
  expect(performance.now() - other).toBeLessThan(GRACE_MS);
  expect(second.tools.map((tool) => tool.name)).toEqual(["match"]);
  const result = await call;
  expect(performance.now() - started).toBeLessThan(TIMEOUT_MS + GRACE_MS);
  expect(result.status, String(result.error)).toBe("success");
  expect(result.output).toEqual({ text: BACKTRACKING_TEXT });
});

/** How much the gateway's resident memory may grow over the flood (docs/security.md). */
const GATEWAY_RSS_BOUND_MB = 64;

/** The resident memory of a process, in MB, from /proc (Linux). */
function rssMb(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024;
}

it("through the gateway: a flood of list changes leaves its memory flat", async () => {
  // Old space held to 96 MB, so that garbage waiting for a collection is not counted as growth.
  const url = await startGateway("list-changed-flood", ["--max-old-space-size=96"]);
  const client = await connect(url, "client");
  const executor = new ToolExecutor({ timeoutMs: 20_000 });
  const round = async (): Promise<void> => {
    const flood = client.tools.find((tool) => tool.name === "flood");
    expect(flood).toBeDefined();
    const result = await executor.execute(flood!, { count: 20 }, { raiseOnFailure: false });
    expect(result.status, String(result.error)).toBe("success");
    // Time for the gateway to read the list again before the next call (which, had its client
    // the SDK's validator, would compile that list's 20 output schemas and keep them).
    await new Promise((resolve) => setTimeout(resolve, 100));
  };
  for (let warm = 0; warm < 10; warm += 1) await round();
  const before = rssMb(gateway?.pid);
  for (let call = 0; call < 100; call += 1) await round();
  const after = rssMb(gateway?.pid);
  expect(after - before).toBeLessThan(GATEWAY_RSS_BOUND_MB);
});

it("through the gateway: bad upstream tools are left out and the good one is listed and called", async () => {
  const url = await startGateway("list-bad-tools");
  const client = await connect(url, "client");
  expect(client.tools.map((tool) => tool.name)).toEqual(["echo"]);
  const result = await new ToolExecutor().execute(client.tools[0]!, { text: "through" });
  expect(result.content).toEqual([{ type: "text", text: "through" }]);
});
