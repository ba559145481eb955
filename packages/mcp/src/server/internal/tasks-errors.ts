// The tasks extension's part of a request: whether it was declared, and the protocol's errors
// when it was not or a tool's task support refuses the call.
import {
  type ClientCapabilities,
  MissingRequiredClientCapabilityError,
  ProtocolError,
  ProtocolErrorCode,
  type ServerContext,
} from "@modelcontextprotocol/server";
import { TASKS_EXTENSION } from "./tasks-policy";

/** Whether a 2026-07-28 request declared the tasks extension. */
export function declaresTasks(capabilities: ClientCapabilities | undefined): boolean {
  const extensions = (capabilities as { extensions?: Record<string, unknown> } | undefined)
    ?.extensions;
  return extensions?.[TASKS_EXTENSION] !== undefined;
}

/** The -32021 error of a request that needs the tasks extension, which it did not declare. */
export function missingTasksExtension(what: string): MissingRequiredClientCapabilityError {
  return new MissingRequiredClientCapabilityError(
    { requiredCapabilities: { extensions: { [TASKS_EXTENSION]: {} } } },
    `${what} needs the ${TASKS_EXTENSION} extension: declare it in the request's io.modelcontextprotocol/clientCapabilities`,
  );
}

/** @throws MissingRequiredClientCapabilityError (-32021) when the request did not declare the extension. */
export function requireExtension(ctx: ServerContext): void {
  const envelope = ctx.mcpReq.envelope as Readonly<Record<string, unknown>> | undefined;
  const capabilities = envelope?.["io.modelcontextprotocol/clientCapabilities"] as
    | ClientCapabilities
    | undefined;
  if (!declaresTasks(capabilities)) throw missingTasksExtension("tasks/*");
}

/** -32601 for a 2025 tools/call a tool's task support refuses. */
export function taskMethodNotFound(message: string): ProtocolError {
  return new ProtocolError(ProtocolErrorCode.MethodNotFound, message);
}
