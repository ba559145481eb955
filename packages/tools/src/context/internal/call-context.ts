// The ToolContext a tool receives: one per run, a few fields; what it can do lives on the
// prototype, so a tool that reports nothing pays for nothing but the object.
import type { ToolSchema } from "@kit/schema";
import { ElicitationError } from "../../errors/elicitation-error";
import { UnsupportedCapabilityError } from "../../errors/unsupported-capability-error";
import type { CallState } from "../../executor/internal/call-state";
import type { DeferredAbort } from "../../executor/internal/deferred-abort";
import { deliverEvent } from "../../executor/internal/deliver-event";
import { ToolSchema as Schema } from "../../internal/schema-values";
import type { ElicitAnswer, ElicitResult } from "../elicitation";
import { LOG_LEVELS, type LogLevel } from "../log-level";
import type { SampleRequest, SampleResponse } from "../sampling";
import type { ToolContext } from "../tool-context";
import type { ToolLogEntry } from "../tool-log-entry";
import type { ToolProgress } from "../tool-progress";
import { elicitationProblems } from "./elicitation-schema";
import { untilAborted } from "./until-aborted";

/** The context of one run of a tool. */
export class CallContext implements ToolContext {
  declare readonly callId: string;
  readonly #call: CallState;
  #signal: AbortSignal | undefined;
  // A task's run: the signal is made on first read (see DeferredAbort).
  readonly #deferred: DeferredAbort | undefined;
  // The last progress reported by this run; a report may not go below it.
  #done = 0;

  /**
   * @param signal - the run's signal; undefined when `deferred` makes it on first read.
   */
  constructor(call: CallState, signal: AbortSignal | undefined, deferred?: DeferredAbort) {
    this.#signal = signal;
    this.#deferred = deferred;
    this.callId = call.callId;
    this.#call = call;
  }

  get signal(): AbortSignal {
    // #deferred is set whenever #signal is not.
    this.#signal ??= (this.#deferred as DeferredAbort).signal;
    return this.#signal;
  }

  progress(done: number, total?: number, message?: string): void {
    const call = this.#call;
    if (!(Number.isFinite(done) && done >= 0)) {
      throw new RangeError(
        `progress(): done must be a finite number of at least 0, got ${String(done)}.`,
      );
    }
    if (total !== undefined && !(Number.isFinite(total) && total > 0)) {
      throw new RangeError(
        `progress(): total must be a finite number above 0, got ${String(total)}.`,
      );
    }
    if (done < this.#done) {
      throw new RangeError(
        `progress(): done went back from ${this.#done} to ${done}; progress only goes forward.`,
      );
    }
    if (message !== undefined && typeof message !== "string") {
      throw new TypeError("progress(): message must be a string.");
    }
    if (call.settled) return;
    this.#done = done;
    const { onProgress } = call.handlers;
    const onAnyProgress = call.environment.handlers.onProgress;
    const listeners = call.environment.listeners[3];
    if (onProgress === undefined && onAnyProgress === undefined && listeners.length === 0) return;
    const report: ToolProgress = Object.freeze({
      toolName: call.tool.name,
      callId: call.callId,
      done,
      total,
      message: message === undefined ? undefined : call.redact(message),
    });
    if (onProgress !== undefined) deliverEvent([onProgress], report);
    if (onAnyProgress !== undefined) deliverEvent([onAnyProgress], report);
    if (listeners.length > 0) deliverEvent(listeners, report);
  }

  log(level: LogLevel, message: string, data?: unknown): void {
    const call = this.#call;
    if (!LOG_LEVELS.includes(level)) {
      throw new TypeError(
        `log(): unknown level '${String(level)}'; use one of ${LOG_LEVELS.join(", ")}.`,
      );
    }
    if (typeof message !== "string") throw new TypeError("log(): message must be a string.");
    if (call.settled) return;
    const { onLog } = call.handlers;
    const onAnyLog = call.environment.handlers.onLog;
    const listeners = call.environment.listeners[4];
    if (onLog === undefined && onAnyLog === undefined && listeners.length === 0) return;
    const entry: ToolLogEntry = Object.freeze({
      toolName: call.tool.name,
      callId: call.callId,
      level,
      message: call.redact(message),
      data: call.redact(data),
    });
    if (onLog !== undefined) deliverEvent([onLog], entry);
    if (onAnyLog !== undefined) deliverEvent([onAnyLog], entry);
    if (listeners.length > 0) deliverEvent(listeners, entry);
  }

  async elicit(message: string, definition: unknown): Promise<ElicitResult<never>> {
    const call = this.#call;
    const toolName = call.tool.name;
    if (typeof message !== "string") throw new TypeError("elicit(): message must be a string.");
    const schema = readSchema(definition);
    const problems = elicitationProblems(schema);
    if (problems.length > 0) {
      throw new TypeError(
        `elicit(): the schema cannot be asked of a user:\n  ${problems.join("\n  ")}`,
      );
    }
    const handler = call.handlers.elicit ?? call.environment.handlers.elicit;
    if (handler === undefined) {
      throw new UnsupportedCapabilityError({ toolName, capability: "elicitation" });
    }
    this.signal.throwIfAborted();
    const request = Object.freeze({
      toolName,
      callId: call.callId,
      message: call.redact(message),
      schema,
      signal: this.signal,
    });
    const answer = await untilAborted(() => handler(request), this.signal);
    return checkAnswer(answer, schema, toolName) as ElicitResult<never>;
  }

  async sample(request: SampleRequest): Promise<SampleResponse> {
    const call = this.#call;
    const toolName = call.tool.name;
    if (typeof request !== "object" || request === null || !Array.isArray(request.messages)) {
      throw new TypeError("sample(): the request needs a list of messages.");
    }
    if (!(Number.isSafeInteger(request.maxTokens) && request.maxTokens > 0)) {
      throw new RangeError(
        `sample(): maxTokens must be a positive integer, got ${String(request.maxTokens)}.`,
      );
    }
    const handler = call.handlers.sample ?? call.environment.handlers.sample;
    if (handler === undefined) {
      throw new UnsupportedCapabilityError({ toolName, capability: "sampling" });
    }
    this.signal.throwIfAborted();
    const asked = Object.freeze({
      ...call.redact(request),
      toolName,
      callId: call.callId,
      signal: this.signal,
    });
    return call.redact(await untilAborted(() => handler(asked), this.signal));
  }
}

function readSchema(definition: unknown): ToolSchema {
  const candidate = definition as { check?: unknown; parameters?: unknown } | null;
  if (
    definition instanceof Schema ||
    (typeof candidate?.check === "function" && Array.isArray(candidate.parameters))
  ) {
    return definition as ToolSchema;
  }
  // Throws SchemaDefinitionError with every problem of a definition written as data.
  return Schema.fromDict(definition);
}

function checkAnswer(answer: unknown, schema: ToolSchema, toolName: string): ElicitResult<unknown> {
  const action = (answer as { action?: unknown } | null)?.action;
  if (action === "decline" || action === "cancel") return Object.freeze({ action });
  if (action !== "accept") {
    throw new ElicitationError({
      toolName,
      errors: [
        `expected an answer whose action is 'accept', 'decline' or 'cancel', got ${describe(action)}`,
      ],
    });
  }
  const checked = schema.check((answer as Extract<ElicitAnswer, { action: "accept" }>).content);
  if (!checked.success) throw new ElicitationError({ toolName, errors: checked.errors });
  return Object.freeze({ action, content: checked.value });
}

function describe(value: unknown): string {
  return typeof value === "string" ? `'${value.slice(0, 40)}'` : typeof value;
}
