// What only the process running a task knows of it: the questions its tool asked that wait for
// the client (MCP's input requests), and the last thing it said. The task's status, progress and
// result live in the executor's task store, readable from any replica; a question lives with the
// promise of the tool waiting for its answer, so it is asked and answered through the replica
// running the task (an intermediary routes tasks/* by the Mcp-Name header, which carries the id).

/** A question of a running task, as MCP sends it: `elicitation/create` or `sampling/createMessage`. */
export interface TaskQuestion {
  readonly method: "elicitation/create" | "sampling/createMessage";
  readonly params: Record<string, unknown>;
}

interface Waiting {
  readonly question: TaskQuestion;
  readonly answer: (response: unknown) => void;
}

/** One task running in this process. */
export class LocalTask {
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

  /**
   * Asks the client a question and waits for its answer (`tasks/update` in 2026-07-28, the
   * answer to the request sent on `tasks/result` in 2025-11-25), until `signal` aborts.
   */
  ask(question: TaskQuestion, signal: AbortSignal): Promise<unknown> {
    this.#asked += 1;
    const key = `kit-${this.#asked}`;
    return new Promise((resolve, reject) => {
      const stop = (): void => {
        this.#waiting.delete(key);
        reject(signal.reason);
      };
      if (signal.aborted) return stop();
      signal.addEventListener("abort", stop, { once: true });
      this.#waiting.set(key, {
        question,
        answer: (response) => {
          signal.removeEventListener("abort", stop);
          this.#waiting.delete(key);
          resolve(response);
        },
      });
      for (const listener of this.#listeners) listener();
    });
  }

  /** The questions waiting for an answer, by key. */
  pending(): ReadonlyMap<string, TaskQuestion> {
    return new Map(Array.from(this.#waiting, ([key, waiting]) => [key, waiting.question]));
  }

  /** Answers the question of `key`; false when no question of that key waits. */
  answer(key: string, response: unknown): boolean {
    const waiting = this.#waiting.get(key);
    if (waiting === undefined) return false;
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
  open(taskId: string): LocalTask {
    const task = new LocalTask();
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
