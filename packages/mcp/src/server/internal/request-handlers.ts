// Hot path: runs on every tools/call. The caller's side of a kit call (CallHandlers) for one
// MCP request: progress and log messages as the request's notifications, elicit and sample as
// requests to the client, each only where the client asked for it or can answer it.
import type { CallHandlers, ElicitHandler, SampleHandler, ToolLogEntry } from "@kit/tools";
import type { ClientCapabilities, ServerContext } from "@modelcontextprotocol/server";
import { type ClientSession, logSeverity } from "./client-session";
import { elicitAnswer, elicitationParams } from "./elicitation-request";
import { sampleResponse, samplingParams } from "./sampling-request";
import { formElicitation } from "./session-id";

// The SDK's own wait for an answer (60 s by default) is lifted: a person may take longer, and
// the call's timeout and signal (given as the request's signal) end the wait.
const NO_SDK_TIMEOUT = 2_147_483_647;

function ignore(): void {}

/**
 * The handlers of one tools/call request: `onProgress` when the request carries a progress
 * token, `onLog` always (filtered by the session's level when each message comes), `elicit` and
 * `sample` when the client declared `elicitation` (form mode) and `sampling`.
 */
export function requestHandlers(
  ctx: ServerContext,
  session: ClientSession,
  capabilities: ClientCapabilities | undefined,
): CallHandlers {
  const token = ctx.mcpReq._meta?.progressToken;
  const handlers: {
    onProgress?: CallHandlers["onProgress"];
    onLog: NonNullable<CallHandlers["onLog"]>;
    elicit?: ElicitHandler;
    sample?: SampleHandler;
  } = { onLog: (entry) => sendLog(ctx, session, entry) };
  if (typeof token === "string" || typeof token === "number") {
    // MCP asks progress to increase with each notification; kit allows a report of the same
    // amount with a new message, which is not sent.
    let sent = -1;
    handlers.onProgress = ({ done, total, message }) => {
      if (done <= sent) return;
      sent = done;
      const params: {
        progressToken: string | number;
        progress: number;
        total?: number;
        message?: string;
      } = { progressToken: token, progress: done };
      if (total !== undefined) params.total = total;
      if (message !== undefined) params.message = message;
      ctx.mcpReq.notify({ method: "notifications/progress", params }).catch(ignore);
    };
  }
  if (capabilities !== undefined) {
    if (formElicitation(capabilities)) {
      handlers.elicit = async (request) => {
        const result = await ctx.mcpReq.send(
          { method: "elicitation/create", params: { ...elicitationParams(request) } },
          { signal: request.signal, timeout: NO_SDK_TIMEOUT },
        );
        return elicitAnswer(result);
      };
    }
    if (capabilities.sampling !== undefined) {
      handlers.sample = async (request) => {
        const result = await ctx.mcpReq.send(
          { method: "sampling/createMessage", params: { ...samplingParams(request) } },
          { signal: request.signal, timeout: NO_SDK_TIMEOUT },
        );
        return sampleResponse(result);
      };
    }
  }
  return handlers;
}

function sendLog(ctx: ServerContext, session: ClientSession, entry: ToolLogEntry): void {
  if (logSeverity(entry.level) < session.logSeverity) return;
  const data =
    entry.data === undefined ? entry.message : { message: entry.message, data: entry.data };
  ctx.mcpReq
    .notify({
      method: "notifications/message",
      params: { level: entry.level, logger: entry.toolName, data },
    })
    .catch(ignore);
}
