// A ToolContext outside an executor: for calling a tool's `execute` directly, as its unit tests do.
import { neverAborted } from "../executor/internal/call-abort";
import { nextCallId } from "../executor/internal/call-id";
import { CallState } from "../executor/internal/call-state";
import type { ToolListeners } from "../executor/internal/deliver-event";
import type { AnyTool } from "../tool/tool";
import type { CallHandlers } from "./call-handlers";
import { CallContext } from "./internal/call-context";
import type { ToolContext } from "./tool-context";

/** What {@link createToolContext} takes: all optional. */
export interface CreateToolContextOptions extends CallHandlers {
  /** The name progress, log messages and questions carry; `"tool"` when omitted. */
  readonly toolName?: string | undefined;
  /** The call's id; a fresh unique one when omitted. */
  readonly callId?: string | undefined;
  /** The call's signal; one that never aborts when omitted. */
  readonly signal?: AbortSignal | undefined;
}

const ALONE = { listeners: [[], [], [], [], [], [], []] as ToolListeners, handlers: {} };

/**
 * A context for running a tool's `execute` by hand, such as in the tool's own tests: progress
 * and log messages go to the handlers given (and nowhere else), and `elicit` and `sample` are
 * answered by the handlers given, or rejected with `UnsupportedCapabilityError`. Nothing is
 * redacted: no credentials are resolved.
 * @example
 * ```ts
 * import { createToolContext, defineTool } from "@kit/tools";
 *
 * const slow = defineTool({
 *   name: "slow",
 *   execute: (_inputs, _credentials, context) => {
 *     context.progress(1, 1, "done");
 *     return { ok: true };
 *   },
 * });
 * const seen: number[] = [];
 * slow.execute({}, {}, createToolContext({ onProgress: (report) => seen.push(report.done) }));
 * ```
 */
export function createToolContext(options: CreateToolContextOptions = {}): ToolContext {
  const { toolName = "tool", callId = nextCallId(), signal } = options;
  const tool = { name: toolName, credentialNames: [] } as unknown as AnyTool;
  const call = new CallState(
    tool,
    {},
    callId,
    undefined,
    signal,
    undefined,
    options,
    ALONE,
    undefined,
  );
  return new CallContext(call, signal ?? neverAborted());
}
