// Calls waiting for approval in this process's memory, listed and answered in-process.
import type { ApprovalStore, PendingApproval } from "./approval-store";

interface Waiter {
  readonly pending: PendingApproval;
  readonly settle: (approved: boolean) => void;
}

/**
 * An {@link ApprovalStore} in this process's memory: a user interface or an operator's command
 * in the same process lists the waiting calls and answers them.
 * @example
 * ```ts
 * import { MemoryApprovalStore, ToolExecutor } from "@kit/tools";
 *
 * const approvals = new MemoryApprovalStore();
 * const executor = new ToolExecutor({ stores: { approvals }, approvalTimeoutMs: 600_000 });
 * // Elsewhere, when a person has decided:
 * for (const pending of await approvals.list()) {
 *   await approvals.answer(pending.callId, pending.toolName !== "delete_file");
 * }
 * ```
 */
export class MemoryApprovalStore implements ApprovalStore {
  readonly #waiting = new Map<string, Waiter>();

  /**
   * {@inheritDoc ApprovalStore.request}
   * @throws Error when a call with the same id is already waiting.
   */
  request(pending: PendingApproval, signal: AbortSignal): Promise<boolean> {
    const { callId } = pending;
    if (this.#waiting.has(callId)) {
      return Promise.reject(
        new Error(`A call with id '${callId}' is already waiting for approval.`),
      );
    }
    return new Promise<boolean>((resolve, reject) => {
      if (signal.aborted) return reject(signal.reason);
      const onAbort = (): void => {
        this.#waiting.delete(callId);
        reject(signal.reason);
      };
      this.#waiting.set(callId, {
        pending,
        settle: (approved) => {
          signal.removeEventListener("abort", onAbort);
          resolve(approved);
        },
      });
      signal.addEventListener("abort", onAbort, { once: true });
    });
  }

  /** {@inheritDoc ApprovalStore.list} */
  list(): Promise<readonly PendingApproval[]> {
    return Promise.resolve([...this.#waiting.values()].map((waiter) => waiter.pending));
  }

  /** {@inheritDoc ApprovalStore.answer} */
  answer(callId: string, approved: boolean): Promise<boolean> {
    const waiter = this.#waiting.get(callId);
    if (waiter === undefined) return Promise.resolve(false);
    this.#waiting.delete(callId);
    waiter.settle(approved === true);
    return Promise.resolve(true);
  }
}
