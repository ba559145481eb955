// MCP tasks on kit's server, both eras: a tools/call started as a task with the executor, and
// the tasks/* methods that read, await, answer and cancel it. The task lives in the executor's
// task store (any replica sharing it reads it), and so do its questions: the process running it
// asks them there (tasks-local.ts), any replica lists and answers them.
import {
  type AnyTool,
  TaskNotFoundError,
  type ToolExecutor,
  type ToolRegistry,
  type ToolTask,
} from "@kit/tools";
import {
  type ClientCapabilities,
  ProtocolError,
  RELATED_TASK_META_KEY,
  type ServerContext,
} from "@modelcontextprotocol/server";
import { invalidParams } from "./call-result";
import { askThrough } from "./tasks-ask-through";
import { requireExtension } from "./tasks-errors";
import { LocalTasks } from "./tasks-local";
import type { TasksPolicy } from "./tasks-policy";
import { taskQuestionHandlers } from "./tasks-question-handlers";
import { StoreQuestions, storedQuestions } from "./tasks-store-questions";
import {
  inputRequests,
  isTerminal,
  legacyTask,
  modernTask,
  type TaskEnd,
  type TaskView,
  taskEnd,
  taskView,
} from "./tasks-wire";

type Params = Readonly<Record<string, unknown>>;

/** The tasks of one server factory: every server it makes shares them. */
export class TasksService {
  readonly #executor: ToolExecutor;
  readonly #registry: ToolRegistry;
  readonly policy: TasksPolicy;
  readonly #maxResultLength: number;
  readonly #local = new LocalTasks();

  constructor(
    executor: ToolExecutor,
    registry: ToolRegistry,
    policy: TasksPolicy,
    maxResultLength: number,
  ) {
    this.#executor = executor;
    this.#registry = registry;
    this.policy = policy;
    this.#maxResultLength = maxResultLength;
  }

  /** Whether the server declares tasks: when configured, or when a tool of the registry supports them. */
  offered(configured: boolean): boolean {
    if (configured) return true;
    for (const tool of this.#registry) {
      if (this.policy.supportOf(tool) !== "forbidden") return true;
    }
    return false;
  }

  /**
   * Starts a call as a task; resolves once the task is stored (a tasks/get right after finds it).
   * @param capabilities - what the client declared it can answer (elicitation, sampling).
   * @param earlier - answers gathered before the task (`askFirst`), by question key (`kit-n`, in
   * the order the tool asks): the tool's n-th question gets the n-th answer at once.
   */
  async start(
    tool: AnyTool,
    inputs: Params,
    capabilities: ClientCapabilities | undefined,
    earlier?: Readonly<Record<string, unknown>>,
  ): Promise<ToolTask> {
    const taskId = globalThis.crypto.randomUUID();
    // Each question is also put in the store, so that any replica lists and answers it.
    const local = this.#local.open(taskId, (key, question, signal) =>
      this.#executor.askInTask(taskId, key, question, signal),
    );
    const say = (message: string | undefined): void => {
      if (message !== undefined) local.said = message;
    };
    const { elicit, sample } = taskQuestionHandlers(local, capabilities, earlier);
    let task: ToolTask;
    try {
      task = await this.#executor.startTask(tool, inputs, {
        taskId,
        onProgress: (progress) => say(progress.message),
        onLog: (entry) => say(entry.message),
        elicit,
        sample,
      });
    } catch (error) {
      this.#local.forget(taskId);
      throw error;
    }
    // The task runs in this executor: its end comes from memory, without reading the store.
    this.#executor
      .awaitTask(taskId, { raiseOnFailure: false })
      .catch(() => undefined)
      .finally(() => this.#local.forget(taskId));
    return task;
  }

  /** The 2025-11-25 CreateTaskResult of a task just started. */
  legacyCreated(task: ToolTask): Record<string, unknown> {
    return { task: legacyTask(this.#createdView(task), this.policy) };
  }

  /** The 2026-07-28 CreateTaskResult of a task just started (flat, `resultType: "task"`). */
  modernCreated(task: ToolTask): Record<string, unknown> {
    return { resultType: "task", ...modernTask(this.#createdView(task), this.policy) };
  }

  // A task begins `working` (as stored), even when its tool asked a question at once: the next
  // tasks/get says `input_required`.
  #createdView(task: ToolTask): TaskView {
    return { ...taskView(task, this.#local.get(task.taskId)), status: task.status };
  }

  /** tasks/get of 2025-11-25: the task; a tool's failure is `failed` there. */
  async legacyGet(params: unknown): Promise<Record<string, unknown>> {
    const task = await this.#read(params);
    const view = taskView(task, this.#local.get(task.taskId));
    if (view.status === "completed" || view.status === "failed") {
      const end = await this.#end(task);
      const failed = end.kind === "error" || end.result.isError === true;
      return legacyTask({ ...view, status: failed ? "failed" : "completed" }, this.policy);
    }
    return legacyTask(view, this.policy);
  }

  /**
   * tasks/result of 2025-11-25: waits for the task to end, asking the client its questions on
   * the way (each request tied to the task by its related-task `_meta`), then gives what the
   * tools/call would have given, or its JSON-RPC error.
   */
  async legacyResult(params: unknown, ctx: ServerContext): Promise<Record<string, unknown>> {
    const task = await this.#read(params);
    const { taskId } = task;
    // Its questions come from the task running here, else from the store (another replica runs it).
    const local = this.#local.get(taskId);
    const remote = local === undefined ? new StoreQuestions(this.#executor, taskId) : undefined;
    const stopAsking = askThrough(
      local ?? (remote as StoreQuestions),
      taskId,
      ctx,
      (key, response) => {
        this.#answer(taskId, key, response).catch(() => {});
      },
    );
    const stop = (): void => {
      stopAsking();
      remote?.stop();
    };
    let end: TaskEnd;
    try {
      const result = await this.#executor.awaitTask(taskId, {
        raiseOnFailure: false,
        signal: ctx.mcpReq.signal,
      });
      end = taskEnd(
        await this.#executor.getTask(taskId),
        result,
        this.#hasOutputSchema(task),
        this.#maxResultLength,
      );
    } finally {
      stop();
    }
    if (end.kind === "error") throw new ProtocolError(end.code, end.message);
    return { ...end.result, _meta: { [RELATED_TASK_META_KEY]: { taskId } } };
  }

  /** tasks/cancel of 2025-11-25: the task, now cancelled; -32602 for one already finished. */
  async legacyCancel(params: unknown): Promise<Record<string, unknown>> {
    const task = await this.#read(params);
    const view = taskView(task, this.#local.get(task.taskId));
    if (isTerminal(view.status)) {
      throw invalidParams(`Cannot cancel task: already in terminal status '${view.status}'`);
    }
    const cancelled = await this.#executor.cancelTask(task.taskId);
    this.#markCancelled(task.taskId);
    return legacyTask(
      { ...taskView(cancelled, undefined), status: "cancelled", statusMessage: undefined },
      this.policy,
    );
  }

  /**
   * tasks/get of the 2026-07-28 extension: the task, with its questions while it waits for
   * answers, its result once completed (a tool's failure is a result with `isError`), or the
   * error once failed.
   */
  async modernGet(params: unknown, ctx: ServerContext): Promise<Record<string, unknown>> {
    requireExtension(ctx);
    const task = await this.#read(params);
    const local = this.#local.get(task.taskId);
    const view = taskView(task, local);
    if (view.status === "input_required") {
      // Its questions as the task running here holds them, else as the store does.
      const pending = local?.pending() ?? storedQuestions(task);
      if (pending.size > 0) {
        return { ...modernTask(view, this.policy), inputRequests: inputRequests(pending) };
      }
    }
    if (view.status !== "completed" && view.status !== "failed") {
      return modernTask(view, this.policy);
    }
    const end = await this.#end(task);
    if (end.kind === "error") {
      return {
        ...modernTask({ ...view, status: "failed" }, this.policy),
        error: { code: end.code, message: end.message },
      };
    }
    return { ...modernTask({ ...view, status: "completed" }, this.policy), result: end.result };
  }

  /**
   * tasks/update of the 2026-07-28 extension: answers to the task's questions, by key. A key
   * that names no question waiting here is ignored, as the extension says.
   */
  async modernUpdate(params: unknown, ctx: ServerContext): Promise<Record<string, unknown>> {
    requireExtension(ctx);
    const task = await this.#read(params);
    // The SDK takes `inputResponses` out of the params of a request of 2026-07-28 (each a plain
    // object; it drops the others).
    const responses =
      ctx.mcpReq.inputResponses ?? (params as { inputResponses?: unknown }).inputResponses;
    if (typeof responses !== "object" || responses === null || Array.isArray(responses)) {
      throw invalidParams("Invalid tasks/update params: 'inputResponses' must be an object");
    }
    // Through the store: the tool waiting for it may run on another replica.
    for (const [key, response] of Object.entries(responses)) {
      await this.#answer(task.taskId, key, response);
    }
    return {};
  }

  /** tasks/cancel of the 2026-07-28 extension: an empty acknowledgement, also for a finished task. */
  async modernCancel(params: unknown, ctx: ServerContext): Promise<Record<string, unknown>> {
    requireExtension(ctx);
    const task = await this.#read(params);
    if (!isTerminal(task.status)) {
      await this.#executor.cancelTask(task.taskId);
      this.#markCancelled(task.taskId);
    }
    return {};
  }

  // An answer to a question of the task, wherever it runs; a key that is not one (too long, say)
  // answers nothing, as an unknown key does.
  async #answer(taskId: string, key: string, response: unknown): Promise<void> {
    try {
      await this.#executor.answerTask(taskId, key, response);
    } catch (error) {
      if (!(error instanceof TypeError)) throw error;
    }
  }

  // A task cancelled here reads `cancelled` at once (2025-11-25 asks for it before the answer).
  #markCancelled(taskId: string): void {
    const local = this.#local.get(taskId);
    if (local !== undefined) local.cancelled = true;
  }

  async #read(params: unknown): Promise<ToolTask> {
    const taskId = (params as { taskId?: unknown } | undefined)?.taskId;
    if (typeof taskId !== "string" || taskId === "") {
      throw invalidParams("Invalid params: 'taskId' must be a non-empty string");
    }
    try {
      return await this.#executor.getTask(taskId);
    } catch (error) {
      if (TaskNotFoundError.isInstance(error)) {
        throw invalidParams(
          error.reason === "expired"
            ? "Failed to retrieve task: Task has expired"
            : "Failed to retrieve task: Task not found",
        );
      }
      if (error instanceof TypeError)
        throw invalidParams(`Failed to retrieve task: ${error.message}`);
      throw error;
    }
  }

  // How a finished task ended; its result read once more (the task is finished, so at once).
  async #end(task: ToolTask): Promise<TaskEnd> {
    const result = await this.#executor.awaitTask(task.taskId, { raiseOnFailure: false });
    return taskEnd(task, result, this.#hasOutputSchema(task), this.#maxResultLength);
  }

  #hasOutputSchema(task: ToolTask): boolean {
    return (this.#registry.lookup(task.toolName)?.outputSchema ?? null) !== null;
  }
}
