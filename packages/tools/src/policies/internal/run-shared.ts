// The path of a call under store-backed policies, entered only when the executor has a store or
// a rate limit (so an executor without them never pays for it). In this order, after input
// validation: the call id's record (a tool that is not idempotent runs once per id), approval,
// the rate limits' turns, the slots, credentials, the record's start mark, the attempts; then
// the outcome is recorded.
import { CallContext } from "../../context/internal/call-context";
import { DuplicateCallError } from "../../errors/duplicate-call-error";
import type { CredentialResolver } from "../../executor/credential-resolver";
import { CallAbort, neverAborted } from "../../executor/internal/call-abort";
import type { CallState } from "../../executor/internal/call-state";
import { now } from "../../executor/internal/clock";
import { resolveCredentials } from "../../executor/internal/resolve-credentials";
import { isThenable } from "../../internal/is-thenable";
import type { CallRecordStore, StoredOutcome } from "../call-record-store";
import { replay, storedFailure, storedOutput } from "./call-outcome";
import type { ExecutorPolicies } from "./executor-policies";
import { retrying, sleep } from "./retry-attempts";
import { askApproval } from "./shared-approval";
import { takeLimits } from "./shared-limits";
import type { SharedPolicies } from "./shared-policies";

/**
 * The tool's run under store-backed policies.
 * @returns what the tool returned (or, for a repeated call id, what the first call returned).
 * @throws the cause of the call's failure.
 */
export async function runShared(
  call: CallState,
  inputs: unknown,
  resolver: CredentialResolver | undefined,
  policies: ExecutorPolicies,
  shared: SharedPolicies,
): Promise<unknown> {
  const records = call.tool.effects.idempotent ? undefined : shared.calls;
  const ownerId = globalThis.crypto.randomUUID();
  if (records !== undefined) {
    const stored = await claim(call, records, ownerId, shared);
    if (stored !== undefined) return replay(stored);
  }
  let ran = false;
  let output: unknown;
  try {
    await askApproval(call, inputs, policies, shared);
    const { timeoutMs } = call;
    const deadline = timeoutMs === undefined ? Number.POSITIVE_INFINITY : now() + timeoutMs;
    const abort = new CallAbort(timeoutMs, call.signal);
    try {
      const limits = await takeLimits(call, policies, shared, abort.signal, deadline, ownerId);
      try {
        abort.signal.throwIfAborted();
        const credentials = await resolveCredentials(call, resolver, abort);
        if (records?.start !== undefined && !(await records.start(call.callId, ownerId))) {
          throw new DuplicateCallError({
            toolName: call.tool.name,
            callId: call.callId,
            reason: "running",
            waitedMs: 0,
          });
        }
        // Nothing awaited between this and the tool's start: a start is what a rate counts.
        await limits.onTime();
        ran = true;
        output = await attempts(call, inputs, credentials, policies, abort);
      } finally {
        limits.giveBack();
      }
    } finally {
      abort.dispose();
    }
  } catch (thrown) {
    if (records !== undefined) {
      const settled = ran
        ? records.finish(call.callId, ownerId, storedFailure(call, thrown, shared.maxResultBytes))
        : records.forget(call.callId, ownerId);
      // The call's own failure is what the caller hears; the record's is left to its lease.
      await settled.catch(ignore);
    }
    throw thrown;
  }
  if (records !== undefined) {
    const outcome = storedOutput(call, output, shared.maxResultBytes);
    await records.finish(call.callId, ownerId, outcome).catch(ignore);
  }
  return output;
}

// Claims the call id: undefined when this call may run, else the first call's outcome. Waits
// (under the caller's signal, up to `waitMs`) while another call with the id runs.
async function claim(
  call: CallState,
  records: CallRecordStore,
  ownerId: string,
  shared: SharedPolicies,
): Promise<(StoredOutcome & { status: "success" | "failure" }) | undefined> {
  const { callId, tool } = call;
  const request = { callId, toolName: tool.name, ownerId, ttlMs: shared.ttlMs };
  const start = now();
  let pause = 20;
  for (;;) {
    const found = await records.claim(request);
    if (found.state === "claimed") return undefined;
    if (found.state === "finished") {
      const { outcome } = found;
      if (outcome.status !== "unkept") return outcome;
      throw new DuplicateCallError({ toolName: tool.name, callId, reason: "unkept" });
    }
    const waitedMs = Math.round(now() - start);
    if (found.state === "abandoned" || waitedMs >= shared.waitMs) {
      throw new DuplicateCallError({ toolName: tool.name, callId, reason: found.state, waitedMs });
    }
    await sleep(Math.min(pause, shared.waitMs - waitedMs), call.signal ?? neverAborted());
    pause = Math.min(pause * 2, 500);
  }
}

// The tool's attempts: with the retry plan of an idempotent tool, else one run.
function attempts(
  call: CallState,
  inputs: unknown,
  credentials: Readonly<Record<string, string>>,
  policies: ExecutorPolicies,
  abort: CallAbort,
): unknown {
  const { tool } = call;
  const retry = call.retry ?? policies.retry;
  if (retry !== undefined && tool.effects.idempotent) {
    return retrying(call, inputs, credentials, retry, abort, 1);
  }
  call.attempts = 1;
  const output = tool.execute(inputs as never, credentials, new CallContext(call, abort.signal));
  return isThenable(output) ? abort.race(output) : output;
}

function ignore(): void {}
