// An executor's tasks: starting one (its run goes on in the background, its news to the store),
// and reading, awaiting and cancelling any task of the store by id, wherever it runs.
import type { ElicitHandler } from "../../context/elicitation";
import type { SampleHandler } from "../../context/sampling";
import { TaskNotFoundError } from "../../errors/task-not-found-error";
import { checkTimeout } from "../../executor/internal/check-timeout";
import type { ExecuteOptions } from "../../executor/tool-executor";
import type { ToolResult } from "../../executor/tool-result";
import type { AnyTool } from "../../tool/tool";
import type { AwaitTaskOptions, StartTaskOptions } from "../task-options";
import type { TaskReportAnswer } from "../task-store";
import type { ToolTask } from "../tool-task";
import { checkId } from "./check-task-id";
import { readStartOptions } from "./read-start-options";
import { storedResult, taskEnding } from "./task-outcome";
import { TaskReporter } from "./task-reporter";
import type { TaskSettings } from "./task-settings";
import { toToolTask } from "./to-tool-task";
import { waitForRecord } from "./wait-for-record";

type Execute = (tool: AnyTool, inputs: unknown, options: ExecuteOptions) => Promise<ToolResult>;

interface RunningTask {
  readonly done: Promise<ToolResult>;
  readonly cancel: () => void;
}

/** The tasks of one executor. */
export class TaskRunner {
  readonly #execute: Execute;
  readonly #settings: TaskSettings;
  // The tasks this executor runs now: awaited here without reading the store.
  readonly #running = new Map<string, RunningTask>();

  constructor(execute: Execute, settings: TaskSettings) {
    this.#execute = execute;
    this.#settings = settings;
  }

  /** Starts a task, or finds the one its id names. */
  async start(
    tool: AnyTool,
    inputs: unknown,
    options: StartTaskOptions | undefined,
  ): Promise<ToolTask> {
    const { taskId, restart } = readStartOptions(tool, options);
    const { store, leaseMs, ttlMs } = this.#settings;
    const ownerId = globalThis.crypto.randomUUID();
    const creation = await store.create({
      taskId,
      toolName: tool.name,
      ownerId,
      leaseMs,
      ttlMs,
      takeOverLost: restart,
    });
    if (creation.state === "created") this.#run(tool, inputs, options ?? {}, taskId, ownerId);
    return toToolTask(creation.record);
  }

  /** Reads a task. */
  async get(taskId: string): Promise<ToolTask> {
    const lookup = await this.#settings.store.read(checkId(taskId));
    if (lookup.state !== "found") throw new TaskNotFoundError({ taskId, reason: lookup.state });
    return toToolTask(lookup.record);
  }

  /** Waits for a task to finish, then gives its result. */
  async wait(taskId: string, options: AwaitTaskOptions | undefined): Promise<ToolResult> {
    checkId(taskId);
    const signal = waitSignal(options);
    const running = this.#running.get(taskId);
    let result: ToolResult;
    if (running === undefined) {
      const record = await waitForRecord(this.#settings, taskId, signal);
      result = storedResult(record, record.outcome!);
    } else {
      result = await untilAborted(running.done, signal);
    }
    if (options?.raiseOnFailure !== false && result.status === "failure") throw result.error;
    return result;
  }

  /** Asks for a task to be cancelled; one running here stops at once. */
  async cancel(taskId: string): Promise<ToolTask> {
    const lookup = await this.#settings.store.cancel(checkId(taskId));
    if (lookup.state !== "found") throw new TaskNotFoundError({ taskId, reason: lookup.state });
    this.#running.get(taskId)?.cancel();
    return toToolTask(lookup.record);
  }

  #run(
    tool: AnyTool,
    inputs: unknown,
    options: StartTaskOptions,
    taskId: string,
    ownerId: string,
  ): void {
    const { store, leaseMs, maxResultBytes } = this.#settings;
    const controller = new AbortController();
    let cancelled = false;
    const cancel = (): void => {
      cancelled = true;
      controller.abort(new DOMException(`Task '${taskId}' was cancelled.`, "AbortError"));
    };
    const hear = (answer: TaskReportAnswer): void => {
      if (answer.cancelRequested) cancel();
      else if (!answer.owned)
        controller.abort(new DOMException(`Task '${taskId}' was found lost.`, "AbortError"));
    };
    const reporter = new TaskReporter(store, taskId, ownerId, leaseMs, hear);
    const unwatch = store.watch?.(taskId, (record) => {
      if (record.cancelRequested && record.outcome === undefined) cancel();
    });
    const { onProgress, onLog, elicit, sample, timeoutMs, retry } = options;
    const done = this.#execute(tool, inputs, {
      callId: taskId,
      signal: controller.signal,
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
    }).then(async (result) => {
      const said = reporter.stop();
      unwatch?.();
      // A store that cannot be reached now leaves the task to its lease: readers elsewhere then
      // find it lost; this process's waiters still get the result.
      await store
        .finish(taskId, ownerId, taskEnding(result, cancelled, maxResultBytes, said))
        .catch(() => {});
      this.#running.delete(taskId);
      return result;
    });
    this.#running.set(taskId, { done, cancel });
  }
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
