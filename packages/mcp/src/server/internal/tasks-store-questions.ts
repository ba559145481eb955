// The questions of a task running on another replica, as its store holds them
// (ToolTask.questions): read every QUESTION_POLL_MS while a 2025-11-25 tasks/result waits here,
// so that its questions are asked through this replica too.
import type { ToolExecutor, ToolTask } from "@kit/tools";
import type { QuestionSource } from "./tasks-ask-through";
import type { TaskQuestion } from "./tasks-local";

/** How often a replica that does not run a task reads its questions while tasks/result waits. */
const QUESTION_POLL_MS = 200;

/** The store's questions of one task, read again and again until `stop`. */
export class StoreQuestions implements QuestionSource {
  readonly #executor: ToolExecutor;
  readonly #taskId: string;
  readonly #listeners = new Set<() => void>();
  #pending: ReadonlyMap<string, TaskQuestion> = new Map();
  #timer: ReturnType<typeof setTimeout> | undefined;
  #stopped = false;

  constructor(executor: ToolExecutor, taskId: string) {
    this.#executor = executor;
    this.#taskId = taskId;
    this.#read();
  }

  pending(): ReadonlyMap<string, TaskQuestion> {
    return this.#pending;
  }

  onQuestion(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Stops reading. */
  stop(): void {
    this.#stopped = true;
    if (this.#timer !== undefined) clearTimeout(this.#timer);
  }

  #read(): void {
    this.#executor.getTask(this.#taskId).then(
      (task) => {
        this.#pending = storedQuestions(task);
        if (this.#pending.size > 0) for (const listener of this.#listeners) listener();
        this.#next();
      },
      () => this.#next(),
    );
  }

  #next(): void {
    if (this.#stopped) return;
    this.#timer = setTimeout(() => this.#read(), QUESTION_POLL_MS);
    this.#timer.unref?.();
  }
}

function isQuestion(value: unknown): value is TaskQuestion {
  const { method, params } = (value ?? {}) as Partial<TaskQuestion>;
  return (
    (method === "elicitation/create" || method === "sampling/createMessage") &&
    typeof params === "object" &&
    params !== null
  );
}

/** The questions of a task as its store holds them (another replica runs it). */
export function storedQuestions(task: ToolTask): ReadonlyMap<string, TaskQuestion> {
  return new Map(
    Object.entries(task.questions ?? {}).filter(([, question]) => isQuestion(question)) as [
      string,
      TaskQuestion,
    ][],
  );
}
