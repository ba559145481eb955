// Hot path: runs on every call. Two clock reads, no event payload without a listener, no
// promise of its own for a sync tool beyond the async function's.
// The steps of one call, in this order: started -> inputs -> (with policies: approval -> a
// free slot ->) credentials -> tool (attempts) -> output -> completed/failed. Failures become
// values here; nothing escapes.

import type { ContentPart } from "../../content/content-part";
import { partProblems } from "../../content/internal/check-parts";
import { jsonProblem } from "../../content/internal/json-problem";
import { redactParts } from "../../content/internal/redact-parts";
import { isToolContent } from "../../content/tool-content";
import type { CallHandlers } from "../../context/call-handlers";
import { CallContext } from "../../context/internal/call-context";
import { inputErrors } from "../../dispatch/internal/unparsed-arguments";
import { ToolExecutionError } from "../../errors/tool-execution-error";
import { ToolValidationError } from "../../errors/tool-validation-error";
import { describeThrown } from "../../internal/describe-thrown";
import { isThenable } from "../../internal/is-thenable";
import type { ExecutorPolicies } from "../../policies/internal/executor-policies";
import { runWithPolicies } from "../../policies/internal/run-with-policies";
import type { CredentialResolver } from "../credential-resolver";
import { ToolResult } from "../tool-result";
import { CallAbort, neverAborted } from "./call-abort";
import type { CallState } from "./call-state";
import { now } from "./clock";
import { copyInputs } from "./copy-inputs";
import type { DeferredAbort } from "./deferred-abort";
import { deliverEvent, type ToolListeners } from "./deliver-event";
import { NO_CREDENTIALS, resolveCredentials } from "./resolve-credentials";

/** What a call needs from its executor. */
export interface ExecutorParts {
  readonly listeners: ToolListeners;
  /** The executor's own progress and log handlers, and its answers to elicit and sample. */
  readonly handlers: CallHandlers;
  readonly credentials: CredentialResolver | undefined;
  /** Approval, concurrency limits and retries; undefined when the executor has none. */
  readonly policies: ExecutorPolicies | undefined;
}

/**
 * Runs one call through every step and reports it.
 * @param parts - the executor's listeners and credential resolver.
 * @param raise - strict mode: reject with the typed error instead of resolving to a failure.
 * @returns the result; rejects only in strict mode, with the typed error.
 */
export async function runToolCall(
  call: CallState,
  parts: ExecutorParts,
  raise: boolean,
): Promise<ToolResult> {
  const start = now();
  const { tool, callId } = call;
  const { name: toolName, version: toolVersion } = tool;
  const [started, completed, failed] = parts.listeners;
  // The wall clock is read only when someone listens: it costs as much as the monotonic one.
  let startTime: number | undefined;
  if (started.length + completed.length + failed.length > 0) {
    startTime = Date.now();
    if (started.length > 0) deliverEvent(started, { toolName, toolVersion, callId, startTime });
  }
  let output: unknown;
  let content: readonly ContentPart[] | undefined;
  let error: Error | undefined;
  try {
    const schema = tool.inputSchema;
    const inputs = schema === null ? copyInputs(call.inputs) : schema.check(call.inputs);
    if (inputs.success) {
      let raw = runTool(call, inputs.value, parts);
      if (isThenable(raw)) {
        const held = call.held;
        if (held === undefined) raw = await raw;
        else {
          // CallHold.settle, inlined: awaiting it would cost a promise hop per call.
          call.held = undefined;
          try {
            raw = await raw;
          } catch (thrown) {
            raw = await held.failed(call, inputs.value, thrown);
          } finally {
            held.release();
          }
        }
      }
      if (isToolContent(raw)) {
        const problems = partProblems(raw.parts);
        if (problems.length > 0) error = validationError(call, "output", problems);
        else content = redactParts(raw.parts, (text) => call.redact(text));
        raw = raw.output;
      }
      if (error === undefined) {
        const schema = tool.outputSchema;
        const checked = schema?.check(raw);
        if (checked !== undefined && !checked.success) {
          error = validationError(call, "output", checked.errors);
        } else {
          const value = checked === undefined ? raw : checked.value;
          const problem = mayHoldNonJson(schema) ? jsonProblem(value) : undefined;
          if (problem === undefined) output = call.redact(value);
          else error = validationError(call, "output", [problem]);
        }
      }
    } else {
      error = validationError(call, "input", inputErrors(call.inputs, inputs.errors));
    }
  } catch (thrown) {
    error = executionError(call, thrown);
  }
  const durationMs = now() - start;
  const status = error === undefined ? "success" : "failure";
  const attempts = call.attempts;
  call.settled = true;
  if (error !== undefined) content = undefined;
  const result = new ToolResult({ toolName, status, output, durationMs, error, attempts, content });
  // Read now, not at the start: a listener subscribed during the call hears how it ended.
  const ended = parts.listeners[error === undefined ? 1 : 2];
  if (ended.length > 0) {
    startTime ??= Math.round(Date.now() - durationMs);
    const payload = { toolName, toolVersion, callId, startTime, durationMs, result };
    deliverEvent(
      ended as readonly ((event: object) => unknown)[],
      error ? { ...payload, error } : payload,
    );
  }
  if (raise && error !== undefined) throw error;
  return result;
}

/**
 * The typed error of a failed run, never throwing itself: a thrown value that redaction cannot
 * walk (a revoked proxy, a throwing trap) cannot be shown free of credentials, so it is
 * replaced by an error that says so.
 * @param thrown - what the run threw or rejected with.
 */
export function executionError(call: CallState, thrown: unknown): ToolExecutionError {
  let cause: unknown;
  try {
    cause = call.redact(thrown);
  } catch (problem) {
    cause = new TypeError(
      `A value that cannot be inspected was thrown (${call.redact(describeThrown(problem))}).`,
    );
  }
  return new ToolExecutionError({ toolName: call.tool.name, cause });
}

function validationError(
  call: CallState,
  direction: "input" | "output",
  errors: readonly string[],
): ToolValidationError {
  // An unknown key of a strict output schema could be a secret the tool echoed.
  return new ToolValidationError({
    toolName: call.tool.name,
    direction,
    errors: call.redact(errors),
  });
}

// The tool's run. Without a policy, a timeout, a caller signal or credentials it is a plain
// call; otherwise credentials then the tool, under the call's abort signal.
function runTool(call: CallState, inputs: unknown, parts: ExecutorParts) {
  const { tool, timeoutMs, signal } = call;
  if (parts.policies !== undefined || call.retry !== undefined) {
    return runWithPolicies(call, inputs, parts.credentials, parts.policies);
  }
  if (timeoutMs === undefined && signal === undefined && tool.credentialNames.length === 0) {
    const { deferred } = call;
    if (deferred !== undefined) return runDeferred(call, inputs, deferred);
    call.attempts = 1;
    return tool.execute(inputs as never, NO_CREDENTIALS, new CallContext(call, neverAborted()));
  }
  const abort = new CallAbort(timeoutMs, signal);
  return withCredentials(call, inputs, parts.credentials, abort).finally(() => abort.dispose());
}

// A task's plain run: as `withCredentials` without credentials, under an abort whose signal is
// made only if the tool reads it.
function runDeferred(call: CallState, inputs: unknown, deferred: DeferredAbort): unknown {
  if (deferred.aborted) throw deferred.reason;
  call.attempts = 1;
  const context = new CallContext(call, undefined, deferred);
  const output = call.tool.execute(inputs as never, NO_CREDENTIALS, context);
  return isThenable(output) ? deferred.race(output) : output;
}

async function withCredentials(
  call: CallState,
  inputs: unknown,
  resolver: CredentialResolver | undefined,
  abort: CallAbort,
): Promise<unknown> {
  const { tool } = call;
  const { signal } = abort;
  signal.throwIfAborted();
  const credentials =
    tool.credentialNames.length === 0
      ? NO_CREDENTIALS
      : await resolveCredentials(call, resolver, abort);
  call.attempts = 1;
  const output = tool.execute(inputs as never, credentials, new CallContext(call, signal));
  return isThenable(output) ? abort.race(output) : output;
}

// Which output schemas can let a value through that is not JSON data: none (anything goes),
// or one with a dictionary, a value of type any (whose check does not look inside lists and
// dictionaries) or a list of anything; the scalar types (and lists of them) cannot.
// Known per schema after its first call.
const nonJsonPossible = new WeakMap<object, boolean>();

function mayHoldNonJson(schema: { readonly parameters: readonly object[] } | null): boolean {
  if (schema === null) return true;
  let possible = nonJsonPossible.get(schema);
  if (possible === undefined) {
    possible = schema.parameters.some((parameter) => {
      const { type, items } = parameter as { type: string; items?: unknown };
      return (
        type === "dictionary" ||
        type === "any" ||
        // A reference to a named definition may be a dictionary or a list (checked once).
        type === "ref" ||
        (type === "list" &&
          (items === undefined ||
            items === "dictionary" ||
            items === "list" ||
            typeof items === "object"))
      );
    });
    nonJsonPossible.set(schema, possible);
  }
  return possible;
}
