// Issue 32, point 1: a remote tool's output schema with a backtracking pattern (`^(a+)+$`) and a
// result that makes it backtrack. Kit marks the schema unvalidated and the SDK's own validator is
// off, so no validator runs the pattern: the call succeeds at once, within its timeout, and the
// event loop keeps turning (before the fix: 84 s over stdio, 60 s over HTTP, the loop blocked).
import { ToolExecutor } from "@kit/tools";
import { describe, expect, it } from "vitest";
import { hostileSession } from "./hostile-session";
import { BACKTRACKING_TEXT } from "./modes/list-backtracking-output";

/** The call's own limit. */
const TIMEOUT_MS = 2000;
/** What a busy shared machine may add on top of it (docs/security.md). */
const GRACE_MS = 5000;

const session = hostileSession();

describe.each(["stdio", "http"] as const)("a backtracking output pattern over %s", (transport) => {
  it("is never run: the call ends within its timeout and the event loop keeps turning", async () => {
    const connection = await session.connect("list-backtracking-output", transport);
    expect(connection.unvalidated).toEqual([
      expect.objectContaining({ tool: "match", direction: "output" }),
    ]);
    const tool = connection.tools.find((each) => each.name === "match");
    expect(tool).toBeDefined();
    // The longest the event loop went without running a 20 ms timer during the call.
    let last = performance.now();
    let longestGap = 0;
    const heartbeat = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 20);
    const started = performance.now();
    try {
      const result = await new ToolExecutor({ timeoutMs: TIMEOUT_MS }).execute(
        tool!,
        {},
        { raiseOnFailure: false },
      );
      const elapsed = performance.now() - started;
      expect(elapsed).toBeLessThan(TIMEOUT_MS + GRACE_MS);
      expect(result.status, String(result.error)).toBe("success");
      expect(result.output).toEqual({ text: BACKTRACKING_TEXT });
    } finally {
      clearInterval(heartbeat);
    }
    expect(longestGap).toBeLessThan(GRACE_MS);
  });
});
