// Issue 32, point 1 through the gateway: `kit-mcp serve --upstream --http` in front of the
// hostile server whose output schema backtracks. One client's call of that tool ends within its
// timeout, and another client connecting meanwhile (handshake and tools/list) is answered at once:
// the gateway's own client never runs the pattern (before the fix, a ping took 34 s).
import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
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
function startGateway(mode: string): Promise<string> {
  const config = join(mkdtempSync(join(tmpdir(), "kit-list-gateway-")), "gateway.json");
  writeFileSync(
    config,
    JSON.stringify({ upstreams: [{ name: "hostile", ...hostileCommand(mode) }] }),
  );
  const child = spawn(
    process.execPath,
    [
      "--conditions=@kit/source",
      "--import",
      "tsx",
      "src/cli.ts",
      "serve",
      "--upstream",
      config,
    ].concat(["--http", "--port", "0"]),
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
