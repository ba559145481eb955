// Calls waiting for approval, where any process can list and answer them.

/** A call waiting for approval, as an {@link ApprovalStore} lists it. */
export interface PendingApproval {
  readonly callId: string;
  readonly toolName: string;
  /** The validated inputs the tool would receive, defaults filled in. */
  readonly inputs: Readonly<Record<string, unknown>>;
  /** When the call asked, in epoch milliseconds. */
  readonly requestedAt: number;
}

/**
 * Pending approvals, for an executor's `stores.approvals` (in place of `approve`): a call of a
 * tool that is not read-only waits until someone answers it through {@link ApprovalStore.answer}
 * (from this process or, with a shared store such as `@kit/redis`'s, from any other).
 */
export interface ApprovalStore {
  /**
   * Puts a call up for approval and waits for the answer.
   * @returns `true` to run the call, `false` to refuse it.
   * @throws the signal's reason when it aborts first (the call is then no longer listed), or
   * the store's own error.
   */
  request(pending: PendingApproval, signal: AbortSignal): Promise<boolean>;
  /** The calls waiting now, oldest first. */
  list(): Promise<readonly PendingApproval[]>;
  /**
   * Answers a waiting call.
   * @returns `true` when a waiting call took the answer; `false` when none waits under that id.
   */
  answer(callId: string, approved: boolean): Promise<boolean>;
}
