// The steps of one call, in the order DESIGN fixes: started -> inputs -> credentials ->
// tool -> output -> completed/failed. Failures become values here; nothing escapes.
import type { CheckResult } from "@kit/schema";
import { CallAbort, sharedNeverAbortedSignal } from "./call-abort";
import { copyInputs } from "./copy-inputs";
import type { CredentialResolver } from "./credential-resolver";
import { ToolExecutionError } from "./errors/tool-execution-error";
import { ToolValidationError } from "./errors/tool-validation-error";
import { pickCredentials } from "./pick-credentials";
import type { CallState } from "./tool-call";
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
  const { tool, callId } = call;
  const { listeners } = parts;
  const start = performance.now();
  const startTime = Date.now();
  if (listeners.started.length > 0) {
    deliver(
      listeners.started,
      Object.freeze({
        toolName: tool.name,
        toolVersion: tool.version,
        callId,
        startTime,
      }),
    );
  }
  let output: unknown;
  let error: Error | undefined;
  try {
    const inputs = parseInputs(call);
    if (inputs.success) {
      let raw = runStep(call, inputs.value, parts.credentials);
      if (isThenable(raw)) raw = await raw;
      const checked: CheckResult<unknown> =
        tool.outputSchema === null ? { success: true, value: raw } : tool.outputSchema.check(raw);
      if (checked.success) output = call.redact(checked.value);
      else error = validationError(call, "output", checked.errors);
    } else {
      error = validationError(call, "input", inputs.errors);
    }
  } catch (thrown) {
    error = new ToolExecutionError({ toolName: tool.name, cause: call.redact(thrown) });
  }
  const durationMs = performance.now() - start;
  const result =
    error === undefined
      ? new ToolResult({ toolName: tool.name, status: "success", output, durationMs })
      : new ToolResult({ toolName: tool.name, status: "failure", durationMs, error });
  if (error === undefined) {
    if (listeners.completed.length > 0) {
      deliver(
        listeners.completed,
        Object.freeze({ ...payload(call, startTime, durationMs), result }),
      );
    }
  } else if (listeners.failed.length > 0) {
    deliver(
      listeners.failed,
      Object.freeze({ ...payload(call, startTime, durationMs), result, error }),
    );
  }
  if (raise && error !== undefined) throw error;
  return result;
}

function payload(call: CallState, startTime: number, durationMs: number) {
  const { tool, callId } = call;
  return { toolName: tool.name, toolVersion: tool.version, callId, startTime, durationMs };
}

function parseInputs(call: CallState): CheckResult<unknown> {
  const schema = call.tool.inputSchema;
  return schema === null ? copyInputs(call.inputs) : schema.check(call.inputs);
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

// Credentials then the tool, under the call's abort signal. A sync tool's value is returned
// as is, without a promise, when there is nothing to wait for.
function runStep(
  call: CallState,
  inputs: unknown,
  resolver: CredentialResolver | undefined,
): unknown {
  const abort =
    call.timeoutMs === undefined && call.signal === undefined
      ? undefined
      : new CallAbort(call.tool.name, call.timeoutMs, call.signal);
  const context: ToolContext = {
    signal: abort?.signal ?? sharedNeverAbortedSignal(),
    callId: call.callId,
  };
  if (abort === undefined) {
    if (call.tool.credentialNames.length === 0)
      return invoke(call, inputs, NO_CREDENTIALS, context);
    return withCredentials(call, inputs, resolver, context, undefined);
  }
  return withCredentials(call, inputs, resolver, context, abort).finally(() => abort.dispose());
}

async function withCredentials(
  call: CallState,
  inputs: unknown,
  resolver: CredentialResolver | undefined,
  context: ToolContext,
  abort: CallAbort | undefined,
): Promise<unknown> {
  const { tool } = call;
  const signal = context.signal;
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
  const output = invoke(call, inputs, credentials, context);
  if (abort !== undefined && isThenable(output)) return abort.race(output);
  return output;
}

function invoke(
  call: CallState,
  inputs: unknown,
  credentials: Readonly<Record<string, string>>,
  context: ToolContext,
): unknown {
  return call.tool.execute(inputs as never, credentials, context);
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null | undefined)?.then === "function";
}
