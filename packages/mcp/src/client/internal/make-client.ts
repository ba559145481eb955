// The SDK Client of a connection: the capabilities its handlers allow, the handlers of the
// server's requests, and where the server's notifications go.
import type { CallHandlers } from "@kit/tools";
import { Client, type ClientCapabilities } from "@modelcontextprotocol/client";
import { ACCEPT_ALL_VALIDATOR } from "./accept-all-validator";
import type { CallsInFlight } from "./calls-in-flight";
import type { Negotiation } from "./open-client";
import { answerElicitation, answerSampling } from "./server-requests";

/**
 * The most rounds of questions (2026-07-28's `InputRequiredResult`) one request answers before
 * it fails: a server that keeps asking is not answered forever. The call's own time limit holds
 * across all of them.
 */
const MAX_INPUT_ROUNDS = 8;

/** What the connection does with the client's events. */
export interface ClientHooks {
  readonly calls: CallsInFlight;
  readonly toolsChanged: () => void;
  readonly closed: (client: Client) => void;
  /** A transport error: most change nothing, one says why the connection is about to close. */
  readonly transportError: (error: Error) => void;
}

/** The capabilities a client declares: elicitation and sampling when a handler answers them. */
export function clientCapabilities(
  handlers: Pick<CallHandlers, "elicit" | "sample">,
): ClientCapabilities {
  const capabilities: ClientCapabilities = {};
  // Form mode, with the requested schema's defaults filled in for the fields that the handler's
  // accepted answer leaves out (SEP-1034), by the SDK's client.
  if (handlers.elicit !== undefined) capabilities.elicitation = { form: { applyDefaults: true } };
  if (handlers.sample !== undefined) capabilities.sampling = {};
  return capabilities;
}

/**
 * A client that declares elicitation (form mode) and sampling only when a handler answers
 * them, so a server without an answer is refused at once instead of waiting.
 */
export function makeClient(
  handlers: Pick<CallHandlers, "elicit" | "sample">,
  hooks: ClientHooks,
  negotiation: Negotiation,
  probeTimeoutMs?: number,
): Client {
  const { elicit, sample } = handlers;
  const capabilities = clientCapabilities(handlers);
  const client = new Client(
    { name: "kit", version: "0.1.0" },
    {
      capabilities,
      // Kit checks outputs against the schemas it vetted; the SDK's own check is turned off.
      jsonSchemaValidator: ACCEPT_ALL_VALIDATOR,
      // Asks `server/discover` first, and speaks 2025 (`initialize`) to a server that does not
      // know it; "legacy" for a new process after one that died of the question.
      versionNegotiation: {
        mode: negotiation,
        ...(probeTimeoutMs === undefined ? {} : { probe: { timeoutMs: probeTimeoutMs } }),
      },
      // A 2026 server's questions come back as the result of the call that asked them: the SDK
      // answers them with the handlers below and sends the call again.
      inputRequired: { autoFulfill: true, maxRounds: MAX_INPUT_ROUNDS },
      // 2026 servers tell changes only on a subscription, which the SDK opens for this; the
      // connection reads the list again itself.
      listChanged: {
        tools: { autoRefresh: false, debounceMs: 0, onChanged: () => hooks.toolsChanged() },
      },
    },
  );
  if (elicit !== undefined) {
    client.setRequestHandler("elicitation/create", (request, context) =>
      answerElicitation(elicit, request.params, hooks.calls.origin(), context.mcpReq.signal),
    );
  }
  if (sample !== undefined) {
    client.setRequestHandler("sampling/createMessage", (request, context) =>
      answerSampling(sample, request.params, hooks.calls.origin(), context.mcpReq.signal),
    );
  }
  client.setNotificationHandler("notifications/message", (notification) =>
    hooks.calls.log(notification.params),
  );
  // In place of the SDK's own progress handling, which serves `onprogress` (not used).
  client.setNotificationHandler("notifications/progress", (notification) =>
    hooks.calls.progress(notification.params),
  );
  // A 2025 server that says its list changed without declaring `listChanged`: heard too.
  client.setNotificationHandler("notifications/tools/list_changed", () => hooks.toolsChanged());
  client.onclose = () => hooks.closed(client);
  // Transport errors reach the calls they fail; the rest (a malformed line) changes nothing.
  client.onerror = (error) => hooks.transportError(error);
  return client;
}
