// An executor's tasks: starting one (its run goes on in the background, its news to the store),
// and reading, awaiting and cancelling any task of the store by id, wherever it runs.
import type { ElicitHandler } from "../../context/elicitation";
import type { SampleHandler } from "../../context/sampling";
import { TaskNotFoundError } from "../../errors/task-not-found-error";
import { checkTimeout } from "../../executor/internal/check-timeout";
import { DeferredAbort } from "../../executor/internal/deferred-abort";
import { deliverEvent, type ToolListeners } from "../../executor/internal/deliver-event";
import type { ExecuteOptions } from "../../executor/tool-executor";
import type { ToolResult } from "../../executor/tool-result";
import type { AnyTool } from "../../tool/tool";
import type { AwaitTaskOptions, StartTaskOptions } from "../task-options";
import type { TaskRecord, TaskReportAnswer } from "../task-store";
import type { ToolTask } from "../tool-task";
import { checkId } from "./check-task-id";
import { Heartbeats } from "./heartbeats";
import { nextOwnerId } from "./owner-id";
import { readStartOptions } from "./read-start-options";
import { storedResult, taskEnding } from "./task-outcome";
import { TaskQuestions } from "./task-questions";
import { TaskReporter } from "./task-reporter";
import type { TaskSettings } from "./task-settings";
import { toToolTask } from "./to-tool-task";
import { waitForRecord } from "./wait-for-record";

type Execute = (
  tool: AnyTool,
  inputs: unknown,
  options: ExecuteOptions,
  abort: DeferredAbort,
) => Promise<ToolResult>;

interface RunningTask {
  readonly done: Promise<ToolResult>;
  readonly cancel: () => void;
  readonly traceContext: Readonly<Record<string, string>>;
}

const NO_CONTEXT: Readonly<Record<string, string>> = Object.freeze({});

/** The tasks of one executor. */
export class TaskRunner {
  readonly #execute: Execute;
  readonly #settings: TaskSettings;
  // The tasks this executor runs now: awaited here without reading the store.
  readonly #running = new Map<string, RunningTask>();
  // The owner id of each task running here, from before its tool starts to its end.
  readonly #owners = new Map<string, string>();

  readonly #listeners: ToolListeners;
  readonly #heartbeats: Heartbeats;
  readonly #questions: TaskQuestions;

  constructor(execute: Execute, settings: TaskSettings, listeners: ToolListeners) {
    this.#execute = execute;
    this.#settings = settings;
    this.#listeners = listeners;
    this.#heartbeats = new Heartbeats(settings.leaseMs);
    this.#questions = new TaskQuestions(() => settings.store);
  }

  /** Puts a question of a task running here and waits for its answer (task-questions.ts). */
  ask(taskId: string, key: string, question: unknown, signal?: AbortSignal): Promise<unknown> {
    const ownerId = this.#owners.get(checkId(taskId));
    if (ownerId === undefined) {
      return Promise.reject(
        new TypeError(`ToolExecutor.askInTask: task '${taskId}' does not run in this executor.`),
      );
    }
    return this.#questions.ask(taskId, ownerId, key, question, signal);
  }

  /** Answers a question of a task, wherever it runs. */
  answer(taskId: string, key: string, answer: unknown): Promise<boolean> {
    return this.#questions.answer(checkId(taskId), key, answer);
  }

  /** Starts a task, or finds the one its id names. */
  async start(
    tool: AnyTool,
    inputs: unknown,
    options: StartTaskOptions | undefined,
  ): Promise<ToolTask> {
    const { taskId, restart } = readStartOptions(tool, options);
    const { store, leaseMs, ttlMs } = this.#settings;
    const ownerId = nextOwnerId();
    const traceContext = this.#startingContext(taskId, tool.name);
    const creation = await store.create({
      taskId,
      toolName: tool.name,
      ownerId,
      leaseMs,
      ttlMs,
      takeOverLost: restart,
      traceContext,
    });
    if (creation.state === "created") {
      this.#run(tool, inputs, options ?? {}, taskId, ownerId, traceContext ?? NO_CONTEXT);
    }
    return toToolTask(creation.record);
  }

  /** Reads a task. */
  async get(taskId: string): Promise<ToolTask> {
    const startTime = Date.now();
    const lookup = await this.#settings.store.read(checkId(taskId));
    if (lookup.state !== "found") throw new TaskNotFoundError({ taskId, reason: lookup.state });
    this.#read("get", lookup.record, startTime);
    return toToolTask(lookup.record);
  }

  /** Waits for a task to finish, then gives its result. */
  async wait(taskId: string, options: AwaitTaskOptions | undefined): Promise<ToolResult> {
    // A task running here had its id checked when it started.
    const running = this.#running.get(taskId);
    if (running === undefined) checkId(taskId);
    const startTime = Date.now();
    const signal = waitSignal(options);
    let result: ToolResult;
    if (running === undefined) {
      const record = await waitForRecord(this.#settings, taskId, signal);
      result = storedResult(record, record.outcome!);
      this.#read("await", record, startTime);
    } else {
      result = await untilAborted(running.done, signal);
      if (this.#listeners[6].length > 0) {
        const { toolName } = result;
        const status = result.status === "success" ? "completed" : "failed";
        const record = { taskId, toolName, status, traceContext: running.traceContext } as const;
        this.#read("await", record, startTime);
      }
    }
    if (options?.raiseOnFailure !== false && result.status === "failure") throw result.error;
    return result;
  }

  /** Asks for a task to be cancelled; one running here stops at once. */
  async cancel(taskId: string): Promise<ToolTask> {
    const startTime = Date.now();
    const lookup = await this.#settings.store.cancel(checkId(taskId));
    if (lookup.state !== "found") throw new TaskNotFoundError({ taskId, reason: lookup.state });
    this.#running.get(taskId)?.cancel();
    this.#read("cancel", lookup.record, startTime);
    return toToolTask(lookup.record);
  }

  /** The propagation fields `tool.task.starting` listeners give, checked; undefined for none. */
  #startingContext(taskId: string, toolName: string): Record<string, string> | undefined {
    const listeners = this.#listeners[5];
    if (listeners.length === 0) return undefined;
    const traceContext: Record<string, string> = {};
    deliverEvent(listeners, { taskId, toolName, traceContext });
    return keptContext(traceContext);
  }

  /** Tells `tool.task.read` listeners that an operation found the task. */
  #read(
    operation: "get" | "await" | "cancel",
    record: Pick<TaskRecord, "taskId" | "toolName" | "status" | "traceContext">,
    startTime: number,
  ): void {
    const listeners = this.#listeners[6];
    if (listeners.length === 0) return;
    const { taskId, toolName, status } = record;
    const traceContext = record.traceContext ?? NO_CONTEXT;
    const durationMs = Date.now() - startTime;
    deliverEvent(listeners, {
      taskId,
      toolName,
      operation,
      status,
      traceContext,
      startTime,
      durationMs,
    });
  }

  #run(
    tool: AnyTool,
    inputs: unknown,
    options: StartTaskOptions,
    taskId: string,
    ownerId: string,
    traceContext: Readonly<Record<string, string>>,
  ): void {
    const { store, leaseMs, maxResultBytes } = this.#settings;
    // The tool's signal is made only if it reads it (see DeferredAbort).
    const abort = new DeferredAbort();
    this.#owners.set(taskId, ownerId);
    let cancelled = false;
    const cancel = (): void => {
      cancelled = true;
      abort.abort(new DOMException(`Task '${taskId}' was cancelled.`, "AbortError"));
    };
    const hear = (answer: TaskReportAnswer): void => {
      if (answer.cancelRequested) cancel();
      else if (!answer.owned)
        abort.abort(new DOMException(`Task '${taskId}' was found lost.`, "AbortError"));
    };
    const reporter = new TaskReporter(store, taskId, ownerId, leaseMs, hear, this.#heartbeats);
    const unwatch = store.watch?.(taskId, (record) => {
      if (record.cancelRequested && record.outcome === undefined) cancel();
    });
    const { onProgress, onLog, elicit, sample, timeoutMs, retry } = options;
    const done = this.#execute(
      tool,
      inputs,
      {
        callId: taskId,
        raiseOnFailure: false,
        timeoutMs,
        retry,
        onProgress: (progress) => {
          reporter.progress({
            done: progress.done,
            total: progress.total,
            message: progress.message,
          });
          onProgress?.(progress);
        },
        onLog: (entry) => {
          reporter.message(entry.message);
          onLog?.(entry);
        },
        elicit: elicit && asking(reporter, elicit),
        sample: sample && asking(reporter, sample),
      },
      abort,
    ).then(async (result) => {
      const said = reporter.stop();
      unwatch?.();
      // A store that cannot be reached now leaves the task to its lease: readers elsewhere then
      // find it lost; this process's waiters still get the result.
      await store
        .finish(taskId, ownerId, taskEnding(result, cancelled, maxResultBytes, said))
        .catch(ignore);
      this.#running.delete(taskId);
      this.#owners.delete(taskId);
      return result;
    });
    this.#running.set(taskId, { done, cancel, traceContext });
  }
}

function ignore(): void {}

// A field name a propagator would use (`traceparent`, `tracestate`, `baggage`, ...).
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/;

/** At most 8 string fields of at most 512 characters: what a store keeps with a task. */
function keptContext(given: Record<string, string>): Record<string, string> | undefined {
  const kept: Record<string, string> = {};
  let count = 0;
  for (const [name, value] of Object.entries(given)) {
    if (count === 8) break;
    if (typeof value !== "string" || value.length > 512 || !FIELD_NAME.test(name)) continue;
    kept[name] = value;
    count += 1;
  }
  return count === 0 ? undefined : Object.freeze(kept);
}

function asking<T extends ElicitHandler | SampleHandler>(reporter: TaskReporter, handler: T): T {
  return (async (request: never) => {
    reporter.status("input_required");
    try {
      return await (handler as (request: never) => unknown)(request);
    } finally {
      reporter.status("working");
    }
  }) as T;
}

function waitSignal(options: AwaitTaskOptions | undefined): AbortSignal | undefined {
  const { signal, timeoutMs } = options ?? {};
  checkTimeout(timeoutMs);
  const timeout = timeoutMs === undefined ? undefined : AbortSignal.timeout(timeoutMs);
  if (signal === undefined) return timeout;
  return timeout === undefined ? signal : AbortSignal.any([signal, timeout]);
}

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (signal === undefined) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const stop = (): void => reject(signal.reason);
    signal.addEventListener("abort", stop, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", stop));
  });
}
