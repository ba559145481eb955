// The questions of the tasks an executor runs, kept in the task store so that any process sharing
// it sees them and answers them: the owner puts a question, any process stores an answer, and the
// owner takes the answers every ANSWER_POLL_MS while a question of the task waits (at once when
// the answer was given in this executor).
import type { TaskStore } from "../task-store";

/** How often the owner of a task with a question waiting takes the answers from the store. */
const ANSWER_POLL_MS = 100;

type Answer = (answer: unknown) => void;

interface Asking {
  readonly ownerId: string;
  readonly waiting: Map<string, Answer>;
  timer: ReturnType<typeof setTimeout> | undefined;
  taking: boolean;
}

/** The questions of one executor's running tasks. */
export class TaskQuestions {
  readonly #store: () => TaskStore;
  readonly #tasks = new Map<string, Asking>();

  constructor(store: () => TaskStore) {
    this.#store = store;
  }

  /**
   * Puts a question of a task running here and waits for its answer, given here or through any
   * executor sharing the store, until `signal` aborts (the question is then taken back).
   */
  ask(
    taskId: string,
    ownerId: string,
    key: string,
    question: unknown,
    signal: AbortSignal | undefined,
  ): Promise<unknown> {
    const store = this.#store();
    const asking = this.#asking(taskId, ownerId);
    if (asking.waiting.has(key)) {
      return Promise.reject(new TypeError(`A question of key '${key}' already waits.`));
    }
    return new Promise((resolve, reject) => {
      const stop = (): void => {
        this.#forget(taskId, asking, key);
        if (shares(store)) store.putQuestion(taskId, ownerId, key, undefined).catch(() => {});
        reject(signal?.reason);
      };
      if (signal?.aborted === true) return reject(signal.reason);
      signal?.addEventListener("abort", stop, { once: true });
      asking.waiting.set(key, (answer) => {
        signal?.removeEventListener("abort", stop);
        this.#forget(taskId, asking, key);
        resolve(answer);
      });
      if (!shares(store)) return;
      store.putQuestion(taskId, ownerId, key, question).then(
        () => this.#schedule(taskId, asking),
        (error: unknown) => {
          signal?.removeEventListener("abort", stop);
          this.#forget(taskId, asking, key);
          reject(error);
        },
      );
    });
  }

  /**
   * Answers a question of a task, wherever it runs.
   * @returns false when no question of that key waits.
   */
  async answer(taskId: string, key: string, answer: unknown): Promise<boolean> {
    const store = this.#store();
    const asking = this.#tasks.get(taskId);
    if (!shares(store)) {
      const waiter = asking?.waiting.get(key);
      waiter?.(answer);
      return waiter !== undefined;
    }
    const answered = await store.answer(taskId, key, answer);
    // Asked here: the owner takes it now rather than at its next poll.
    if (answered && asking !== undefined) this.#take(taskId, asking);
    return answered;
  }

  #asking(taskId: string, ownerId: string): Asking {
    let asking = this.#tasks.get(taskId);
    if (asking === undefined) {
      asking = { ownerId, waiting: new Map(), timer: undefined, taking: false };
      this.#tasks.set(taskId, asking);
    }
    return asking;
  }

  #forget(taskId: string, asking: Asking, key: string): void {
    asking.waiting.delete(key);
    if (asking.waiting.size > 0) return;
    if (asking.timer !== undefined) clearTimeout(asking.timer);
    asking.timer = undefined;
    if (this.#tasks.get(taskId) === asking) this.#tasks.delete(taskId);
  }

  #schedule(taskId: string, asking: Asking): void {
    if (asking.timer !== undefined || asking.waiting.size === 0) return;
    asking.timer = setTimeout(() => {
      asking.timer = undefined;
      this.#take(taskId, asking);
    }, ANSWER_POLL_MS);
    asking.timer.unref?.();
  }

  #take(taskId: string, asking: Asking): void {
    const store = this.#store();
    if (asking.taking || !shares(store)) return;
    asking.taking = true;
    store
      .takeAnswers(taskId, asking.ownerId)
      .then(
        (answers) => {
          for (const [key, answer] of Object.entries(answers)) asking.waiting.get(key)?.(answer);
        },
        () => {
          // The store could not be reached: the next poll tries again.
        },
      )
      .finally(() => {
        asking.taking = false;
        this.#schedule(taskId, asking);
      });
  }
}

type SharingStore = TaskStore & Required<Pick<TaskStore, "putQuestion" | "answer" | "takeAnswers">>;

/** Whether the store keeps questions (its optional methods). */
function shares(store: TaskStore): store is SharingStore {
  return (
    typeof store.putQuestion === "function" &&
    typeof store.answer === "function" &&
    typeof store.takeAnswers === "function"
  );
}
