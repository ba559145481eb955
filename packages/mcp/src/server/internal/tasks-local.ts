// What the process running a task knows of it first: the questions its tool asked that wait for
// the client (MCP's input requests), and the last thing it said. The task's status, progress and
// result live in the executor's task store, readable from any replica; with a relay, each
// question is also put in the store (ToolExecutor.askInTask), so any replica lists it and answers
// it (ToolExecutor.answerTask), and the relay gives the answer back here.

/** A question of a running task, as MCP sends it: `elicitation/create` or `sampling/createMessage`. */
export interface TaskQuestion {
  readonly method: "elicitation/create" | "sampling/createMessage";
  readonly params: Record<string, unknown>;
}

interface Waiting {
  readonly question: TaskQuestion;
  readonly answer: (response: unknown) => void;
}

/**
 * Puts a question of the task where every replica sees it and waits for its answer, given
 * through any replica (`ToolExecutor.askInTask`).
 */
export type QuestionRelay = (
  key: string,
  question: TaskQuestion,
  signal: AbortSignal,
) => Promise<unknown>;

/** One task running in this process. */
export class LocalTask {
  readonly #relay: QuestionRelay | undefined;
  readonly #waiting = new Map<string, Waiting>();
  readonly #listeners = new Set<() => void>();
  #asked = 0;
  /** The latest progress or log message of its tool. */
  said: string | undefined;
  /**
   * A client cancelled it: it reads `cancelled` from now on, while its tool stops (the store says
   * so once the tool has ended).
   */
  cancelled = false;

  /** @param relay - where its questions are also put and answered; without it, only here. */
  constructor(relay?: QuestionRelay) {
    this.#relay = relay;
  }

  /**
   * Asks the client a question and waits for its answer (`tasks/update` in 2026-07-28, the
   * answer to the request sent on `tasks/result` in 2025-11-25), until `signal` aborts. With a
   * relay, the answer comes through the relay (from any replica).
   */
  ask(question: TaskQuestion, signal: AbortSignal): Promise<unknown> {
    this.#asked += 1;
    const key = `kit-${this.#asked}`;
    return new Promise((resolve, reject) => {
      const settle = (): void => {
        signal.removeEventListener("abort", stop);
        this.#waiting.delete(key);
      };
      const stop = (): void => {
        settle();
        reject(signal.reason);
      };
      if (signal.aborted) return stop();
      signal.addEventListener("abort", stop, { once: true });
      const answer = (response: unknown): void => {
        settle();
        resolve(response);
      };
      this.#waiting.set(key, { question, answer });
      for (const listener of this.#listeners) listener();
      this.#relay?.(key, question, signal).then(answer, (error: unknown) => {
        settle();
        reject(error);
      });
    });
  }

  /** The questions waiting for an answer, by key. */
  pending(): ReadonlyMap<string, TaskQuestion> {
    return new Map(Array.from(this.#waiting, ([key, waiting]) => [key, waiting.question]));
  }

  /**
   * Answers the question of `key` here (a task without a relay); false when no question of that
   * key waits, or the task has a relay (its answers go through the relay's store).
   */
  answer(key: string, response: unknown): boolean {
    const waiting = this.#waiting.get(key);
    if (waiting === undefined || this.#relay !== undefined) return false;
    waiting.answer(response);
    return true;
  }

  /** Calls `listener` each time a question is asked, until the returned function is called. */
  onQuestion(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}

/** The tasks running in this process, by id. */
export class LocalTasks {
  readonly #tasks = new Map<string, LocalTask>();

  /** Records a task starting here; `forget` when it ends. */
  open(taskId: string, relay?: QuestionRelay): LocalTask {
    const task = new LocalTask(relay);
    this.#tasks.set(taskId, task);
    return task;
  }

  get(taskId: string): LocalTask | undefined {
    return this.#tasks.get(taskId);
  }

  forget(taskId: string): void {
    this.#tasks.delete(taskId);
  }
}
