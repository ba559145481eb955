// Asking the user for input in the middle of a call: what the tool asks, what the caller's
// handler answers, and what the tool gets back.
import type { ToolSchema } from "@kit/schema";

/** What a tool asks its caller's user: a message and the form of the answer. */
export interface ElicitRequest {
  /** The tool that asks. */
  readonly toolName: string;
  /** The call's id. */
  readonly callId: string;
  /** The question, for a person (redacted). */
  readonly message: string;
  /** The form of the answer: flat fields of the four scalar types, or lists of enum strings. */
  readonly schema: ToolSchema;
  /** Aborts when the call times out or is aborted: stop asking then. */
  readonly signal: AbortSignal;
}

/**
 * The user's answer as the caller's handler gives it: the fields, or a refusal. `decline`
 * means the user said no; `cancel` that they dismissed the question without choosing.
 */
export type ElicitAnswer =
  | { readonly action: "accept"; readonly content: Readonly<Record<string, unknown>> }
  | { readonly action: "decline" }
  | { readonly action: "cancel" };

/** What a tool gets back: an accepted answer is checked against the schema, defaults filled in. */
export type ElicitResult<TContent> =
  | { readonly action: "accept"; readonly content: TContent }
  | { readonly action: "decline" }
  | { readonly action: "cancel" };

/** Asks the user (a terminal prompt, a form in an app, an MCP client's elicitation). */
export type ElicitHandler = (request: ElicitRequest) => ElicitAnswer | Promise<ElicitAnswer>;
