// What a tool receives besides its inputs and credentials: the call's signal and id, and the
// live channel back to its caller.
import type { Infer, SchemaDefinition, ToolSchema } from "@kit/schema";
import type { ElicitResult } from "./elicitation";
import type { LogLevel } from "./log-level";
import type { SampleRequest, SampleResponse } from "./sampling";

/** What a tool receives besides its inputs and credentials, for one call. */
export interface ToolContext {
  /**
   * Aborts when the call times out or the caller aborts it. Pass it on to `fetch` and
   * friends; the call settles on abort even if the tool ignores it.
   */
  readonly signal: AbortSignal;
  /** The call's id: the caller's, or a fresh unique one. */
  readonly callId: string;
  /**
   * Reports how far the call is. Goes to the caller's `onProgress`, the executor's
   * `tool.execution.progress` event, and over MCP to a client that asked for progress; ignored
   * after the call settled. The message is redacted.
   * @param done - how much is done: a finite number, at least 0 and at least the last report's.
   * @param total - how much there is in all, when known (a finite number above 0).
   * @param message - what the tool is doing now.
   * @throws RangeError for a `done` or `total` out of range.
   */
  progress(done: number, total?: number, message?: string): void;
  /**
   * Logs a message for the caller: to its `onLog`, the executor's `tool.execution.log` event,
   * and over MCP to the client at or above its level. Ignored after the call settled. The
   * message and the data are redacted.
   * @param level - one of the eight syslog levels, `debug` to `emergency`.
   * @param data - details, as JSON data.
   * @throws TypeError for an unknown level or a message that is not a string.
   */
  log(level: LogLevel, message: string, data?: unknown): void;
  /**
   * Asks the caller's user for input. The answer is checked against `schema` (defaults filled
   * in); the call's signal ends the wait.
   * @param schema - flat fields: strings, numbers, booleans, and lists of enum strings.
   * @returns `accept` with the checked content, or `decline` or `cancel`.
   * @throws UnsupportedCapabilityError (as a rejection) when the caller cannot ask its user.
   * @throws ElicitationError (as a rejection) when the answer does not match the schema.
   */
  elicit<const TSchema extends SchemaDefinition | ToolSchema>(
    message: string,
    schema: TSchema,
  ): Promise<ElicitResult<Infer<TSchema>>>;
  /**
   * Asks the caller's model for a completion; the call's signal ends the wait.
   * @throws UnsupportedCapabilityError (as a rejection) when the caller has no model to offer.
   */
  sample(request: SampleRequest): Promise<SampleResponse>;
}
