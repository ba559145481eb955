// Issue 32, point 4: a 1 GiB result over HTTP is refused while it is read, on every transport:
// Streamable HTTP as one JSON body and as one event of the call's stream (after 11 MB of small
// events, which do not count against the limit), and the older HTTP+SSE transport's one stream.
// The client's RSS grows by less than the limit plus 64 MB, the call ends within its time limit,
// and the connection is usable for the next call. Over stdio (which held already) the process
// is stopped at the limit.
import { type McpConnection, McpConnectionError, RemoteResultTooLargeError } from "@kit/mcp";
import { describe, expect, it, vi } from "vitest";
import { hostileSession } from "./hostile-session";
import {
  CALL_TIMEOUT_MS,
  causeOf,
  GRACE_MS,
  LIMIT,
  MEMORY_BOUND,
  measured,
  run,
} from "./transport-support";

const session = hostileSession();

function connect(mode: string): Promise<McpConnection> {
  return session.connect(mode, "http", { name: "huge" });
}

function expectTooLarge(cause: unknown, remoteName: string): void {
  expect(RemoteResultTooLargeError.isInstance(cause), String(cause)).toBe(true);
  expect((cause as Error).message).toBe(
    `MCP server 'huge' answered '${remoteName}' with a result of more than ${LIMIT} characters, the most kit takes; ask the tool for less (a page, a range)`,
  );
}

describe("transport: a 1 GiB result is refused while it is read", () => {
  it.each(["huge_json", "huge_events"])(
    "Streamable HTTP, %s: RemoteResultTooLargeError, memory bounded, the connection goes on",
    async (tool) => {
      const open = await connect("transport-huge");
      const { value, growth, elapsedMs } = await measured(() => run(open, tool));
      expect(value.status).toBe("failure");
      expectTooLarge(causeOf(value), tool);
      expect(growth).toBeLessThan(MEMORY_BOUND);
      expect(elapsedMs).toBeLessThan(CALL_TIMEOUT_MS + GRACE_MS);
      expect(open.state).toBe("open");
      const next = await run(open, "echo", { text: "after" });
      expect(next.status, String(next.error)).toBe("success");
      expect(next.content).toEqual([{ type: "text", text: "after" }]);
    },
    60_000,
  );

  it("stdio: the process is stopped at the limit, memory bounded, the call ends at once", async () => {
    const open = await session.connect("transport-huge", "stdio", { name: "huge" });
    const { value, growth, elapsedMs } = await measured(() => run(open, "huge_json"));
    const cause = causeOf(value);
    expect(McpConnectionError.isInstance(cause), String(cause)).toBe(true);
    expect((cause as Error).message).toBe(
      `MCP server 'huge': sent a message of more than ${LIMIT} bytes, the most kit reads, and was stopped.`,
    );
    expect(growth).toBeLessThan(MEMORY_BOUND);
    expect(elapsedMs).toBeLessThan(CALL_TIMEOUT_MS + GRACE_MS);
    expect(open.state).toBe("closed");
  }, 60_000);

  it("HTTP+SSE: RemoteResultTooLargeError, memory bounded, the connection comes back", async () => {
    const open = await connect("transport-legacy");
    expect(open.protocolVersion).toBe("2024-11-05");
    const { value, growth, elapsedMs } = await measured(() => run(open, "huge"));
    expect(value.status).toBe("failure");
    expectTooLarge(causeOf(value), "huge");
    expect(growth).toBeLessThan(MEMORY_BOUND);
    expect(elapsedMs).toBeLessThan(CALL_TIMEOUT_MS + GRACE_MS);
    // The stream was the session: it is made again.
    await vi.waitFor(() => expect(open.state).toBe("open"), { timeout: 20_000, interval: 50 });
    const next = await run(open, "echo", { text: "after" });
    expect(next.status, String(next.error)).toBe("success");
    expect(next.content).toEqual([{ type: "text", text: "after" }]);
  }, 60_000);
});
