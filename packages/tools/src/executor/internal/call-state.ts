// Hot path: one is made for every call. The executor's state of a call, which interceptors
// see as a ToolCall.

import type { CallHandlers } from "../../context/call-handlers";
import type { RetryPlan } from "../../policies/internal/retry-plan";
import { Redactor } from "../../redaction/internal/redactor";
import type { AnyTool } from "../../tool/tool";
import type { ToolCall } from "../tool-call";
import type { DeferredAbort } from "./deferred-abort";
import type { ToolListeners } from "./deliver-event";

/** The executor's state of one call; interceptors see it as a `ToolCall`. */
export class CallState implements ToolCall {
  // `declare`: assigned once in the constructor, not defined first as undefined (cheaper per call).
  declare readonly tool: AnyTool;
  declare readonly inputs: unknown;
  declare readonly callId: string;
  /** The effective timeout, per call or executor-wide; undefined for none. */
  declare readonly timeoutMs: number | undefined;
  /** The caller's signal, if any. */
  declare readonly signal: AbortSignal | undefined;
  /**
   * A task's abort, when its signal is not made yet (set only with no `signal`, timeout,
   * credentials or policy: the plain path, which makes the signal only if the tool reads it).
   */
  declare readonly deferred: DeferredAbort | undefined;
  /** The call's own retry, replacing the executor's; undefined when not given. */
  declare readonly retry: RetryPlan | undefined;
  /** How many times the tool has been run so far in this call. */
  declare attempts: number;
  /**
   * Set by the policy path with the first attempt's promise, and taken (synchronously) by
   * whoever awaits that promise: the slots to give back and the retries still possible.
   */
  declare held: HeldAttempt | undefined;
  /** `now()` when the interceptor chain started (set only where it runs). */
  declare start: number;
  /** The caller's handlers of this call (its execute options). */
  declare readonly handlers: CallHandlers;
  /** The executor's listeners and handlers, for what the call's own do not answer. */
  declare readonly environment: CallEnvironment;
  /** Set once the call's result is made: later progress and log messages are dropped. */
  declare settled: boolean;
  #redactor: Redactor | undefined;

  constructor(
    tool: AnyTool,
    inputs: unknown,
    callId: string,
    timeoutMs: number | undefined,
    signal: AbortSignal | undefined,
    retry: RetryPlan | undefined,
    handlers: CallHandlers,
    environment: CallEnvironment,
    deferred: DeferredAbort | undefined,
  ) {
    this.tool = tool;
    this.inputs = inputs;
    this.callId = callId;
    this.timeoutMs = timeoutMs;
    this.signal = signal;
    this.deferred = deferred;
    this.retry = retry;
    this.attempts = 0;
    this.held = undefined;
    this.handlers = handlers;
    this.environment = environment;
    this.settled = false;
  }

  /** Adds resolved credential values to what this call hides. */
  addSecrets(secrets: readonly string[]): void {
    this.#redactor = Redactor.for([...(this.#redactor?.secrets ?? []), ...secrets]);
  }

  /** {@inheritDoc ToolCall.redact} */
  redact<T>(value: T): T {
    const redactor = this.#redactor;
    return redactor === undefined ? value : redactor.redact(value);
  }
}

/**
 * What a pending first attempt holds under the executor's policies (its slots, its timer, the
 * retries a rejection may still get), as whoever awaits the attempt uses it.
 */
export interface HeldAttempt {
  /** The attempt rejected with `thrown`: the retries' promise, or `thrown` rethrown. */
  failed(call: CallState, inputs: unknown, thrown: unknown): Promise<unknown>;
  /** Gives the slots back and stops the timer. */
  release(): void;
  /** Awaits the attempt (and any retries), then gives the slots back. */
  settle(call: CallState, inputs: unknown, output: unknown): Promise<unknown>;
}

/** What a call reads of its executor while it runs: listeners, and the executor's handlers. */
export interface CallEnvironment {
  readonly listeners: ToolListeners;
  readonly handlers: CallHandlers;
}
