// The load run: 100,000 calls, up to 1,000 in flight, every outcome kind, in result mode; then
// 100,000 calls through an executor with approval, retries and concurrency limits.
// Checks that every result is its own call's and right, that nothing goes unhandled, and
// that no listener, timer or memory is left behind. Run with --expose-gc.
import { getEventListeners, setMaxListeners } from "node:events";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { instrumentExecutor } from "@kit/otel";
import { CANARY_CREDENTIAL, canaryCredentials } from "@kit/test-executor";
import { ToolExecutor } from "@kit/tools";
import { MeterProvider } from "@opentelemetry/sdk-metrics";
import { BasicTracerProvider, SimpleSpanProcessor } from "@opentelemetry/sdk-trace-base";
import { runPolicyLoad } from "./policy-load";
import { scenarios } from "./scenarios";

const CALLS = Number(process.env.KIT_LOAD_CALLS ?? 100_000);
const INSTRUMENTED_CALLS = Math.floor(CALLS / 5);
const IN_FLIGHT = 1_000;
/** The heap after a forced GC may grow at most this much over the start (docs/security.md). */
const HEAP_BOUND_MB = 20;

const gc = (globalThis as { gc?: () => void }).gc;
const checks: [string, boolean, string][] = [];
const check = (name: string, pass: boolean, detail = ""): void =>
  void checks.push([name, pass, detail]);
const unhandled: unknown[] = [];
process.on("unhandledRejection", (reason) => void unhandled.push(reason));

const heapMb = async (): Promise<number> => {
  for (let round = 0; round < 3; round += 1) {
    gc?.();
    await new Promise((resolve) => setImmediate(resolve));
  }
  return process.memoryUsage().heapUsed / 1024 / 1024;
};
const timers = (): number =>
  process.getActiveResourcesInfo().filter((kind) => kind === "Timeout").length;

async function run(
  executor: ToolExecutor,
  calls: number,
  label: string,
  signal: AbortSignal,
): Promise<void> {
  const kinds = scenarios(CANARY_CREDENTIAL);
  const wrong = new Map<string, number>();
  const seenKinds = new Set<string>();
  let next = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  const worker = async (): Promise<void> => {
    for (let index = next++; index < calls; index = next++) {
      const scenario = kinds[index % kinds.length];
      if (scenario === undefined) continue;
      const callId = `${label}-${index}`;
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      const result = await executor.execute(scenario.tool, scenario.inputs(index), {
        ...scenario.options(signal),
        callId,
        raiseOnFailure: false,
      });
      inFlight -= 1;
      seenKinds.add(scenario.kind);
      if (!scenario.check(result, index) || result.toolName !== scenario.tool.name) {
        wrong.set(scenario.kind, (wrong.get(scenario.kind) ?? 0) + 1);
      }
    }
  };
  const callIds = new Set<string>();
  const off = executor.on("tool.execution.started", (event) => void callIds.add(event.callId));
  const started = performance.now();
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  off();
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${label}: ${calls} calls, max ${maxInFlight} in flight, ${seconds.toFixed(1)} s (${Math.round(calls / seconds)} calls/s)`,
  );
  check(
    `${label}: every result is right and its own call's`,
    wrong.size === 0,
    JSON.stringify([...wrong]),
  );
  check(
    `${label}: every kind of outcome ran`,
    seenKinds.size === kinds.length,
    [...seenKinds].join(", "),
  );
  check(`${label}: ${IN_FLIGHT} calls in flight`, maxInFlight === IN_FLIGHT, String(maxInFlight));
  check(`${label}: each call id started once`, callIds.size === calls, String(callIds.size));
}

async function main(): Promise<void> {
  check("gc is exposed (--expose-gc)", gc !== undefined);
  const caller = new AbortController();
  // One signal shared by 1,000 calls in flight: each adds a listener while it runs, so Node's
  // leak warning (at 11) must be lifted, as docs/security.md tells users to.
  setMaxListeners(0, caller.signal);
  const listenersBefore = getEventListeners(caller.signal, "abort").length;
  const timersBefore = timers();
  const heapBefore = await heapMb();
  const started = performance.now();
  {
    const credentials = canaryCredentials();
    const executor = new ToolExecutor({ credentials });
    await run(executor, CALLS, "plain", caller.signal);
    const instrumented = new ToolExecutor({ credentials });
    const drop = {
      export: (_spans: unknown, done: (result: { code: 0 }) => void) => done({ code: 0 }),
      shutdown: async () => {},
    };
    const tracerProvider = new BasicTracerProvider({
      spanProcessors: [new SimpleSpanProcessor(drop)],
    });
    const undo = instrumentExecutor(instrumented, {
      tracerProvider,
      meterProvider: new MeterProvider(),
      recordArguments: true,
      recordResult: true,
    });
    await run(instrumented, INSTRUMENTED_CALLS, "instrumented", caller.signal);
    undo();
    await runPolicyLoad(credentials, CALLS, caller.signal, check);
  }
  await new Promise((resolve) => setTimeout(resolve, 50));
  const heapAfter = await heapMb();
  const listenersAfter = getEventListeners(caller.signal, "abort").length;
  const timersAfter = timers();
  console.log(
    `total ${((performance.now() - started) / 1000).toFixed(1)} s; heap ${heapBefore.toFixed(1)} MB -> ${heapAfter.toFixed(1)} MB (bound +${HEAP_BOUND_MB} MB)`,
  );
  console.log(
    `abort listeners on the caller's signal ${listenersBefore} -> ${listenersAfter}; active timers ${timersBefore} -> ${timersAfter}`,
  );
  check("no unhandled rejection", unhandled.length === 0, String(unhandled[0]));
  check(
    "no listener left on the caller's long-lived signal",
    listenersAfter === listenersBefore,
    `${listenersBefore} -> ${listenersAfter}`,
  );
  check("no timer left", timersAfter <= timersBefore, `${timersBefore} -> ${timersAfter}`);
  check(
    `heap within +${HEAP_BOUND_MB} MB after a forced GC`,
    heapAfter - heapBefore <= HEAP_BOUND_MB,
    `${heapBefore.toFixed(1)} -> ${heapAfter.toFixed(1)} MB`,
  );
  report();
}

function report(): void {
  for (const [name, pass, detail] of checks)
    console.log(`${pass ? "pass" : "FAIL"}  ${name}${pass ? "" : `  (${detail})`}`);
  const failed = checks.filter(([, pass]) => !pass).length;
  const directory = process.env.KIT_TEST_REPORT_DIR;
  if (directory) {
    mkdirSync(directory, { recursive: true });
    const summary = {
      numPassedTests: checks.length - failed,
      numFailedTests: failed,
      numPendingTests: 0,
      numTodoTests: 0,
    };
    writeFileSync(join(directory, "load.json"), `${JSON.stringify(summary)}\n`);
  }
  process.exitCode = failed === 0 ? 0 : 1;
}

main().catch((error: unknown) => {
  check("the load run completes", false, String(error));
  report();
});
