// The owner's side of a running task: its status, progress and last message written to the store
// (progress and messages at most every REPORT_MS, a status change at once), and a heartbeat at
// least every third of the lease (the executor's Heartbeats) so that the task stays its process's
// while the process lives.
import type { TaskReport, TaskReportAnswer, TaskStore } from "../task-store";
import type { TaskProgress } from "../tool-task";
import type { Beating, Heartbeats } from "./heartbeats";

type Change = Omit<TaskReport, "leaseMs">;

const REPORT_MS = 250;

/** Writes what a running task says, throttled, and renews its lease; answers go to `onAnswer`. */
export class TaskReporter implements Beating {
  readonly #store: TaskStore;
  readonly #taskId: string;
  readonly #ownerId: string;
  readonly #leaseMs: number;
  readonly #onAnswer: (answer: TaskReportAnswer) => void;
  readonly #heartbeats: Heartbeats;
  #pending: Change | undefined;
  // Everything said so far, the latest of each.
  readonly #last: { progress?: TaskProgress; message?: string } = {};
  #timer: ReturnType<typeof setTimeout> | undefined;
  #writing = false;
  #stopped = false;

  constructor(
    store: TaskStore,
    taskId: string,
    ownerId: string,
    leaseMs: number,
    onAnswer: (answer: TaskReportAnswer) => void,
    heartbeats: Heartbeats,
  ) {
    this.#store = store;
    this.#taskId = taskId;
    this.#ownerId = ownerId;
    this.#leaseMs = leaseMs;
    this.#onAnswer = onAnswer;
    this.#heartbeats = heartbeats;
    heartbeats.add(this);
  }

  /** The heartbeat: renews the lease, with whatever is pending. */
  beat(): void {
    this.#write();
  }

  /** The tool's latest progress. */
  progress(progress: TaskProgress): void {
    this.#last.progress = progress;
    this.#change({ progress });
  }

  /** The tool's latest log message. */
  message(message: string): void {
    this.#last.message = message;
    this.#change({ message });
  }

  /** Waiting for an answer (`input_required`), or working again: written at once. */
  status(status: "working" | "input_required"): void {
    this.#pending = { ...this.#pending, status };
    this.#write();
  }

  /**
   * No more reports: the task is finishing.
   * @returns what was said and not yet written, for the ending to carry.
   */
  stop(): { progress: TaskProgress | undefined; message: string | undefined } {
    this.#stopped = true;
    this.#heartbeats.remove(this);
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    return { progress: this.#last.progress, message: this.#last.message };
  }

  #change(change: Change): void {
    this.#pending = { ...this.#pending, ...change };
    if (this.#timer === undefined) {
      this.#timer = setTimeout(() => {
        this.#timer = undefined;
        this.#write();
      }, REPORT_MS);
      this.#timer.unref?.();
    }
  }

  #write(): void {
    if (this.#stopped) return;
    if (this.#writing) {
      // One write at a time; what comes meanwhile goes with the next one.
      this.#pending ??= {};
      return;
    }
    const change = this.#pending ?? {};
    this.#pending = undefined;
    this.#writing = true;
    this.#store
      .report(this.#taskId, this.#ownerId, { ...change, leaseMs: this.#leaseMs })
      .then(this.#onAnswer, () => {
        // The store could not be reached: the next heartbeat tries again, and a lease that runs
        // out meanwhile makes the task lost, which is the truth about an unreachable owner.
      })
      .finally(() => {
        this.#writing = false;
        if (this.#pending !== undefined && this.#timer === undefined) this.#write();
      });
  }
}
