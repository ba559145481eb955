// Concurrency limits' slots in this process's memory, behind the store interface.
import type { ConcurrencyStore, SlotRequest } from "./concurrency-store";
import { ConcurrencyLimit } from "./internal/concurrency-limit";

/**
 * A {@link ConcurrencyStore} in this process's memory: calls over a limit wait in order of
 * arrival. An executor without `stores.concurrency` keeps its slots this way already (without
 * the store's promise); this class is for code that takes a store, such as `@kit/redis`'s
 * fallback to local limits.
 */
export class MemoryConcurrencyStore implements ConcurrencyStore {
  readonly #limits = new Map<string, ConcurrencyLimit>();
  // `key` and `leaseId` of every slot held: one lease may hold a slot of several limits.
  readonly #held = new Set<string>();

  /** {@inheritDoc ConcurrencyStore.acquire} */
  async acquire(request: SlotRequest): Promise<void> {
    const { key, limit, leaseId, signal } = request;
    let slots = this.#limits.get(key);
    if (slots === undefined) {
      slots = new ConcurrencyLimit(limit);
      this.#limits.set(key, slots);
    }
    await slots.acquire(signal);
    this.#held.add(`${key}\n${leaseId}`);
  }

  /** {@inheritDoc ConcurrencyStore.release} */
  release(key: string, leaseId: string): Promise<void> {
    if (this.#held.delete(`${key}\n${leaseId}`)) {
      this.#limits.get(key)?.release();
    }
    return Promise.resolve();
  }
}
