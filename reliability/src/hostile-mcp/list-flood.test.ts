// Issue 32, point 3: a flood of `notifications/tools/list_changed` (2,000) whose every listing
// brings 20 new output schemas, with calls in between. The connection reads the list again at
// most once at a time with one more pending, compiles no schema for the SDK, and keeps none from
// an earlier list: the heap after GC stays within its bound (before the fix, the SDK's validator
// kept every schema it compiled: 14 MB -> 163 MB in 40 s).
import { type AnyTool, ToolExecutor } from "@kit/tools";
import { describe, expect, it } from "vitest";
import { hostileSession } from "./hostile-session";
import { heapAfterGcMb } from "./list-heap";

/** Calls of `flood`, each sending `NOTICES_PER_CALL` list changes before its result. */
const CALLS = 100;
const NOTICES_PER_CALL = 20;
/** How much the heap after GC may grow over the flood (docs/security.md). */
const HEAP_BOUND_MB = 24;

const session = hostileSession();

describe.each(["stdio", "http"] as const)("a flood of list changes over %s", (transport) => {
  it(`${CALLS * NOTICES_PER_CALL} notices: refreshes coalesced, the heap after GC flat`, async () => {
    let announced = 0;
    let heard: (() => void) | undefined;
    const onToolsChanged = (_tools: readonly AnyTool[]): void => {
      announced += 1;
      heard?.();
    };
    const open = await session.connect("list-changed-flood", transport, { onToolsChanged });
    expect(open.tools).toHaveLength(21);
    const executor = new ToolExecutor({ timeoutMs: 20_000 });
    // One round: a call that sends its notices, then the wait for the list they made read again.
    // The next round's call is then made against a new list, for which an SDK validator would
    // compile (and keep) all 20 output schemas.
    const round = async (): Promise<void> => {
      const tool = open.tools.find((each) => each.name === "flood");
      if (tool === undefined) throw new Error("no flood tool");
      const target = announced + 1;
      const told = new Promise<void>((resolve) => {
        heard = () => {
          if (announced >= target) resolve();
        };
      });
      const result = await executor.execute(
        tool,
        { count: NOTICES_PER_CALL },
        { raiseOnFailure: false },
      );
      expect(result.status, String(result.error)).toBe("success");
      if (announced < target) await told;
    };
    // A first round, so that what a call and a refresh allocate once is in the baseline.
    await round();
    const heapBefore = await heapAfterGcMb();
    const announcedBefore = announced;
    for (let call = 0; call < CALLS; call += 1) await round();
    const heapAfter = await heapAfterGcMb();
    expect(heapAfter - heapBefore).toBeLessThan(HEAP_BOUND_MB);
    // Each call's notices arrive together: one listing runs, one more waits, the rest merge into
    // it, and a run tells its list once.
    expect(announced - announcedBefore).toBeGreaterThanOrEqual(CALLS);
    expect(announced - announcedBefore).toBeLessThanOrEqual(CALLS * 2);
  });
});
