// The steps of one call, in the order DESIGN fixes: started -> inputs -> credentials ->
// tool -> output -> completed/failed. Failures become values here; nothing escapes.
// This is every call's hot path: two clock reads, no event payload without a listener,
// no promise of its own for a sync tool beyond the async function's.
import { CallAbort, neverAborted } from "./call-abort";
import { copyInputs } from "./copy-inputs";
import type { CredentialResolver } from "./credential-resolver";
import { describeThrown } from "./describe-thrown";
import { ToolExecutionError } from "./errors/tool-execution-error";
import { ToolValidationError } from "./errors/tool-validation-error";
import { pickCredentials } from "./pick-credentials";
import type { CallState, ToolInterceptor } from "./tool-call";
import type { ToolContext } from "./tool-context";
import { deliver, type ToolListeners } from "./tool-events";
import { ToolResult } from "./tool-result";

const NO_CREDENTIALS: Readonly<Record<string, string>> = Object.freeze({});

/** What a call needs from its executor. */
export interface ExecutorParts {
  readonly listeners: ToolListeners;
  readonly credentials: CredentialResolver | undefined;
}

/**
 * Runs one call through every step and reports it.
 * @param call - the call's state.
 * @param parts - the executor's listeners and credential resolver.
 * @param raise - strict mode: reject with the typed error instead of resolving to a failure.
 * @returns the result; rejects only in strict mode, with the typed error.
 */
export async function runToolCall(
  call: CallState,
  parts: ExecutorParts,
  raise: boolean,
): Promise<ToolResult> {
  const start = performance.now();
  const { tool, callId } = call;
  const { name: toolName, version: toolVersion } = tool;
  const {
    "tool.execution.started": started,
    "tool.execution.completed": completed,
    "tool.execution.failed": failed,
  } = parts.listeners;
  // The wall clock is read only when someone listens: it costs as much as the monotonic one.
  let startTime: number | undefined;
  if (started.length + completed.length + failed.length > 0) {
    startTime = Date.now();
    if (started.length > 0) {
      deliver(started, Object.freeze({ toolName, toolVersion, callId, startTime }));
    }
  }
  let output: unknown;
  let error: Error | undefined;
  try {
    const schema = tool.inputSchema;
    const inputs = schema === null ? copyInputs(call.inputs) : schema.check(call.inputs);
    if (inputs.success) {
      let raw =
        call.timeoutMs === undefined &&
        call.signal === undefined &&
        tool.credentialNames.length === 0
          ? tool.execute(inputs.value as never, NO_CREDENTIALS, {
              signal: neverAborted(),
              callId,
            })
          : guarded(call, inputs.value, parts.credentials);
      if (isThenable(raw)) raw = await raw;
      const checked = tool.outputSchema?.check(raw);
      if (checked === undefined) output = call.redact(raw);
      else if (checked.success) output = call.redact(checked.value);
      else error = validationError(call, "output", checked.errors);
    } else {
      error = validationError(call, "input", inputs.errors);
    }
  } catch (thrown) {
    error = executionError(call, thrown);
  }
  const durationMs = performance.now() - start;
  const result = new ToolResult(
    error === undefined
      ? { toolName, status: "success", output, durationMs }
      : { toolName, status: "failure", durationMs, error },
  );
  // Read now, not at the start: a listener subscribed during the call hears how it ended.
  const { listeners } = parts;
  const ended: readonly ((event: never) => unknown)[] =
    listeners[error === undefined ? "tool.execution.completed" : "tool.execution.failed"];
  if (ended.length > 0) {
    startTime ??= Math.round(Date.now() - durationMs);
    deliver(
      ended,
      Object.freeze(
        error === undefined
          ? { toolName, toolVersion, callId, startTime, durationMs, result }
          : { toolName, toolVersion, callId, startTime, durationMs, result, error },
      ) as never,
    );
  }
  if (raise && error !== undefined) throw error;
  return result;
}

// The typed error of a failed run, never throwing itself: a thrown value that redaction cannot
// walk (a revoked proxy, a throwing trap) cannot be shown free of credentials, so it is
// replaced by an error that says so.
function executionError(call: CallState, thrown: unknown): ToolExecutionError {
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

// Credentials then the tool, under the call's abort signal (timeout, caller's signal).
function guarded(
  call: CallState,
  inputs: unknown,
  resolver: CredentialResolver | undefined,
): Promise<unknown> {
  const abort =
    call.timeoutMs === undefined && call.signal === undefined
      ? undefined
      : new CallAbort(call.tool.name, call.timeoutMs, call.signal);
  const running = withCredentials(call, inputs, resolver, abort);
  return abort === undefined ? running : running.finally(() => abort.dispose());
}

async function withCredentials(
  call: CallState,
  inputs: unknown,
  resolver: CredentialResolver | undefined,
  abort: CallAbort | undefined,
): Promise<unknown> {
  const { tool } = call;
  const signal = abort?.signal ?? neverAborted();
  signal.throwIfAborted();
  let credentials = NO_CREDENTIALS;
  const names = tool.credentialNames;
  if (names.length > 0) {
    if (resolver === undefined) {
      throw new Error(
        `Tool '${tool.name}' needs credentials (${names.join(", ")}) but the executor has no ` +
          "credential manager: pass `credentials` to the ToolExecutor.",
      );
    }
    const pending = Promise.resolve(resolver.resolve(names, { signal }));
    credentials = pickCredentials(names, await (abort ? abort.race(pending) : pending));
    call.addSecrets(Object.values(credentials));
    signal.throwIfAborted();
  }
  const context: ToolContext = { signal, callId: call.callId };
  const output = tool.execute(inputs as never, credentials, context);
  return abort !== undefined && isThenable(output) ? abort.race(output) : output;
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null | undefined)?.then === "function";
}

/**
 * Runs a call through interceptors: the first added is outermost; `next()` always resolves
 * to a ToolResult; strict mode is applied once, after the chain.
 * @param interceptors - a snapshot of the executor's interceptors (at least one).
 * @param call - the call's state.
 * @param parts - the executor's listeners and credential resolver.
 * @param raise - strict mode.
 * @returns the chain's result; rejects only in strict mode, with the result's error.
 */
export function runInterceptors(
  interceptors: readonly ToolInterceptor[],
  call: CallState,
  parts: ExecutorParts,
  raise: boolean,
): Promise<ToolResult> {
  call.start = performance.now();
  const step = (index: number): Promise<ToolResult> => {
    const interceptor = interceptors[index];
    if (interceptor === undefined) return runToolCall(call, parts, false);
    let returned: unknown;
    try {
      returned = interceptor(call, () => step(index + 1));
    } catch (error) {
      returned = Promise.reject(error);
    }
    return Promise.resolve(returned).then(
      (value) => (isToolResult(value) ? value : failure(call, notAResult(value))),
      (error: unknown) => failure(call, error),
    );
  };
  const result = step(0);
  return raise ? result.then(raiseOnFailure) : result;
}

function raiseOnFailure(result: ToolResult): ToolResult {
  if (result.status === "failure") throw result.error;
  return result;
}

function failure(call: CallState, cause: unknown): ToolResult {
  const toolName = call.tool.name;
  return new ToolResult({
    toolName,
    status: "failure",
    durationMs: performance.now() - call.start,
    error: executionError(call, cause),
  });
}

function notAResult(value: unknown): TypeError {
  const kind = value === null ? "null" : typeof value;
  return new TypeError(`An interceptor resolved to ${kind} instead of the ToolResult of next().`);
}

// Duck-typed, so a result made by another installed copy of this package is accepted.
function isToolResult(value: unknown): value is ToolResult {
  try {
    const status = (value as { status?: unknown } | null)?.status;
    return (
      value instanceof ToolResult ||
      (typeof value === "object" && (status === "success" || status === "failure"))
    );
  } catch {
    // A proxy whose traps throw is not a result (and must not reject the call).
    return false;
  }
}
