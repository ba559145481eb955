// Hot path: runs on every message a connected ToolServer receives. `tools/call` requests taken off
// the transport before the SDK's Protocol sees them, and answered as the Protocol answers them.
//
// The SDK's Protocol tells a message's kind by three zod parses (is it a result? an error? a
// request?), two of which fail and build their issues, then wraps the request in a context of
// closures and defers the handler behind an async params check: most of a round trip's server
// time for a tool that answers at once. Here a `tools/call` of the plainest shape is recognised
// by a few property tests and handed to kit's handler with a context of the same fields; the
// SDK's own pieces do what decides the answer (its era codec checks the 2026-07-28 envelope and
// encodes the result, its `request`/`notification` send what the tool asks or reports, so their
// ids come from its counter and never collide), and its map of handlers' abort controllers
// holds the call's, so `notifications/cancelled` and a closed connection abort it as they abort
// any handler. Whatever is not of that shape goes to the SDK as it came: a message with transport
// details (HTTP: the request and its headers, auth, the era of a first message), a retry with
// `inputResponses` or `requestState`, a `task`, `related-task` metadata, an envelope the codec
// refuses, odd ids or keys, a `tools/call` handler the user replaced, and every other method.
import type {
  JSONRPCMessage,
  RequestId,
  Result,
  ServerContext,
  Transport,
} from "@modelcontextprotocol/server";
import {
  CLIENT_CAPABILITIES_META_KEY,
  CLIENT_INFO_META_KEY,
  LOG_LEVEL_META_KEY,
  PROTOCOL_VERSION_META_KEY,
  type Server,
} from "@modelcontextprotocol/server";
import { FastCallRequest } from "./fast-call-request";
import { resultSender } from "./result-sender";
import { samePlainData } from "./same-plain-data";

type KitHandler = (params: unknown, ctx: ServerContext) => Result | Promise<Result>;
type OnMessage = NonNullable<Transport["onmessage"]>;

/** The SDK's era codec, as far as the fast path uses it. */
interface WireCodec {
  hasRequestMethod(method: string): boolean;
  checkInboundEnvelope(material: { envelope?: Record<string, unknown> }): string | undefined;
  encodeResult(method: string, result: Result, serverInfo: unknown): Result;
  encodeErrorCode(code: number): number;
}

/** The SDK's Protocol internals the fast path reads (SDK v2.4; checked when it is installed). */
interface ProtocolInternals {
  _requestHandlers: Map<string, unknown>;
  _requestHandlerAbortControllers: Map<RequestId, AbortController>;
  _onerror(error: Error): void;
  _wireCodec(): WireCodec;
  _outboundServerInfo(): unknown;
  _shouldDropInbound(message: unknown): "drop" | undefined;
}

// The keys of a JSON-RPC request (the SDK's schema is strict: any other key is not a request).
const REQUEST_KEYS = new Set(["jsonrpc", "id", "method", "params"]);
// The 2026-07-28 envelope keys the SDK lifts out of `_meta` before a handler sees it.
const ENVELOPE_KEYS = [
  PROTOCOL_VERSION_META_KEY,
  CLIENT_INFO_META_KEY,
  CLIENT_CAPABILITIES_META_KEY,
  LOG_LEVEL_META_KEY,
];
const ENVELOPE_SET: ReadonlySet<string> = new Set(ENVELOPE_KEYS);
const RELATED_TASK_KEY = "io.modelcontextprotocol/related-task";

const OBJECT_PROTOTYPE = Object.prototype;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === OBJECT_PROTOTYPE || prototype === null;
}

// Whether a message came with nothing about its transport: no extra, or one of undefined values
// only (the in-memory transport's `{ authInfo: undefined }`), which the SDK's context reads as
// none. HTTP transports give the request, its headers and auth, and an era's first message its
// classification: those go the SDK's way.
function isEmptyExtra(extra: object | undefined): boolean {
  if (extra === undefined) return true;
  for (const key in extra) {
    if ((extra as Record<string, unknown>)[key] !== undefined) return false;
  }
  return true;
}

// What the SDK's schemas take as a request id or a progress token: a string or an integer (the
// fast path asks a safe one; a larger integer goes to the SDK).
function isIdLike(value: unknown): value is string | number {
  return typeof value === "string" || Number.isSafeInteger(value);
}

/**
 * The fast path of one server: `take` answers a plain `tools/call` itself and says so, or leaves
 * the message to the SDK.
 */
export class FastToolCalls {
  // The envelope the codec accepted last: an equal one is accepted without parsing it again.
  private acceptedEnvelope: Record<string, unknown> | undefined;
  // How a result goes to the transport the fast path was put on.
  private readonly sendResult: ReturnType<typeof resultSender>;

  private constructor(
    private readonly server: Server,
    private readonly internals: ProtocolInternals,
    private readonly handler: KitHandler,
    private readonly stored: unknown,
    private readonly transport: Transport,
  ) {
    this.sendResult = resultSender(transport);
  }

  /**
   * Puts the fast path in front of the SDK's `onmessage` on a transport the server just
   * connected to; leaves it as it is when the SDK's internals are not the ones this file knows
   * (another SDK version), so every message then goes the SDK's way.
   * @param entry - the SDK's stored entry of kit's `handler`: while another is in place for
   * `tools/call` (the user replaced it), every call goes the SDK's way, to that one.
   */
  static install(server: Server, transport: Transport, handler: KitHandler, entry: unknown): void {
    const internals = server as unknown as Partial<ProtocolInternals>;
    const sdk = transport.onmessage;
    if (
      sdk === undefined ||
      !(internals._requestHandlers instanceof Map) ||
      !(internals._requestHandlerAbortControllers instanceof Map) ||
      typeof internals._onerror !== "function" ||
      typeof internals._wireCodec !== "function" ||
      typeof internals._outboundServerInfo !== "function" ||
      typeof internals._shouldDropInbound !== "function"
    ) {
      return;
    }
    const fast = new FastToolCalls(
      server,
      internals as ProtocolInternals,
      handler,
      entry,
      transport,
    );
    const onmessage: OnMessage = (message, extra) => {
      if (isEmptyExtra(extra) && fast.take(message)) return;
      sdk.call(transport, message, extra);
    };
    transport.onmessage = onmessage;
  }

  /** Answers `message` when it is a plain `tools/call` this path serves; false otherwise. */
  take(message: JSONRPCMessage): boolean {
    const request = message as Record<string, unknown>;
    if (request.method !== "tools/call" || !isPlainObject(request)) return false;
    const { id, params } = request;
    if (request.jsonrpc !== "2.0" || !isIdLike(id) || !isPlainObject(params)) return false;
    for (const key in request) if (!REQUEST_KEYS.has(key)) return false;
    if ("inputResponses" in params || "requestState" in params || "task" in params) return false;
    const meta = params._meta;
    if (meta !== undefined) {
      if (!isPlainObject(meta) || RELATED_TASK_KEY in meta) return false;
      if ("progressToken" in meta && !isIdLike(meta.progressToken)) return false;
    }
    const internals = this.internals;
    if (internals._requestHandlers.get("tools/call") !== this.stored) return false;
    if (internals._shouldDropInbound(message) === "drop") return false;
    const codec = internals._wireCodec();
    const { envelope, params: handlerParams } = liftEnvelope(params);
    if (!codec.hasRequestMethod("tools/call") || !this.envelopeAccepted(codec, envelope)) {
      return false;
    }
    this.answer(codec, id, handlerParams, envelope);
    return true;
  }

  private envelopeAccepted(codec: WireCodec, envelope: Record<string, unknown> | undefined) {
    if (envelope !== undefined && samePlainData(envelope, this.acceptedEnvelope)) return true;
    if (codec.checkInboundEnvelope(envelope === undefined ? {} : { envelope }) !== undefined) {
      return false;
    }
    // A copy: the request's own object may change after it was checked (an in-memory client's).
    if (envelope !== undefined) this.acceptedEnvelope = copyOf(envelope);
    return true;
  }

  // As the SDK's Protocol answers a request (`params` are the handler's own copy): the handler a
  // microtask later, its result encoded by the era's codec, nothing sent once the request was
  // cancelled, its error as a JSON-RPC one.
  private answer(
    codec: WireCodec,
    id: string | number,
    params: Record<string, unknown>,
    envelope: Record<string, unknown> | undefined,
  ): void {
    const { server, internals, handler } = this;
    const transport = server.transport;
    const controller = new AbortController();
    internals._requestHandlerAbortControllers.set(id, controller);
    const ctx = new FastCallRequest(server, id, params, envelope, controller.signal).context();
    const send = (response: JSONRPCMessage) => transport?.send(response);
    Promise.resolve()
      .then(() => handler(params, ctx))
      .then(
        async (result) => {
          if (controller.signal.aborted) return;
          let encoded: Result;
          try {
            encoded = codec.encodeResult("tools/call", result, internals._outboundServerInfo());
          } catch (error) {
            internals._onerror(new Error(`Failed to encode result for tools/call: ${error}`));
            sendInternalError(send, id, internals);
            return;
          }
          // On the transport the request came by, as the SDK answers.
          if (transport === this.transport) await this.sendResult(id, encoded);
          else await send({ result: encoded, jsonrpc: "2.0", id } as JSONRPCMessage);
        },
        async (error: Record<string, unknown>) => {
          if (controller.signal.aborted) return;
          const code = Number.isSafeInteger(error.code) ? (error.code as number) : -32603;
          const data = error.data;
          await send({
            jsonrpc: "2.0",
            id,
            error: {
              code: codec.encodeErrorCode(code),
              message: (error.message as string | undefined) ?? "Internal error",
              ...(data !== undefined && { data }),
            },
          } as JSONRPCMessage);
        },
      )
      .catch((error) => internals._onerror(new Error(`Failed to send response: ${error}`)))
      .finally(() => {
        const controllers = internals._requestHandlerAbortControllers;
        if (controllers.get(id) === controller) controllers.delete(id);
      });
  }
}

// A deep copy of checked data, or undefined when it cannot be copied (then nothing is remembered).
function copyOf(value: Record<string, unknown>): Record<string, unknown> | undefined {
  try {
    return structuredClone(value);
  } catch {
    return undefined;
  }
}

function sendInternalError(
  send: (response: JSONRPCMessage) => Promise<void> | undefined,
  id: string | number,
  internals: ProtocolInternals,
): void {
  send({ jsonrpc: "2.0", id, error: { code: -32603, message: "Internal error" } })?.catch((error) =>
    internals._onerror(new Error(`Failed to send an error response: ${error}`)),
  );
}

// The handler's params and the 2026-07-28 envelope, as the SDK's Protocol makes them: a copy of
// the params, whose `_meta` (in its place) lost the envelope's keys, or is left out when nothing
// else was in it; the envelope of those keys, in the SDK's order (undefined when there is none).
function liftEnvelope(params: Record<string, unknown>): {
  envelope: Record<string, unknown> | undefined;
  params: Record<string, unknown>;
} {
  const meta = params._meta as Record<string, unknown> | undefined;
  let envelope: Record<string, unknown> | undefined;
  if (meta !== undefined) {
    for (const key of ENVELOPE_KEYS) {
      if (key in meta) {
        envelope ??= {};
        envelope[key] = meta[key];
      }
    }
  }
  if (envelope === undefined) return { envelope, params: { ...params } };
  let rest: Record<string, unknown> | undefined;
  for (const key in meta) {
    if (!ENVELOPE_SET.has(key)) {
      rest ??= {};
      rest[key] = (meta as Record<string, unknown>)[key];
    }
  }
  const next: Record<string, unknown> = {};
  for (const key in params) {
    if (key !== "_meta") next[key] = params[key];
    else if (rest !== undefined) next._meta = rest;
  }
  return { envelope, params: next };
}
