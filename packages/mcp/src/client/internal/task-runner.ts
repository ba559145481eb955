// Drives remote MCP tasks: sends a tool call as a task, polls `tasks/get` with backoff (at the
// server's `pollInterval` when it gives one), answers the server's questions with the user's
// handlers as the era says (2025: the requests that come while `tasks/result` is open; 2026:
// `inputRequests` answered with `tasks/update`), fetches the result, and cancels.
import { type CallHandlers, TaskNotFoundError } from "@kit/tools";
import type { CallToolResult, Client, ClientCapabilities } from "@modelcontextprotocol/client";
import { RemoteToolError } from "../../errors/remote-tool-error";
import type { McpRemoteTask } from "../mcp-remote-task";
import { QUIET_LIMIT_MS } from "./quiet-timer";
import type { SecretValues } from "./secret-values";
import { answerElicitation, answerSampling, type RequestOrigin } from "./server-requests";
import { FIRST_POLL_MS, MAX_BACKOFF_MS, pollDelay, sleep } from "./task-poll";
import {
  createdTask,
  extensionMeta,
  isFinished,
  isObject,
  RAW_RESULT,
  type RawResult,
  readTask,
  taskEra,
  unwrapTask,
} from "./task-wire";

/** The most questions one task may ask (2026 `inputRequests`): a server that keeps asking is stopped. */
export const MAX_TASK_QUESTIONS = 64;
/** How long a `tasks/cancel` sent on an abort may take. */
const CANCEL_TIMEOUT_MS = 5_000;
// The longest delay a timer holds: no SDK timeout on a request that waits for the task's end.
const MAX_TIMER_MS = 2 ** 31 - 1;

/** What a task's waiter hears and how it ends. */
export interface TaskWatch {
  /** Ends the wait (the caller decides whether the task is cancelled). */
  readonly signal: AbortSignal;
  /** Each task read, from the creation on. */
  readonly onTask?: ((task: McpRemoteTask) => void) | undefined;
  /** The call the server's questions are taken to come from. */
  readonly origin: RequestOrigin;
  /** The tool's name on the server, for errors. */
  readonly remoteName: string;
}

/** What the runner needs of its connection. */
export interface TaskRunnerSettings {
  readonly server: string;
  readonly secrets: SecretValues;
  readonly handlers: Pick<CallHandlers, "elicit" | "sample">;
  /** The client's capabilities, declared again with the extension on 2026 task requests. */
  readonly capabilities: ClientCapabilities;
}

/** A tool call sent as a task: the task the server made, or its result when it made none. */
export type TaskCallOutcome =
  | { readonly task: McpRemoteTask; readonly result?: undefined }
  | { readonly task?: undefined; readonly result: CallToolResult };

function errorCode(error: unknown): unknown {
  return (error as { code?: unknown } | undefined)?.code;
}

function errorMessage(error: unknown): string {
  const message = (error as { message?: unknown } | undefined)?.message;
  return String(message ?? error).replace(/^MCP error -?\d+: /, "");
}

/** Runs and reads the remote tasks of one connection. */
export class TaskRunner {
  readonly #settings: TaskRunnerSettings;

  constructor(settings: TaskRunnerSettings) {
    this.#settings = settings;
  }

  /** Sends `tools/call` as a task: with `params.task` (2025), or the extension declared (2026). */
  async call(
    client: Client,
    params: { name: string; arguments: Record<string, unknown>; _meta: Record<string, unknown> },
    signal: AbortSignal,
  ): Promise<TaskCallOutcome> {
    const request =
      taskEra(client) === "2025"
        ? { ...params, task: {} }
        : { ...params, _meta: { ...params._meta, ...extensionMeta(this.#settings.capabilities) } };
    const result = await client.request({ method: "tools/call", params: request }, RAW_RESULT, {
      signal,
      timeout: MAX_TIMER_MS,
    });
    const created = createdTask(result);
    if (created === undefined) return { result: result as CallToolResult };
    return { task: this.#read(created) };
  }

  /**
   * Reads a task with `tasks/get`.
   * @throws TaskNotFoundError when the server does not know the id (any more).
   */
  async get(
    client: Client,
    taskId: string,
    signal?: AbortSignal,
  ): Promise<{ task: McpRemoteTask; raw: RawResult }> {
    let raw: RawResult;
    try {
      raw = unwrapTask(
        await this.#request(client, "tasks/get", { taskId }, signal, QUIET_LIMIT_MS),
      );
    } catch (error) {
      // The SDK rejects an aborted request with an error of its own: the signal's reason instead.
      if (signal?.aborted) throw signal.reason;
      throw this.#notFound(error, taskId);
    }
    return { task: this.#read(raw), raw };
  }

  /**
   * Asks the server to cancel a task (cooperative: the server decides when it stops). A task
   * that already finished is left as it is.
   * @throws TaskNotFoundError when the server does not know the id (any more).
   */
  async cancel(
    client: Client,
    taskId: string,
    timeoutMs: number = CANCEL_TIMEOUT_MS,
  ): Promise<void> {
    try {
      await this.#request(client, "tasks/cancel", { taskId }, undefined, timeoutMs);
    } catch (error) {
      // 2025 refuses to cancel a finished task with the error it gives an unknown one.
      if (errorCode(error) !== -32602) throw this.#settings.secrets.cleanError(error);
      const { task } = await this.get(client, taskId);
      if (!isFinished(task.status)) throw this.#settings.secrets.cleanError(error);
    }
  }

  /**
   * Waits for a task's end and gives its `CallToolResult`.
   * @throws RemoteToolError when it failed (a JSON-RPC error) or was cancelled, or asked what
   * kit cannot answer; the signal's reason when the wait is ended.
   */
  async settle(client: Client, first: McpRemoteTask, watch: TaskWatch): Promise<CallToolResult> {
    const era = taskEra(client);
    let task = first;
    // The last `tasks/get` result; none yet for a task just created.
    let raw: RawResult | undefined;
    let backoff = FIRST_POLL_MS;
    const answered = new Set<string>();
    watch.onTask?.(task);
    for (;;) {
      if (isFinished(task.status) && (era === "2025" || raw !== undefined)) break;
      if (task.status === "input_required" && era === "2025") {
        // The server's questions come as requests while `tasks/result` is open, answered by the
        // connection's handlers; it answers once the task has ended.
        return this.#payload(client, task.taskId, watch);
      }
      if (task.status === "input_required" && raw !== undefined) {
        await this.#answer(client, task.taskId, raw, answered, watch);
      }
      // A task just created that is past `working` is read at once.
      if (raw !== undefined || task.status === "working") {
        await sleep(pollDelay(task.pollIntervalMs, backoff), watch.signal);
        backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
      }
      ({ task, raw } = await this.get(client, task.taskId, watch.signal));
      watch.onTask?.(task);
    }
    if (task.status === "cancelled") throw this.#failure(watch, this.#cancelledText(task));
    if (era === "2025") return this.#payload(client, task.taskId, watch);
    if (task.status === "failed") {
      const error = raw?.error;
      const text = isObject(error) && typeof error.message === "string" ? error.message : "";
      throw this.#failure(watch, text || task.message || `task '${task.taskId}' failed`);
    }
    const result = raw?.result;
    if (!isObject(result)) {
      throw this.#failure(watch, `task '${task.taskId}' completed without a result`);
    }
    return result as CallToolResult;
  }

  // 2025: the result as `tasks/result` gives it (a tool's failure as its JSON-RPC error).
  async #payload(client: Client, taskId: string, watch: TaskWatch): Promise<CallToolResult> {
    try {
      const result = await this.#request(
        client,
        "tasks/result",
        { taskId },
        watch.signal,
        MAX_TIMER_MS,
      );
      return result as CallToolResult;
    } catch (error) {
      if (watch.signal.aborted) throw watch.signal.reason;
      if (errorCode(error) === -32602) throw this.#notFound(error, taskId);
      if (typeof errorCode(error) === "number") throw this.#failure(watch, errorMessage(error));
      throw this.#settings.secrets.cleanError(error);
    }
  }

  // 2026: answers the questions not answered yet, with one `tasks/update`.
  async #answer(
    client: Client,
    taskId: string,
    raw: RawResult,
    answered: Set<string>,
    watch: TaskWatch,
  ): Promise<void> {
    const requests = raw.inputRequests;
    if (!isObject(requests)) return;
    const responses: Record<string, unknown> = {};
    for (const [key, request] of Object.entries(requests)) {
      if (answered.has(key) || !isObject(request)) continue;
      if (answered.size >= MAX_TASK_QUESTIONS) {
        throw this.#failure(watch, `asked more than ${MAX_TASK_QUESTIONS} questions in one task`);
      }
      answered.add(key);
      responses[key] = await this.#respond(request, watch);
    }
    if (Object.keys(responses).length === 0) return;
    try {
      await this.#request(
        client,
        "tasks/update",
        { taskId, inputResponses: responses },
        watch.signal,
        QUIET_LIMIT_MS,
      );
    } catch (error) {
      if (watch.signal.aborted) throw watch.signal.reason;
      throw this.#notFound(error, taskId);
    }
  }

  async #respond(request: Record<string, unknown>, watch: TaskWatch): Promise<unknown> {
    const { elicit, sample } = this.#settings.handlers;
    const params = (isObject(request.params) ? request.params : {}) as never;
    if (request.method === "elicitation/create" && elicit !== undefined) {
      return answerElicitation(elicit, params, watch.origin, watch.signal);
    }
    if (request.method === "sampling/createMessage" && sample !== undefined) {
      return answerSampling(sample, params, watch.origin, watch.signal);
    }
    const handler = request.method === "sampling/createMessage" ? "sample" : "elicit";
    const why =
      request.method === "elicitation/create" || request.method === "sampling/createMessage"
        ? `the connection has no '${handler}' handler`
        : "kit answers only elicitation/create and sampling/createMessage";
    throw this.#failure(watch, `asked '${String(request.method)}' during its task, and ${why}`);
  }

  // A task request; in 2026 it declares the extension, as the server requires of it.
  #request(
    client: Client,
    method: string,
    params: Record<string, unknown>,
    signal: AbortSignal | undefined,
    timeout: number,
  ): Promise<RawResult> {
    const sent =
      taskEra(client) === "2026"
        ? { ...params, _meta: extensionMeta(this.#settings.capabilities) }
        : params;
    return client.request({ method, params: sent }, RAW_RESULT, {
      ...(signal === undefined ? {} : { signal }),
      timeout,
    });
  }

  #read(raw: unknown): McpRemoteTask {
    return readTask(raw, (text) => this.#settings.secrets.clean(text));
  }

  #cancelledText(task: McpRemoteTask): string {
    return `task '${task.taskId}' was cancelled${task.message === undefined ? "" : `: ${task.message}`}`;
  }

  #failure(watch: TaskWatch, text: string): RemoteToolError {
    const { server, secrets } = this.#settings;
    return new RemoteToolError({ server, remoteName: watch.remoteName, text: secrets.clean(text) });
  }

  #notFound(error: unknown, taskId: string): unknown {
    if (errorCode(error) !== -32602) return this.#settings.secrets.cleanError(error);
    const reason = /expired/i.test(errorMessage(error)) ? "expired" : "unknown";
    return new TaskNotFoundError({ taskId, reason });
  }
}
