// How long a call waits for an approval when the executor does not say.

/**
 * How long a call of a tool that is not read-only waits for an approval (the executor's
 * `approve`, or an answer in `stores.approvals`) when the executor sets no `approvalTimeoutMs`:
 * 5 minutes. Then the call fails with an `ApprovalTimeoutError` cause and the tool never runs.
 * `approvalTimeoutMs: Infinity` waits without a limit.
 */
export const DEFAULT_APPROVAL_TIMEOUT_MS = 300_000;
