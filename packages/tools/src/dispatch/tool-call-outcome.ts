// What dispatching one tool call gives back: the request, its result, and words for the model.

import type { ToolResult } from "../executor/tool-result";
import type { ToolCallRequest } from "./tool-call-request";

/** The outcome of one dispatched call. Dispatch never rejects for a tool's failure. */
export interface ToolCallOutcome {
  /** The request, as given. */
  readonly request: ToolCallRequest;
  /** The call's result: success, or failure with its typed error. */
  readonly result: ToolResult;
  /**
   * What to show the model: the output as JSON on success; on failure the error's (redacted)
   * message, with what the model needs to correct its call. Never a credential value.
   */
  readonly text: string;
}
