// Tasks in this process's memory.
import type {
  TaskCreateRequest,
  TaskCreation,
  TaskEnding,
  TaskLookup,
  TaskRecord,
  TaskReport,
  TaskReportAnswer,
  TaskStore,
} from "./task-store";

interface Entry {
  record: TaskRecord;
  ownerId: string;
  // Answers given and not yet taken by the owner, by question key.
  answers?: Record<string, unknown>;
  leaseUntil: number;
  readonly ttlMs: number;
  readonly listeners: Set<(record: TaskRecord) => void>;
}

// How often expired tasks are swept out, at most.
const SWEEP_MS = 1000;

/**
 * A {@link TaskStore} in this process's memory: tasks are read, awaited and cancelled by the
 * executors of this process (a process that stops takes its tasks with it). A finished task's
 * result is dropped when its time runs out; reading it then says it expired, for as long again.
 */
export class MemoryTaskStore implements TaskStore {
  readonly #entries = new Map<string, Entry>();
  readonly #expired = new Map<string, number>();
  #nextSweep = 0;

  /** {@inheritDoc TaskStore.create} */
  create(request: TaskCreateRequest): Promise<TaskCreation> {
    const now = this.#sweep();
    const { taskId, toolName, ownerId, leaseMs, ttlMs, takeOverLost, traceContext } = request;
    const entry = this.#live(taskId, now);
    if (entry !== undefined && !(takeOverLost && entry.record.outcome?.status === "lost")) {
      return Promise.resolve({ state: "exists", record: entry.record });
    }
    const record: TaskRecord = freeze({
      taskId,
      toolName,
      status: "working",
      progress: undefined,
      message: undefined,
      createdAt: entry?.record.createdAt ?? now,
      updatedAt: now,
      expiresAt: undefined,
      outcome: undefined,
      cancelRequested: false,
      traceContext: traceContext && Object.freeze({ ...traceContext }),
    });
    this.#expired.delete(taskId);
    const listeners = entry?.listeners ?? new Set();
    this.#entries.set(taskId, { record, ownerId, leaseUntil: now + leaseMs, ttlMs, listeners });
    notify(listeners, record);
    return Promise.resolve({ state: "created", record });
  }

  /** {@inheritDoc TaskStore.read} */
  read(taskId: string): Promise<TaskLookup> {
    return Promise.resolve(this.#lookup(taskId, this.#sweep()));
  }

  /** {@inheritDoc TaskStore.report} */
  report(taskId: string, ownerId: string, report: TaskReport): Promise<TaskReportAnswer> {
    const now = this.#sweep();
    const entry = this.#live(taskId, now);
    if (entry === undefined || entry.ownerId !== ownerId || entry.record.outcome !== undefined) {
      return Promise.resolve({ owned: false, cancelRequested: false });
    }
    entry.leaseUntil = now + report.leaseMs;
    const { record } = entry;
    const changed = freeze({
      ...record,
      status: report.status ?? record.status,
      progress: report.progress ?? record.progress,
      message: report.message ?? record.message,
      updatedAt: now,
    });
    this.#set(entry, changed);
    return Promise.resolve({ owned: true, cancelRequested: record.cancelRequested });
  }

  /** {@inheritDoc TaskStore.finish} */
  finish(taskId: string, ownerId: string, ending: TaskEnding): Promise<void> {
    const now = this.#sweep();
    const entry = this.#live(taskId, now);
    if (entry?.ownerId === ownerId && entry.record.outcome === undefined) {
      this.#set(entry, finished(entry, ending, now));
    }
    return Promise.resolve();
  }

  /** {@inheritDoc TaskStore.cancel} */
  cancel(taskId: string): Promise<TaskLookup> {
    const now = this.#sweep();
    const found = this.#lookup(taskId, now);
    if (found.state !== "found" || found.record.outcome !== undefined)
      return Promise.resolve(found);
    const entry = this.#entries.get(taskId) as Entry;
    this.#set(entry, freeze({ ...found.record, cancelRequested: true, updatedAt: now }));
    return Promise.resolve({ state: "found", record: entry.record });
  }

  /** {@inheritDoc TaskStore.putQuestion} */
  putQuestion(taskId: string, ownerId: string, key: string, question: unknown): Promise<void> {
    const entry = this.#owned(taskId, ownerId);
    if (entry !== undefined) {
      const questions = { ...entry.record.questions };
      if (question === undefined) delete questions[key];
      else questions[key] = question;
      this.#setQuestions(entry, questions);
    }
    return Promise.resolve();
  }

  /** {@inheritDoc TaskStore.answer} */
  answer(taskId: string, key: string, answer: unknown): Promise<boolean> {
    const entry = this.#live(taskId, this.#sweep());
    const questions = entry?.record.questions;
    if (
      entry === undefined ||
      entry.record.outcome !== undefined ||
      questions === undefined ||
      !Object.hasOwn(questions, key)
    ) {
      return Promise.resolve(false);
    }
    entry.answers = { ...entry.answers, [key]: answer };
    const { [key]: _answered, ...rest } = questions;
    this.#setQuestions(entry, rest);
    return Promise.resolve(true);
  }

  /** {@inheritDoc TaskStore.takeAnswers} */
  takeAnswers(taskId: string, ownerId: string): Promise<Readonly<Record<string, unknown>>> {
    const entry = this.#owned(taskId, ownerId);
    const answers = entry?.answers ?? {};
    if (entry !== undefined) delete entry.answers;
    return Promise.resolve(answers);
  }

  /** {@inheritDoc TaskStore.watch} */
  watch(taskId: string, listener: (record: TaskRecord) => void): () => void {
    const entry = this.#entries.get(taskId);
    if (entry === undefined) return () => {};
    entry.listeners.add(listener);
    return () => entry.listeners.delete(listener);
  }

  // The entry of a running task of this owner.
  #owned(taskId: string, ownerId: string): Entry | undefined {
    const entry = this.#live(taskId, this.#sweep());
    if (entry === undefined || entry.ownerId !== ownerId || entry.record.outcome !== undefined) {
      return undefined;
    }
    return entry;
  }

  #setQuestions(entry: Entry, questions: Record<string, unknown>): void {
    const kept = Object.keys(questions).length === 0 ? undefined : Object.freeze(questions);
    this.#set(entry, freeze({ ...entry.record, questions: kept }));
  }

  #lookup(taskId: string, now: number): TaskLookup {
    const entry = this.#live(taskId, now);
    if (entry === undefined) {
      return this.#expired.has(taskId) ? { state: "expired" } : { state: "unknown" };
    }
    if (entry.record.outcome === undefined && entry.leaseUntil <= now) {
      // Its owner said nothing for a whole lease: the process running it is gone (or stuck).
      const lost: TaskEnding = {
        status: entry.record.cancelRequested ? "cancelled" : "failed",
        outcome: { status: "lost", leaseMs: entry.leaseUntil - entry.record.updatedAt },
        message: undefined,
      };
      this.#set(entry, finished(entry, lost, now));
    }
    return { state: "found", record: entry.record };
  }

  #live(taskId: string, now: number): Entry | undefined {
    const entry = this.#entries.get(taskId);
    const expiresAt = entry?.record.expiresAt;
    if (entry === undefined || expiresAt === undefined || expiresAt > now) return entry;
    this.#drop(taskId, entry, now);
    return undefined;
  }

  #set(entry: Entry, record: TaskRecord): void {
    entry.record = record;
    notify(entry.listeners, record);
  }

  #drop(taskId: string, entry: Entry, now: number): void {
    this.#entries.delete(taskId);
    this.#expired.set(taskId, now + entry.ttlMs);
  }

  #sweep(): number {
    const now = Date.now();
    if (now < this.#nextSweep) return now;
    this.#nextSweep = now + SWEEP_MS;
    for (const [taskId, entry] of this.#entries) {
      const { expiresAt } = entry.record;
      if (expiresAt !== undefined && expiresAt <= now) this.#drop(taskId, entry, now);
    }
    for (const [taskId, until] of this.#expired) if (until <= now) this.#expired.delete(taskId);
    return now;
  }
}

function finished(entry: Entry, ending: TaskEnding, now: number): TaskRecord {
  delete entry.answers;
  return freeze({
    ...entry.record,
    status: ending.status,
    message: ending.message ?? entry.record.message,
    progress: ending.progress ?? entry.record.progress,
    outcome: ending.outcome,
    updatedAt: now,
    expiresAt: now + entry.ttlMs,
    questions: undefined,
  });
}

function notify(listeners: Set<(record: TaskRecord) => void>, record: TaskRecord): void {
  for (const listener of listeners) {
    try {
      listener(record);
    } catch {
      // A listener's failure is its own.
    }
  }
}

function freeze(record: TaskRecord): TaskRecord {
  return Object.freeze(record);
}
