// Issue 32, point 2: a `tools/list` that never ends. A listing reads at most 100 pages and 10,000
// tools, all within the connect's `timeoutMs`, and says which bound it broke (not "did not
// complete the MCP handshake", which had completed). After a list change, a listing that fails
// keeps the last good list, is told through `handlers.onLog`, and leaves memory flat.
import { type ConnectMcpServerOptions, connectMcpServer, McpConnectionError } from "@kit/mcp";
import { type AnyTool, ToolExecutor, type ToolLogEntry } from "@kit/tools";
import { describe, expect, it } from "vitest";
import { hostileSession } from "./hostile-session";
import { heapAfterGcMb } from "./list-heap";

/** What a busy shared machine may add to a connect's `timeoutMs` (docs/security.md). */
const GRACE_MS = 5000;
/** How much the heap after GC may grow over 10 failed listings (docs/security.md). */
const HEAP_BOUND_MB = 16;

const session = hostileSession();

async function connectError(options: ConnectMcpServerOptions): Promise<McpConnectionError> {
  const error = await connectMcpServer(options).then(
    (opened) => {
      session.keep(opened);
      throw new Error("connected");
    },
    (thrown: unknown) => thrown,
  );
  expect(McpConnectionError.isInstance(error), String(error)).toBe(true);
  return error as McpConnectionError;
}

describe.each(["stdio", "http"] as const)("a tool list that never ends, over %s", (transport) => {
  it("at connect: refused after 100 pages, saying so", async () => {
    const error = await connectError({
      ...(await session.target("list-endless-pages", transport)),
      name: "endless",
      timeoutMs: 60_000,
    });
    expect(error.message).toBe(
      "MCP server 'endless': listed more than 100 pages of tools (a next page every time), the most kit reads.",
    );
  });

  it("at connect: refused past 10,000 tools, saying so", async () => {
    const error = await connectError({
      ...(await session.target("list-too-many-tools", transport)),
      name: "many",
      timeoutMs: 60_000,
    });
    expect(error.message).toBe(
      "MCP server 'many': listed more than 10000 tools, the most kit takes.",
    );
  });

  it("at connect: slow pages end with the connect's timeoutMs, as a listing that did not finish", async () => {
    const timeoutMs = 5000;
    const options = {
      ...(await session.target("list-slow-pages", transport)),
      name: "slow",
      timeoutMs,
    };
    const started = performance.now();
    const error = await connectError(options);
    expect(performance.now() - started).toBeLessThan(timeoutMs + GRACE_MS);
    expect(error.message).toMatch(
      /^MCP server 'slow': did not finish listing its tools within 5000 ms \(\d+ pages read; the MCP handshake had completed\)\.$/,
    );
    expect(error.message).not.toContain("did not complete the MCP handshake");
  });

  it("after a list change: the last good list stays, the failure is told, memory stays flat", async () => {
    const changes: (readonly AnyTool[])[] = [];
    const warnings: ToolLogEntry[] = [];
    let told: (() => void) | undefined;
    const connection = await session.connect("list-endless-after-change", transport, {
      name: "changing",
      onToolsChanged: (tools: readonly AnyTool[]) => changes.push(tools),
      handlers: {
        onLog: (entry: ToolLogEntry) => {
          warnings.push(entry);
          told?.();
        },
      },
    });
    const before = connection.tools;
    expect(before.map((tool) => tool.name)).toEqual(["change", "echo"]);
    const executor = new ToolExecutor({ timeoutMs: 20_000 });
    const change = before[0]!;
    const heapBefore = await heapAfterGcMb();
    for (let round = 1; round <= 10; round += 1) {
      const heard = new Promise<void>((resolve) => {
        told = resolve;
      });
      const result = await executor.execute(change, {}, { raiseOnFailure: false });
      expect(result.status, String(result.error)).toBe("success");
      await heard;
      expect(warnings).toHaveLength(round);
    }
    const heapAfter = await heapAfterGcMb();
    expect(heapAfter - heapBefore).toBeLessThan(HEAP_BOUND_MB);
    expect(warnings[0]).toEqual({
      toolName: "",
      callId: "",
      level: "warning",
      message:
        "MCP server 'changing': listed more than 100 pages of tools (a next page every time), the most kit reads; kept its last tool list (2 tools).",
      data: undefined,
    });
    expect(changes).toEqual([]);
    expect(connection.tools).toBe(before);
    expect(connection.state).toBe("open");
    const echo = await executor.execute(before[1]!, { text: "still here" });
    expect(echo.content).toEqual([{ type: "text", text: "still here" }]);
  });
});
