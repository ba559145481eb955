// The SDK Client of a connection: the capabilities its handlers allow, the handlers of the
// server's requests, and where the server's notifications go.
import type { CallHandlers } from "@kit/tools";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import {
  type ClientCapabilities,
  CreateMessageRequestSchema,
  ElicitRequestSchema,
  LoggingMessageNotificationSchema,
  ProgressNotificationSchema,
  ToolListChangedNotificationSchema,
} from "@modelcontextprotocol/sdk/types.js";
import type { CallsInFlight } from "./calls-in-flight";
import { answerElicitation, answerSampling } from "./server-requests";

/** What the connection does with the client's events. */
export interface ClientHooks {
  readonly calls: CallsInFlight;
  readonly toolsChanged: () => void;
  readonly closed: (client: Client) => void;
  /** A transport error: most change nothing, one says why the connection is about to close. */
  readonly transportError: (error: Error) => void;
}

/**
 * A client that declares elicitation (form mode) and sampling only when a handler answers
 * them, so a server without an answer is refused at once instead of waiting.
 */
export function makeClient(
  handlers: Pick<CallHandlers, "elicit" | "sample">,
  hooks: ClientHooks,
): Client {
  const { elicit, sample } = handlers;
  const capabilities: ClientCapabilities = {};
  // Form mode, with the requested schema's defaults filled in for the fields that the handler's
  // accepted answer leaves out (SEP-1034), by the SDK's client.
  if (elicit !== undefined) capabilities.elicitation = { form: { applyDefaults: true } };
  if (sample !== undefined) capabilities.sampling = {};
  const client = new Client({ name: "kit", version: "0.1.0" }, { capabilities });
  if (elicit !== undefined) {
    client.setRequestHandler(ElicitRequestSchema, (request, extra) =>
      answerElicitation(elicit, request.params, hooks.calls.origin(), extra.signal),
    );
  }
  if (sample !== undefined) {
    client.setRequestHandler(CreateMessageRequestSchema, (request, extra) =>
      answerSampling(sample, request.params, hooks.calls.origin(), extra.signal),
    );
  }
  client.setNotificationHandler(LoggingMessageNotificationSchema, (notification) =>
    hooks.calls.log(notification.params),
  );
  // In place of the SDK's own progress handling, which serves `onprogress` (not used).
  client.setNotificationHandler(ProgressNotificationSchema, (notification) =>
    hooks.calls.progress(notification.params),
  );
  client.setNotificationHandler(ToolListChangedNotificationSchema, () => hooks.toolsChanged());
  client.onclose = () => hooks.closed(client);
  // Transport errors reach the calls they fail; the rest (a malformed line) changes nothing.
  client.onerror = (error) => hooks.transportError(error);
  return client;
}
