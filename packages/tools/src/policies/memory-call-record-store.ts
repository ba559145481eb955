// Call ids already run, in this process's memory.
import type {
  CallClaim,
  CallClaimRequest,
  CallRecordStore,
  StoredOutcome,
} from "./call-record-store";

interface MemoryRecord {
  readonly ownerId: string;
  readonly expiresAt: number;
  outcome: StoredOutcome | undefined;
}

/**
 * A {@link CallRecordStore} in this process's memory: a call id runs once within the process
 * (a process that stops takes its records with it, so there is never an `abandoned` one).
 */
export class MemoryCallRecordStore implements CallRecordStore {
  // In order of creation: expired records are dropped from the front.
  readonly #records = new Map<string, MemoryRecord>();

  /** {@inheritDoc CallRecordStore.claim} */
  claim(request: CallClaimRequest): Promise<CallClaim> {
    const now = Date.now();
    this.#dropExpired(now);
    const { callId, ownerId, ttlMs } = request;
    const record = this.#records.get(callId);
    if (record === undefined || record.expiresAt <= now) {
      this.#records.delete(callId);
      this.#records.set(callId, { ownerId, expiresAt: now + ttlMs, outcome: undefined });
      return Promise.resolve({ state: "claimed" });
    }
    const { outcome } = record;
    return Promise.resolve(
      outcome === undefined ? { state: "running" } : { state: "finished", outcome },
    );
  }

  /** {@inheritDoc CallRecordStore.finish} */
  finish(callId: string, ownerId: string, outcome: StoredOutcome): Promise<void> {
    const record = this.#records.get(callId);
    if (record?.ownerId === ownerId) record.outcome = outcome;
    return Promise.resolve();
  }

  /** {@inheritDoc CallRecordStore.forget} */
  forget(callId: string, ownerId: string): Promise<void> {
    if (this.#records.get(callId)?.ownerId === ownerId) this.#records.delete(callId);
    return Promise.resolve();
  }

  #dropExpired(now: number): void {
    for (const [callId, record] of this.#records) {
      if (record.expiresAt > now) return;
      this.#records.delete(callId);
    }
  }
}
