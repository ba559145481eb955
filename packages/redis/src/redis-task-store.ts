// Tasks on Redis: any process sharing the Redis and the prefix reads, awaits and cancels any
// task, and a task whose process stopped is found lost within its lease.
import type {
  TaskCreateRequest,
  TaskCreation,
  TaskEnding,
  TaskLookup,
  TaskReport,
  TaskReportAnswer,
  TaskStore,
} from "@kit/tools";
import { readOptions, type StoreSettings } from "./internal/read-options";
import { ScriptRunner } from "./internal/script-runner";
import { newTaskRecord, parsedValues, taskRecord } from "./internal/task-record";
import {
  ANSWER_QUESTION,
  CANCEL_TASK,
  CREATE_TASK,
  FINISH_TASK,
  PUT_QUESTION,
  READ_TASK,
  REPORT_TASK,
  TAKE_ANSWERS,
} from "./internal/task-scripts";
import type { RedisClient } from "./redis-client";
import type { RedisStoreOptions } from "./redis-store-options";

type Found = [string, string[]?];

/**
 * A {@link TaskStore} on Redis, for `ToolExecutor`'s `stores.tasks`: a task started by any
 * process is read, awaited and cancelled from any other that shares the Redis and the prefix.
 * Each method is one script call (one round trip). Every key expires on its own: a running
 * task's after its lease plus twice its ttl unless renewed, a finished one's after twice its ttl.
 * While Redis cannot be reached, each method fails with `RedisUnavailableError` (a task store
 * has no local fallback: a task kept only here would be a task the others cannot see).
 */
export class RedisTaskStore implements TaskStore {
  readonly #scripts: ScriptRunner;
  readonly #settings: StoreSettings;

  /**
   * @param client - an `ioredis` client (or anything with `evalsha` and `eval`).
   * @param options - the prefix and the command timeout (the lease of a task is the executor's
   * `tasks.leaseMs`).
   * @throws RangeError or TypeError for a bad option.
   */
  constructor(client: RedisClient, options?: RedisStoreOptions) {
    this.#settings = readOptions(options);
    this.#scripts = new ScriptRunner(client, this.#settings.commandTimeoutMs);
  }

  /** Stores a new task for its owner unless its id is taken (one script call); see `TaskStore.create` in @kit/tools. */
  async create(request: TaskCreateRequest): Promise<TaskCreation> {
    const { taskId, toolName, ownerId, leaseMs, ttlMs, takeOverLost, traceContext } = request;
    const trace = traceContext === undefined ? "" : JSON.stringify(traceContext);
    const [state, first, second] = (await this.#scripts.run(
      "start a task",
      CREATE_TASK,
      [this.#key(taskId)],
      [
        taskId,
        toolName,
        ownerId,
        Math.ceil(leaseMs),
        Math.ceil(ttlMs),
        takeOverLost ? 1 : 0,
        trace,
      ],
    )) as [string, string[] | number, number?];
    if (state !== "created") return { state: "exists", record: taskRecord(first as string[]) };
    const record = newTaskRecord(request, trace, first as number, second as number);
    return { state: "created", record };
  }

  /** Reads a task, marking it lost first when its lease ran out (one script call); see `TaskStore.read` in @kit/tools. */
  async read(taskId: string): Promise<TaskLookup> {
    return lookup(await this.#scripts.run("read a task", READ_TASK, [this.#key(taskId)], []));
  }

  /** The owner's word on its running task, renewing its lease (one script call); see `TaskStore.report` in @kit/tools. */
  async report(taskId: string, ownerId: string, report: TaskReport): Promise<TaskReportAnswer> {
    const { status, progress, message, leaseMs } = report;
    const [owned, cancel] = (await this.#scripts.run(
      "report on a task",
      REPORT_TASK,
      [this.#key(taskId)],
      [
        ownerId,
        Math.ceil(leaseMs),
        status ?? "",
        progress === undefined ? "" : JSON.stringify(progress),
        message === undefined ? 0 : 1,
        message ?? "",
      ],
    )) as [number, number];
    return { owned: owned === 1, cancelRequested: cancel === 1 };
  }

  /** Stores how the owner's task ended, kept for its ttl (one script call); see `TaskStore.finish` in @kit/tools. */
  async finish(taskId: string, ownerId: string, ending: TaskEnding): Promise<void> {
    const { status, outcome, message, progress } = ending;
    await this.#scripts.run(
      "store how a task ended",
      FINISH_TASK,
      [this.#key(taskId)],
      [
        ownerId,
        status,
        JSON.stringify(outcome),
        message === undefined ? 0 : 1,
        message ?? "",
        progress === undefined ? "" : JSON.stringify(progress),
      ],
    );
  }

  /** Puts (or takes back) a question of the owner's running task (one script call); see `TaskStore.putQuestion` in @kit/tools. */
  async putQuestion(
    taskId: string,
    ownerId: string,
    key: string,
    question: unknown,
  ): Promise<void> {
    const json = question === undefined ? "" : JSON.stringify(question);
    await this.#scripts.run(
      "put a task's question",
      PUT_QUESTION,
      [this.#key(taskId)],
      [ownerId, key, json],
    );
  }

  /** Answers a question of a running task, from any process (one script call); see `TaskStore.answer` in @kit/tools. */
  async answer(taskId: string, key: string, answer: unknown): Promise<boolean> {
    const answered = await this.#scripts.run(
      "answer a task's question",
      ANSWER_QUESTION,
      [this.#key(taskId)],
      [key, JSON.stringify(answer)],
    );
    return answered === 1;
  }

  /** The answers given to the owner's questions, then gone (one script call); see `TaskStore.takeAnswers` in @kit/tools. */
  async takeAnswers(taskId: string, ownerId: string): Promise<Readonly<Record<string, unknown>>> {
    const json = (await this.#scripts.run(
      "take a task's answers",
      TAKE_ANSWERS,
      [this.#key(taskId)],
      [ownerId],
    )) as string;
    return json === "" ? {} : parsedValues(json);
  }

  /** Asks for a task to be cancelled (one script call); see `TaskStore.cancel` in @kit/tools. */
  async cancel(taskId: string): Promise<TaskLookup> {
    return lookup(await this.#scripts.run("cancel a task", CANCEL_TASK, [this.#key(taskId)], []));
  }

  #key(taskId: string): string {
    return `${this.#settings.prefix}task:${taskId}`;
  }
}

function lookup(answer: unknown): TaskLookup {
  const [state, fields] = answer as Found;
  if (state === "found") return { state, record: taskRecord(fields ?? []) };
  return { state: state === "expired" ? "expired" : "unknown" };
}
