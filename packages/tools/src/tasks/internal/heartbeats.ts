// The heartbeats of an executor's running tasks: one timer for all of them, every third of the
// lease, instead of a timer armed and cleared for each task (a task of a few microseconds paid
// more for its timer than for its run). The timer runs while tasks do; the first beat that finds
// none stops it. A task's lease is renewed at least every third of it, as with a timer of its own.

/** What beats: a running task's reporter. */
export interface Beating {
  /** Renews the task's lease (and sends what it has to say). */
  beat(): void;
}

/** One timer for the heartbeats of all the running tasks of an executor. */
export class Heartbeats {
  readonly #everyMs: number;
  readonly #beating = new Set<Beating>();
  #timer: ReturnType<typeof setInterval> | undefined;

  /** @param leaseMs - the tasks' lease: they beat every third of it. */
  constructor(leaseMs: number) {
    this.#everyMs = Math.max(1, Math.floor(leaseMs / 3));
  }

  /** Starts beating for a task. */
  add(beating: Beating): void {
    this.#beating.add(beating);
    if (this.#timer === undefined) {
      this.#timer = setInterval(() => this.#beat(), this.#everyMs);
      // A beat never keeps the process alive: the tasks' own work does.
      this.#timer.unref?.();
    }
  }

  /** Stops beating for a task. */
  remove(beating: Beating): void {
    this.#beating.delete(beating);
  }

  #beat(): void {
    if (this.#beating.size === 0) {
      clearInterval(this.#timer);
      this.#timer = undefined;
      return;
    }
    for (const beating of this.#beating) beating.beat();
  }
}
