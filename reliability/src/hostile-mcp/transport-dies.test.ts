// Issue 32, point 5a: a server that dies in the middle of a call's event stream. The call fails
// at once (not after the 60 s without news), saying the answer broke off, and the connection
// says where it stands: an HTTP server that no longer answers is `reconnecting`, a stdio one
// `closed`. A live server that ends the stream without a result fails that call alone.
import { McpConnectionError } from "@kit/mcp";
import { CANARY, visibleText } from "@kit/test-support";
import { describe, expect, it } from "vitest";
import { hostileSession } from "./hostile-session";
import { causeOf, measured, run } from "./transport-support";

// Far below the 60 s a silent call waits: the answer is known not to come.
const AT_ONCE_MS = 15_000;

const session = hostileSession();

function expectConnectionError(cause: unknown, message: string | RegExp): void {
  expect(McpConnectionError.isInstance(cause), String(cause)).toBe(true);
  expect((cause as Error).message).toMatch(message);
}

describe("transport: a server that dies mid-stream", () => {
  it("HTTP: the call fails at once, the answer broke off, and the connection is reconnecting", async () => {
    const connection = await session.connect("transport-dies", "http", {
      name: "dying",
      headers: { authorization: `Bearer ${CANARY}` },
    });
    const { value, elapsedMs } = await measured(() => run(connection, "dies"));
    expect(value.status).toBe("failure");
    expectConnectionError(
      causeOf(value),
      /^MCP server 'dying': broke off its answer to a call of 'dies' \(terminated.*\); the call may have run, so it was not sent again\.$/,
    );
    expect(elapsedMs).toBeLessThan(AT_ONCE_MS);
    expect(visibleText(value.error)).not.toContain(CANARY);
    expect(connection.state).toBe("reconnecting");
    const next = await run(connection, "echo", { text: "x" });
    expectConnectionError(
      causeOf(next),
      /^MCP server 'dying': is unreachable \(.*\); reconnecting\.$/,
    );
    expect(visibleText(next.error)).not.toContain(CANARY);
  }, 60_000);

  it("HTTP: a stream ended without a result fails that call alone; the connection stays open", async () => {
    const connection = await session.connect("transport-dies", "http", { name: "dying" });
    const { value, elapsedMs } = await measured(() => run(connection, "ends"));
    expectConnectionError(
      causeOf(value),
      "MCP server 'dying': ended its answer to a call of 'ends' without a result.",
    );
    expect(elapsedMs).toBeLessThan(AT_ONCE_MS);
    expect(connection.state).toBe("open");
    const next = await run(connection, "echo", { text: "still here" });
    expect(next.status, String(next.error)).toBe("success");
    expect(next.content).toEqual([{ type: "text", text: "still here" }]);
  }, 60_000);

  it("HTTP+SSE: the call fails at once, and the connection is reconnecting", async () => {
    const connection = await session.connect("transport-legacy", "http", { name: "dying" });
    expect(connection.protocolVersion).toBe("2024-11-05");
    const { value, elapsedMs } = await measured(() => run(connection, "dies"));
    expectConnectionError(
      causeOf(value),
      /^MCP server 'dying': is unreachable \(its event stream broke off\); reconnecting\.$/,
    );
    expect(elapsedMs).toBeLessThan(AT_ONCE_MS);
    expect(connection.state).toBe("reconnecting");
  }, 60_000);

  it("stdio: the call fails at once, its process ended, and the connection is closed", async () => {
    const connection = await session.connect("transport-dies", "stdio", { name: "dying" });
    const { value, elapsedMs } = await measured(() => run(connection, "dies"));
    expectConnectionError(causeOf(value), "MCP server 'dying': its process ended.");
    expect(elapsedMs).toBeLessThan(AT_ONCE_MS);
    expect(connection.state).toBe("closed");
  }, 60_000);
});
