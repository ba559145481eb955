// The task side of a connection: which calls go as MCP tasks, running one inside a kit call (its
// status messages to the call's progress, a `tasks/cancel` when the call is aborted), and the
// tasks handed to the user by id: startTask, getTask, awaitTask, cancelTask.
import { randomUUID } from "node:crypto";
import type { AnyTool, ToolContext } from "@kit/tools";
import { type CallToolResult, type Client, LOG_LEVEL_META_KEY } from "@modelcontextprotocol/client";
import { McpConnectionError } from "../../errors/mcp-connection-error";
import { markTaskSupport, type TaskSupport, taskSupportOf } from "../../shared/task-support";
import type { McpAwaitTaskOptions, McpRemoteTask, McpTaskMode } from "../mcp-remote-task";
import type { RunningCall } from "./calls-in-flight";
import { QUIET_LIMIT_MS } from "./quiet-timer";
import { TaskRunner, type TaskRunnerSettings } from "./task-runner";
import { isFinished, isObject, serverOffersTasks, taskEra } from "./task-wire";

/** How many results of calls a server answered at once (no task made) `startTask` keeps. */
const MAX_LOCAL_RESULTS = 100;
const NO_ORIGIN = Object.freeze({ toolName: "", callId: "" });

/** What a call sends: the tool's name on the server, its arguments and `_meta`. */
export interface CallParams {
  name: string;
  arguments: Record<string, unknown>;
  _meta: Record<string, unknown>;
}

/** Turns a finished call's result into the tool's output (or its error), as a plain call does. */
export type FinishResult = (result: CallToolResult, remoteName: string) => unknown;

function fail(method: string, message: string): never {
  throw new TypeError(`McpConnection.${method}(): ${message}`);
}

function checkTaskId(method: string, taskId: unknown): asserts taskId is string {
  if (typeof taskId !== "string" || taskId === "")
    fail(method, "'taskId' must be a non-empty string.");
}

/** The tasks of one connection. */
export class ConnectionTasks {
  readonly #runner: TaskRunner;
  readonly #mode: McpTaskMode;
  readonly #server: string;
  // The server's answer for each of its tools (by its name there), and kit's names for them.
  #support = new Map<string, TaskSupport>();
  #remoteNames = new Map<string, string>();
  // Results of startTask calls the server answered at once, under ids of kit's.
  readonly #local = new Map<string, { task: McpRemoteTask; result: CallToolResult }>();

  constructor(settings: TaskRunnerSettings, mode: McpTaskMode) {
    this.#runner = new TaskRunner(settings);
    this.#mode = mode;
    this.#server = settings.server;
  }

  /**
   * Records what the server says of its tools' tasks, and marks each tool with what kit can offer
   * of it (for a gateway to declare): 2025's `execution.taskSupport` where the server offers tasks
   * for tool calls, `optional` for every tool of a 2026 server that declares the extension (it
   * decides); a `required` one is `optional` to kit's callers, as the call runs the task itself.
   */
  learn(client: Client, tools: readonly AnyTool[]): void {
    const offered = serverOffersTasks(client);
    const modern = taskEra(client) === "2026";
    const support = new Map<string, TaskSupport>();
    const remoteNames = new Map<string, string>();
    for (const tool of tools) {
      const remoteName = tool.tags?.["mcp.tool"] ?? tool.name;
      let said: TaskSupport = modern ? "optional" : (taskSupportOf(tool) ?? "forbidden");
      if (!offered) said = "forbidden";
      // The kit tool itself runs a required task inside a plain call (unless the mode is
      // "never"), so a gateway may offer it to its own clients either way.
      markTaskSupport(tool, said === "required" && this.#mode !== "never" ? "optional" : said);
      support.set(remoteName, said);
      remoteNames.set(tool.name, remoteName);
    }
    this.#support = support;
    this.#remoteNames = remoteNames;
  }

  /** Whether a call of this remote tool goes as a task (see {@link McpTaskMode}). */
  plans(client: Client, remoteName: string): boolean {
    if (this.#mode === "never") return false;
    const support = this.#support.get(remoteName);
    if (support === "required") return true;
    return support === "optional" && (this.#mode === "prefer" || taskEra(client) === "2026");
  }

  /**
   * Runs a kit call as a task and gives the tool's `CallToolResult`. The task's status messages
   * go to the call's progress; a call that gives its task up (its abort or timeout, a question
   * it cannot answer) cancels it.
   */
  async run(
    client: Client,
    params: CallParams,
    createSignal: AbortSignal,
    call: RunningCall,
    context: ToolContext,
    created: () => void,
  ): Promise<CallToolResult> {
    const outcome = await this.#runner.call(client, params, createSignal);
    if (outcome.task === undefined) return outcome.result;
    // The limit on silence was the creation's; the polls have limits of their own.
    created();
    const { taskId } = outcome.task;
    let said: string | undefined;
    let ended = false;
    const onTask = (task: McpRemoteTask): void => {
      ended = isFinished(task.status);
      if (task.message === undefined || task.message === said) return;
      said = task.message;
      try {
        context.progress(call.done ?? 0, call.total, task.message);
      } catch {
        // Kit refuses a report that goes back: the message is dropped.
      }
    };
    const origin = { toolName: call.toolName, callId: context.callId };
    try {
      return await this.#runner.settle(client, outcome.task, {
        signal: context.signal,
        onTask,
        origin,
        remoteName: params.name,
      });
    } catch (error) {
      // The call gives the task up (aborted, timed out, a question kit cannot answer, a server
      // that stopped answering): the server is asked to stop it, without waiting for its answer.
      if (!ended) void this.#runner.cancel(client, taskId).catch(() => {});
      throw error;
    }
  }

  /** `McpConnection.startTask`. */
  async start(
    client: Client,
    toolName: string,
    inputs: Record<string, unknown>,
  ): Promise<McpRemoteTask> {
    if (typeof toolName !== "string") fail("startTask", "'toolName' must be a string.");
    const remoteName = this.#remoteNames.get(toolName);
    if (remoteName === undefined) {
      throw new RangeError(
        `McpConnection.startTask(): MCP server '${this.#server}' has no tool '${toolName}'.`,
      );
    }
    if (!isObject(inputs)) fail("startTask", "'inputs' must be an object of the tool's inputs.");
    const support = this.#support.get(remoteName);
    if (support === "forbidden" || support === undefined) {
      throw new McpConnectionError({
        server: this.#server,
        reason: `cannot run '${toolName}' as a task: ${
          serverOffersTasks(client)
            ? "its execution.taskSupport is 'forbidden'"
            : "the server does not offer tasks for tool calls"
        }`,
      });
    }
    const params = {
      name: remoteName,
      arguments: { ...inputs },
      _meta: { [LOG_LEVEL_META_KEY]: "debug" },
    };
    const outcome = await this.#runner.call(client, params, AbortSignal.timeout(QUIET_LIMIT_MS));
    if (outcome.task !== undefined) return outcome.task;
    // A 2026 server may answer at once: the result is kept here, under an id of kit's.
    const now = Date.now();
    const task: McpRemoteTask = Object.freeze({
      taskId: `kit-local-${randomUUID()}`,
      status: "completed",
      message: undefined,
      createdAt: now,
      updatedAt: now,
      ttlMs: null,
      pollIntervalMs: undefined,
    });
    this.#local.set(task.taskId, { task, result: outcome.result });
    if (this.#local.size > MAX_LOCAL_RESULTS) {
      const [oldest] = this.#local.keys();
      if (oldest !== undefined) this.#local.delete(oldest);
    }
    return task;
  }

  /** `McpConnection.getTask`. */
  async get(client: Client, taskId: string): Promise<McpRemoteTask> {
    checkTaskId("getTask", taskId);
    const local = this.#local.get(taskId);
    if (local !== undefined) return local.task;
    return (await this.#runner.get(client, taskId, AbortSignal.timeout(QUIET_LIMIT_MS))).task;
  }

  /** `McpConnection.awaitTask`: the tool's output, once the task has ended. */
  async await(
    client: Client,
    taskId: string,
    options: McpAwaitTaskOptions,
    finish: FinishResult,
  ): Promise<unknown> {
    checkTaskId("awaitTask", taskId);
    if (!isObject(options)) fail("awaitTask", "'options' must be an object.");
    const { signal, timeoutMs } = options;
    if (signal !== undefined && !(signal instanceof AbortSignal)) {
      fail("awaitTask", "'signal' must be an AbortSignal.");
    }
    if (
      timeoutMs !== undefined &&
      (typeof timeoutMs !== "number" || !Number.isFinite(timeoutMs) || timeoutMs <= 0)
    ) {
      throw new RangeError(
        "McpConnection.awaitTask(): 'timeoutMs' must be a positive finite number of milliseconds.",
      );
    }
    const local = this.#local.get(taskId);
    if (local !== undefined) return finish(local.result, taskId);
    const signals = [signal, timeoutMs === undefined ? undefined : AbortSignal.timeout(timeoutMs)];
    const present = signals.filter((each): each is AbortSignal => each !== undefined);
    const bound = present.length === 0 ? new AbortController().signal : AbortSignal.any(present);
    const { task } = await this.#runner.get(client, taskId, bound);
    const result = await this.#runner.settle(client, task, {
      signal: bound,
      origin: NO_ORIGIN,
      remoteName: `task ${taskId}`,
    });
    return finish(result, `task ${taskId}`);
  }

  /** `McpConnection.cancelTask`. */
  async cancel(client: Client, taskId: string): Promise<void> {
    checkTaskId("cancelTask", taskId);
    // A result kept here has nothing left to cancel.
    if (this.#local.has(taskId)) return;
    await this.#runner.cancel(client, taskId, QUIET_LIMIT_MS);
  }
}
