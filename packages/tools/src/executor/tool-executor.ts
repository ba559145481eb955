// Hot path: `execute` runs on every call; it checks the options and hands the call on.
// Runs tools: validation, approval, concurrency limits, credentials, retries, timeouts, events
// and interceptors around every call.

import type { CallHandlers } from "../context/call-handlers";
import type { ApproveCall } from "../policies/approval-request";
import { readPolicies, readRetry } from "../policies/internal/policy-options";
import type { ExactlyOnceOptions, PolicyStores } from "../policies/policy-stores";
import type { RateLimit } from "../policies/rate-limit-store";
import type { RetryOptions } from "../policies/retry-options";
import { checkQuestion } from "../tasks/internal/check-question";
import { TaskRunner } from "../tasks/internal/task-runner";
import { readTaskSettings, type TaskSettings } from "../tasks/internal/task-settings";
import type { AwaitTaskOptions, StartTaskOptions, TaskOptions } from "../tasks/task-options";
import type { ToolTask } from "../tasks/tool-task";
import type { AnyTool, Tool } from "../tool/tool";
import type { CredentialResolver } from "./credential-resolver";
import { nextCallId } from "./internal/call-id";
import { CallState } from "./internal/call-state";
import { checkTimeout } from "./internal/check-timeout";
import type { DeferredAbort } from "./internal/deferred-abort";
import { EVENTS } from "./internal/deliver-event";
import { runInterceptors } from "./internal/run-interceptors";
import { type ExecutorParts, runToolCall } from "./internal/run-tool-call";
import type { ToolEventListener, ToolEventName } from "./tool-events";
import type { ToolInterceptor } from "./tool-interceptor";
import type { ToolResult } from "./tool-result";

/**
 * Settings of a {@link ToolExecutor}. Its `onProgress` and `onLog` hear every call (besides each
 * call's own); its `elicit` and `sample` answer the calls whose caller gave none.
 */
export interface ToolExecutorOptions extends CallHandlers {
  /** Resolves the credentials tools declare: a `CredentialManager` or anything shaped like it. */
  readonly credentials?: CredentialResolver | undefined;
  /**
   * A limit for every call, in milliseconds (positive, finite); none when undefined. Any
   * length works: one longer than a single timer holds (2^31-1 ms) never fires early.
   */
  readonly timeoutMs?: number | undefined;
  /**
   * Retries of a failed attempt, for idempotent (or read-only) tools only; none when
   * undefined. A call's own `retry` replaces it.
   */
  readonly retry?: RetryOptions | undefined;
  /**
   * How many calls of this executor may run at once (a positive integer); no limit when
   * undefined. Calls over it wait in order of arrival, and the wait counts toward their timeout.
   */
  readonly maxConcurrency?: number | undefined;
  /** How many calls of each named tool may run at once (positive integers), like `maxConcurrency`. */
  readonly toolConcurrency?: Readonly<Record<string, number>> | undefined;
  /**
   * Asked before every call of a tool that is not read-only, after input validation and
   * before the call waits for a slot or resolves credentials. Only `true` lets the call run.
   * The call's `timeoutMs` does not cover the wait for an answer; the caller's signal does.
   */
  readonly approve?: ApproveCall | undefined;
  /**
   * How many calls of each named tool may start per interval, such as
   * `{ search: { calls: 10, intervalMs: 1000 } }`. A call waits for its turn (the wait counts
   * toward its timeout); one whose turn would come after its timeout fails at once with a
   * `RateLimitError` cause, without running the tool.
   */
  readonly toolRateLimits?: Readonly<Record<string, RateLimit>> | undefined;
  /**
   * Like `toolRateLimits`, per credential name: every call of a tool that declares the
   * credential takes a turn of its rate, so the tools sharing one API key share its quota.
   */
  readonly credentialRateLimits?: Readonly<Record<string, RateLimit>> | undefined;
  /**
   * Where the policies keep their state instead of this executor's memory: concurrency slots,
   * rate limit turns, call ids already run (`calls`: a tool that is not idempotent then runs
   * once per call id) and calls waiting for approval (`approvals`, in place of `approve`).
   * Shared stores (`@kit/redis`) make the policies hold across processes.
   */
  readonly stores?: PolicyStores | undefined;
  /** How long call ids are remembered and waited for, and how much of an outcome is kept. */
  readonly exactlyOnce?: ExactlyOnceOptions | undefined;
  /**
   * How long a call of a tool that is not read-only waits for an approval (from `approve` or
   * `stores.approvals`), in milliseconds, after which it fails with an `ApprovalTimeoutError`
   * cause and the tool never runs. Not part of `timeoutMs`, which starts after the approval.
   * `DEFAULT_APPROVAL_TIMEOUT_MS` (5 minutes) when undefined; `Infinity` waits without a
   * limit.
   */
  readonly approvalTimeoutMs?: number | undefined;
  /** How long tasks' results are kept and how soon a stopped process's tasks are found lost. */
  readonly tasks?: TaskOptions | undefined;
}

/**
 * Settings of one call. Its `onProgress`, `onLog`, `elicit` and `sample` are the caller's side
 * of the tool's {@link ToolContext}: where reports go and who answers questions.
 */
export interface ExecuteOptions extends CallHandlers {
  /** `true` (default): a failure rejects with the typed error. `false`: it resolves to a failure result. */
  readonly raiseOnFailure?: boolean | undefined;
  /** Aborts the call (credential resolution and the tool's run); the cause is its `reason`. */
  readonly signal?: AbortSignal | undefined;
  /** A limit for this call, in milliseconds (positive, finite); replaces the executor's. */
  readonly timeoutMs?: number | undefined;
  /** The call's id, such as the model's tool-call id; a fresh unique one when omitted. */
  readonly callId?: string | undefined;
  /** Retries for this call (idempotent tools only); replaces the executor's `retry`. */
  readonly retry?: RetryOptions | undefined;
}

/**
 * Runs tools the way an agent needs: validates a copy of the inputs, resolves exactly the
 * declared credentials, runs the tool under a timeout and abort signal, validates the
 * output, hides credential values, emits events, and returns a `ToolResult`.
 * @example
 * ```ts
 * import type { CredentialManager } from "@kit/credentials";
 * import { defineTool, ToolExecutor } from "@kit/tools";
 *
 * declare const manager: CredentialManager; // holds "weather-api-key"
 * const fetchWeather = defineTool({
 *   name: "fetch_weather",
 *   inputSchema: { parameters: [{ name: "city", type: "string" }] },
 *   outputSchema: {
 *     parameters: [
 *       { name: "city", type: "string" },
 *       { name: "temperature", type: "float" },
 *     ],
 *   },
 *   credentialNames: ["weather-api-key"],
 *   execute: async ({ city }) => ({ city, temperature: 21.5 }),
 * });
 * const executor = new ToolExecutor({ credentials: manager, timeoutMs: 10_000 });
 * const result = await executor.execute(fetchWeather, { city: "Oslo" });
 * result.output; // { city: "Oslo", temperature: 21.5 }
 * ```
 */
export class ToolExecutor {
  readonly #parts: ExecutorParts;
  readonly #timeoutMs: number | undefined;
  // One list, replaced on change like the listeners: a running chain keeps its snapshot.
  readonly #interceptors: ToolInterceptor[][] = [[]];
  readonly #taskSettings: () => TaskSettings;
  #tasks: TaskRunner | undefined;

  /**
   * @param options - the credential manager, a timeout for every call, and the policies
   * (retry, concurrency limits, approval).
   * @throws RangeError when `timeoutMs` is not a positive finite number, a concurrency limit
   * is not a positive integer, or a `retry` number is out of range.
   * @throws TypeError when `credentials` has no `resolve` method, `approve` is not a
   * function, `retry`, `toolConcurrency`, a rate limit or `exactlyOnce` is not an object, a
   * store lacks a method, or both `approve` and `stores.approvals` are set.
   */
  constructor(options: ToolExecutorOptions = {}) {
    const { credentials, timeoutMs } = options;
    checkTimeout(timeoutMs);
    if (credentials !== undefined && typeof credentials?.resolve !== "function") {
      throw new TypeError("ToolExecutor: 'credentials' needs a resolve(names, options) method.");
    }
    this.#timeoutMs = timeoutMs;
    checkHandlers(options);
    this.#taskSettings = readTaskSettings(options.stores, options.tasks);
    const { onProgress, onLog, elicit, sample } = options;
    this.#parts = {
      credentials,
      listeners: [[], [], [], [], [], [], []],
      policies: readPolicies(options),
      handlers: { onProgress, onLog, elicit, sample },
    };
  }

  /**
   * Runs one call. Never throws synchronously.
   * @param inputs - the arguments, as the model gave them; never changed.
   * @param options - mode, abort signal, timeout and call id.
   * @returns the result. In strict mode (the default) a failure rejects with the typed error
   * (the same object as the result's `error`); with `raiseOnFailure: false` it never rejects.
   * @throws ToolValidationError when the inputs or the output do not match the schema
   * (strict mode).
   * @throws ToolExecutionError when the tool throws or rejects, times out, is aborted, or
   * its credentials cannot be resolved, or approval is refused (`ApprovalDeniedError` as the
   * cause) (strict mode).
   * @throws RangeError in both modes, before anything runs, for an invalid `timeoutMs` or
   * `retry`.
   */
  execute<TInput, TOutput>(
    tool: Tool<TInput, TOutput>,
    inputs: unknown,
    options?: ExecuteOptions,
  ): Promise<ToolResult<TOutput>> {
    return this.#call(tool, inputs, options, undefined) as Promise<ToolResult<TOutput>>;
  }

  // `execute`, and a task's run: its abort's signal is made now if the call will listen to it
  // (a timeout, credentials, policies), else only if the tool reads it.
  #call(
    tool: AnyTool,
    inputs: unknown,
    options: ExecuteOptions | undefined,
    abort: DeferredAbort | undefined,
  ): Promise<ToolResult> {
    let call: CallState;
    let raise: boolean;
    try {
      const { timeoutMs, raiseOnFailure, callId: given, retry } = options ?? NO_OPTIONS;
      let { signal } = options ?? NO_OPTIONS;
      checkTimeout(timeoutMs);
      if (typeof tool?.execute !== "function" || typeof tool.name !== "string") {
        throw new TypeError("ToolExecutor.execute() takes a Tool as its first argument.");
      }
      const callId = given ?? nextCallId();
      if (typeof callId !== "string")
        throw new TypeError("ToolExecutor.execute(): callId must be a string.");
      const ownRetry = retry === undefined ? undefined : readRetry(retry);
      if (options !== undefined) checkHandlers(options);
      const parts = this.#parts;
      const timeout = timeoutMs ?? this.#timeoutMs;
      let deferred = abort;
      if (
        deferred !== undefined &&
        (signal !== undefined ||
          timeout !== undefined ||
          ownRetry !== undefined ||
          parts.policies !== undefined ||
          tool.credentialNames.length > 0)
      ) {
        signal = deferred.signal;
        deferred = undefined;
      }
      call = new CallState(
        tool as never,
        inputs,
        callId,
        timeout,
        signal,
        ownRetry,
        options ?? NO_OPTIONS,
        parts,
        deferred,
      );
      raise = raiseOnFailure !== false;
    } catch (error) {
      return Promise.reject(error);
    }
    const [interceptors] = this.#interceptors as [ToolInterceptor[]];
    return interceptors.length === 0
      ? runToolCall(call, this.#parts, raise)
      : runInterceptors(interceptors, call, this.#parts, raise);
  }

  /**
   * Starts a call as a task and returns at once: the call runs on in this process, past the
   * request that started it, and its status, progress and result can be read, awaited and
   * cancelled by its id from any executor sharing `stores.tasks` (this executor's own memory
   * when there is none). Starting an id that is taken starts nothing and returns that task.
   * @param inputs - the arguments, as the model gave them; never changed.
   * @param options - the task's id, its handlers, timeout and retries; `restart` for a lost one.
   * @returns the task as stored when it started.
   * @throws TypeError for a value that is not a tool, a bad task id, or `restart` of a tool
   * that is not idempotent; RangeError for a bad `timeoutMs`; the store's error when it cannot
   * be reached (nothing then runs).
   * @example
   * ```ts
   * import { defineTool, ToolExecutor } from "@kit/tools";
   *
   * const report = defineTool({
   *   name: "monthly_report",
   *   effects: { readOnly: true },
   *   execute: async () => ({ rows: 1200 }),
   * });
   * const executor = new ToolExecutor();
   * const task = await executor.startTask(report, {});
   * // later, from this executor or any other sharing its stores.tasks:
   * (await executor.getTask(task.taskId)).status; // "working", then "completed"
   * (await executor.awaitTask(task.taskId)).output; // { rows: 1200 }
   * ```
   */
  async startTask(tool: AnyTool, inputs: unknown, options?: StartTaskOptions): Promise<ToolTask> {
    if (options !== undefined) checkHandlers(options);
    return this.#taskRunner().start(tool, inputs, options);
  }

  /**
   * Reads a task: its status, last progress and message.
   * @throws TaskNotFoundError when the store does not hold it (unknown, or its result expired);
   * TypeError for a bad id; the store's own error.
   */
  getTask(taskId: string): Promise<ToolTask> {
    return this.#taskRunner().get(taskId);
  }

  /**
   * Waits for a task to finish and gives its result. A task running in this executor gives the
   * result itself; one read from the store gives its output, or an error rebuilt from the name
   * and message stored (a task whose process stopped fails with a `TaskLostError`).
   * @throws the task's error (unless `raiseOnFailure: false`); TaskNotFoundError; the signal's
   * reason or a `TimeoutError` when the wait ends first (the task goes on).
   */
  awaitTask<TOutput = unknown>(
    taskId: string,
    options?: AwaitTaskOptions,
  ): Promise<ToolResult<TOutput>> {
    return this.#taskRunner().wait(taskId, options) as Promise<ToolResult<TOutput>>;
  }

  /**
   * Asks for a task to be cancelled: its tool's abort signal fires (at once when it runs in this
   * process, at its process's next heartbeat otherwise) and it ends `cancelled`. A finished task
   * is left as it is.
   * @returns the task as it is after the request.
   * @throws TaskNotFoundError; TypeError for a bad id; the store's own error.
   */
  cancelTask(taskId: string): Promise<ToolTask> {
    return this.#taskRunner().cancel(taskId);
  }

  /**
   * Asks a question in a task this executor runs, and waits for its answer: the question is kept
   * with the task in `stores.tasks` (its `questions`, read by `getTask` anywhere), and an
   * answer given with `answerTask` through any executor sharing the store reaches it (within
   * 100 ms plus a store round trip; at once when given here). A server asks this way on behalf
   * of a task's tool (`@kit/mcp` does, for `context.elicit` and `context.sample`).
   * @param key - names the question among the task's: 1-128 characters.
   * @param question - JSON data, already redacted: what readers see.
   * @param signal - stops waiting; the question is taken back.
   * @throws TypeError for a bad id, key or question, or a task that does not run here; the
   * store's own error.
   */
  askInTask(
    taskId: string,
    key: string,
    question: unknown,
    signal?: AbortSignal,
  ): Promise<unknown> {
    checkQuestion("askInTask", key, question);
    return this.#taskRunner().ask(taskId, key, question, signal);
  }

  /**
   * Answers a question a task asked with `askInTask`, from any executor sharing the task store.
   * @param answer - JSON data.
   * @returns false when no question of that key waits (answered already, or the task finished).
   * @throws TypeError for a bad id, key or answer; the store's own error.
   */
  answerTask(taskId: string, key: string, answer: unknown): Promise<boolean> {
    checkQuestion("answerTask", key, answer);
    return this.#taskRunner().answer(taskId, key, answer);
  }

  #taskRunner(): TaskRunner {
    this.#tasks ??= new TaskRunner(
      (tool, inputs, options, abort) => this.#call(tool, inputs, options, abort),
      this.#taskSettings(),
      this.#parts.listeners,
    );
    return this.#tasks;
  }

  /**
   * Subscribes to an event. Listeners are called synchronously, in subscription order; one
   * that throws or rejects is ignored.
   * @param event - `tool.execution.started`, `tool.execution.completed`, `tool.execution.failed`,
   * or, while a call runs, `tool.execution.progress` and `tool.execution.log`; for tasks,
   * `tool.task.starting` (a listener may add propagation fields to store with the task) and
   * `tool.task.read` (after each `getTask`, `awaitTask` and `cancelTask` that found the task).
   * @returns a function that unsubscribes.
   * @throws TypeError for an unknown event name or a listener that is not a function.
   */
  on<TEvent extends ToolEventName>(event: TEvent, listener: ToolEventListener<TEvent>): () => void {
    const index = EVENTS.indexOf(event);
    if (index === -1) throw new TypeError(`ToolExecutor.on(): unknown event '${String(event)}'.`);
    if (typeof listener !== "function")
      throw new TypeError("ToolExecutor.on(): listener must be a function.");
    return subscribe(this.#parts.listeners as unknown as unknown[][], index, listener);
  }

  /**
   * Adds an interceptor around every call. The first added is the outermost.
   * @param interceptor - receives the call and `next`, which runs the rest of it.
   * @returns a function that removes the interceptor.
   * @throws TypeError when the interceptor is not a function.
   */
  use(interceptor: ToolInterceptor): () => void {
    if (typeof interceptor !== "function") {
      throw new TypeError("ToolExecutor.use(): the interceptor must be a function.");
    }
    return subscribe(this.#interceptors, 0, interceptor);
  }
}

const NO_OPTIONS: ExecuteOptions = {};

// Copy-on-write: a call delivering events (or running interceptors) keeps the list it read.
// Each undo removes one occurrence, so a function added twice is removed once per undo.
function subscribe<T>(lists: T[][], index: number, item: T): () => void {
  lists[index] = [...lists[index]!, item];
  let active = true;
  return () => {
    if (active) {
      const list = [...lists[index]!];
      list.splice(list.lastIndexOf(item), 1);
      lists[index] = list;
    }
    active = false;
  };
}

const HANDLERS = ["onProgress", "onLog", "elicit", "sample"] as const;

function checkHandlers(handlers: CallHandlers): void {
  for (const key of HANDLERS) {
    const handler = handlers[key];
    if (handler !== undefined && typeof handler !== "function") {
      throw new TypeError(`ToolExecutor: '${key}' must be a function.`);
    }
  }
}
