// The executor every call of the demo runs on: credentials, a timeout, retries and approval.
import { CredentialManager, type CredentialProvider } from "@kit/credentials";
import { type ApproveCall, ToolExecutor } from "@kit/tools";

/** The retry policy, for a person and for the executor. */
export const RETRY = { attempts: 3, delayMs: 20 } as const;

/** An executor reading credentials from `provider` and asking `approve` before a change. */
export function demoExecutor(provider: CredentialProvider, approve: ApproveCall): ToolExecutor {
  return new ToolExecutor({
    credentials: new CredentialManager(provider),
    timeoutMs: 5_000,
    // Only read-only or idempotent tools are retried, and only after a retryable failure.
    retry: RETRY,
    approve,
  });
}
