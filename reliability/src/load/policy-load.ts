// The policy part of the load run: calls through an executor with approval, retries, a
// per-tool limit and an executor-wide limit. Checks that every result is its own call's and
// right (attempts included), and that no more calls run at once than a limit allows.
import { never } from "@kit/test-support";
import {
  ApprovalDeniedError,
  type CredentialResolver,
  defineTool,
  type RetryOptions,
  type ToolContext,
  ToolExecutionError,
  ToolExecutor,
  type ToolResult,
} from "@kit/tools";

/** The executor's limit and the per-tool limits the run checks. */
const MAX_CONCURRENCY = 24;
// Together more than the executor's limit, so that both kinds of limit are reached.
const TOOL_CONCURRENCY = { flaky: 8, hanging: 8, lookup: 16 } as const;
// Which kind (index into kinds()) call `id` is: one call in twenty hangs, as those take longest.
const MIX = [0, 1, 0, 3, 0, 1, 4, 0, 1, 0, 0, 1, 0, 3, 0, 1, 4, 0, 1, 2];
const WORKERS = 1_000;

type Check = (name: string, pass: boolean, detail?: string) => void;

/** Counts the calls of each tool running now, and the most at once. */
class InFlight {
  readonly now = new Map<string, number>();
  readonly peak = new Map<string, number>();
  total = 0;
  peakTotal = 0;

  enter(tool: string): () => void {
    const count = (this.now.get(tool) ?? 0) + 1;
    this.now.set(tool, count);
    this.peak.set(tool, Math.max(this.peak.get(tool) ?? 0, count));
    this.total += 1;
    this.peakTotal = Math.max(this.peakTotal, this.total);
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.now.set(tool, (this.now.get(tool) ?? 1) - 1);
      this.total -= 1;
    };
  }
}

interface Kind {
  readonly name: string;
  readonly tool: ReturnType<typeof defineTool>;
  readonly check: (result: ToolResult, id: number) => boolean;
  /** The call's own retry, replacing the executor's. */
  readonly retry?: RetryOptions;
}

// One turn of the event loop: long enough for the calls behind to pile up at a limit.
const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

const schema = { parameters: [{ name: "id", type: "integer" as const }] };

function kinds(flight: InFlight): Kind[] {
  // A tool body that counts itself in flight until its attempt ends (or is aborted).
  const counted =
    (name: string, body: (id: number, context: ToolContext) => unknown) =>
    async ({ id }: { id: number }, _credentials: unknown, context: ToolContext) => {
      const leave = flight.enter(name);
      context.signal.addEventListener("abort", leave, { once: true });
      try {
        if (context.callId !== `policy-${id}`) throw new Error(`wrong call ${context.callId}`);
        return await body(id, context);
      } finally {
        context.signal.removeEventListener("abort", leave);
        leave();
      }
    };
  const runs = new Map<number, number>();
  const ok = (attempts: number) => (result: ToolResult, id: number) =>
    result.status === "success" &&
    (result.output as { id?: unknown }).id === id &&
    result.attempts === attempts;
  const failedWith =
    (test: (cause: unknown) => boolean, attempts: number) => (result: ToolResult) =>
      result.error instanceof ToolExecutionError &&
      test(result.error.cause) &&
      result.attempts === attempts;
  return [
    {
      name: "lookup (read-only, not asked)",
      tool: defineTool({
        name: "lookup",
        inputSchema: schema,
        effects: { readOnly: true },
        execute: counted("lookup", async (id) => {
          await turn();
          return { id };
        }),
      }),
      check: ok(1),
    },
    {
      name: "flaky (idempotent, fails once with a retryable error)",
      tool: defineTool({
        name: "flaky",
        inputSchema: schema,
        effects: { idempotent: true },
        execute: counted("flaky", async (id) => {
          await turn();
          const run = (runs.get(id) ?? 0) + 1;
          runs.set(id, run);
          if (run === 1) throw Object.assign(new Error(`flaky ${id}`), { retryable: true });
          runs.delete(id);
          return { id };
        }),
      }),
      check: ok(2),
    },
    {
      name: "hanging (idempotent, first attempt times out)",
      tool: defineTool({
        name: "hanging",
        inputSchema: schema,
        effects: { idempotent: true },
        execute: counted("hanging", (id, context) => {
          const run = (runs.get(-id - 1) ?? 0) + 1;
          runs.set(-id - 1, run);
          if (run === 1) return never();
          runs.delete(-id - 1);
          return { id, aborted: context.signal.aborted };
        }),
      }),
      check: ok(2),
      retry: { attempts: 2, delayMs: 1, maxDelayMs: 2, attemptTimeoutMs: 1 },
    },
    {
      name: "write (not idempotent: a retryable error is not retried)",
      tool: defineTool({
        name: "write",
        inputSchema: schema,
        execute: counted("write", (id) => {
          throw Object.assign(new Error(`write ${id}`), { retryable: true });
        }),
      }),
      check: failedWith((cause) => (cause as Error).message.startsWith("write "), 1),
    },
    {
      name: "remove (approval refused)",
      tool: defineTool({
        name: "remove",
        inputSchema: schema,
        execute: counted("remove", () => ({})),
      }),
      check: failedWith((cause) => ApprovalDeniedError.isInstance(cause), 0),
    },
  ];
}

/**
 * Runs `calls` calls through an executor with every policy, `WORKERS` at a time.
 * @param credentials - the executor's credential resolver.
 * @param signal - the caller's long-lived signal, given to every call (no listener may stay).
 * @param check - records one check of the run.
 */
export async function runPolicyLoad(
  credentials: CredentialResolver,
  calls: number,
  signal: AbortSignal,
  check: Check,
): Promise<void> {
  const flight = new InFlight();
  const mix = kinds(flight);
  const executor = new ToolExecutor({
    credentials,
    maxConcurrency: MAX_CONCURRENCY,
    toolConcurrency: TOOL_CONCURRENCY,
    retry: { attempts: 3, delayMs: 1, maxDelayMs: 2 },
    approve: ({ tool }) => tool.name !== "remove",
  });
  const wrong = new Map<string, number>();
  const ended = new Set<string>();
  const off = [
    executor.on("tool.execution.completed", (event) => void ended.add(event.callId)),
    executor.on("tool.execution.failed", (event) => void ended.add(event.callId)),
  ];
  let next = 0;
  const worker = async (): Promise<void> => {
    for (let id = next++; id < calls; id = next++) {
      const kind = mix[MIX[id % MIX.length] as number] as Kind;
      const result = await executor.execute(
        kind.tool,
        { id },
        {
          callId: `policy-${id}`,
          raiseOnFailure: false,
          signal,
          ...(kind.retry === undefined ? {} : { retry: kind.retry }),
        },
      );
      if (!kind.check(result, id)) wrong.set(kind.name, (wrong.get(kind.name) ?? 0) + 1);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: WORKERS }, worker));
  for (const undo of off) undo();
  const seconds = (performance.now() - started) / 1000;
  const peaks = Object.fromEntries(flight.peak);
  console.log(
    `policies: ${calls} calls, at most ${flight.peakTotal} running (limit ${MAX_CONCURRENCY}), per tool ${JSON.stringify(peaks)}, ${seconds.toFixed(1)} s`,
  );
  check(
    "policies: every result is right and its own call's",
    wrong.size === 0,
    JSON.stringify([...wrong]),
  );
  check("policies: every call ended once", ended.size === calls, String(ended.size));
  check(
    `policies: never more than ${MAX_CONCURRENCY} calls running`,
    flight.peakTotal <= MAX_CONCURRENCY && flight.peakTotal > 0,
    String(flight.peakTotal),
  );
  for (const [tool, limit] of Object.entries(TOOL_CONCURRENCY)) {
    const peak = flight.peak.get(tool) ?? 0;
    check(
      `policies: never more than ${limit} '${tool}' calls running`,
      peak <= limit && peak > 0,
      String(peak),
    );
  }
  check("policies: nothing still running", flight.total === 0, String(flight.total));
}
