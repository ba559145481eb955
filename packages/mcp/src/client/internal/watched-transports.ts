// The SDK's HTTP transports, with kit's `fetch` (watched-fetch.ts) and, for Streamable HTTP, word
// of a call's event stream that ended without its answer: the SDK waits on for such a call (until
// a timeout), kit fails it at once.
import {
  type JSONRPCMessage,
  type MessageExtraInfo,
  SSEClientTransport,
  type SSEClientTransportOptions,
  StreamableHTTPClientTransport,
  type StreamableHTTPClientTransportOptions,
} from "@modelcontextprotocol/client";
import { type WireEvents, watchedFetch } from "./watched-fetch";

/** What a connection hears from its HTTP transport. */
export interface TransportEvents extends WireEvents {
  /** The answer to the call with this progress token ended without its result. */
  readonly ended: (token: string) => void;
}

type Receive = (message: JSONRPCMessage, extra?: MessageExtraInfo) => void;
type SendOptions = Parameters<StreamableHTTPClientTransport["send"]>[1];

// The progress token kit gives a call's request.
function requestToken(message: JSONRPCMessage): string | undefined {
  if (!("method" in message) || !("id" in message)) return undefined;
  const token = (message.params?._meta as { progressToken?: unknown } | undefined)?.progressToken;
  return typeof token === "string" ? token : undefined;
}

/** Streamable HTTP, telling the connection of a call's stream that ended without its answer. */
export class WatchedHttpTransport extends StreamableHTTPClientTransport {
  readonly #ended: (token: string) => void;
  // The calls sent whose answer has not come, by request id: their progress tokens.
  readonly #waiting = new Map<string | number, string>();

  constructor(
    url: URL,
    options: StreamableHTTPClientTransportOptions,
    events: TransportEvents,
    limit: number,
  ) {
    super(url, { ...options, fetch: watchedFetch(events, limit, options.fetch) });
    this.#ended = events.ended;
    // The SDK sets `onmessage` after this; every message passes here first, so an answer is
    // known to have come before its stream's end is heard. A handler read back (as the SDK does
    // to chain or restore one) and set again is unwrapped first, so wrappers never nest.
    const inner = new WeakMap<Receive, Receive>();
    let wrapped: Receive | undefined;
    Object.defineProperty(this, "onmessage", {
      configurable: true,
      enumerable: true,
      get: () => wrapped,
      set: (value: Receive | undefined) => {
        const receive = value === undefined ? undefined : (inner.get(value) ?? value);
        if (receive === undefined) {
          wrapped = undefined;
          return;
        }
        wrapped = (message, extra) => {
          this.#heard(message);
          receive(message, extra);
        };
        inner.set(wrapped, receive);
      },
    });
  }

  // An answer came: its call is no longer waiting.
  #heard(message: JSONRPCMessage): void {
    if ("id" in message && !("method" in message) && message.id !== undefined) {
      this.#waiting.delete(message.id);
    }
  }

  override async send(message: JSONRPCMessage, options?: SendOptions): Promise<void> {
    const token = requestToken(message);
    const id = "id" in message ? message.id : undefined;
    if (token === undefined || id === undefined) return super.send(message, options);
    this.#waiting.set(id, token);
    const streamEnd = options?.onRequestStreamEnd;
    try {
      await super.send(message, {
        ...options,
        onRequestStreamEnd: () => {
          streamEnd?.();
          if (this.#waiting.delete(id)) this.#ended(token);
        },
      });
    } catch (error) {
      this.#waiting.delete(id);
      throw error;
    }
  }
}

/** The older HTTP+SSE transport, with kit's `fetch` for its event stream and its posts. */
export function watchedSseTransport(
  url: URL,
  options: SSEClientTransportOptions,
  events: WireEvents,
  limit: number,
): SSEClientTransport {
  return new SSEClientTransport(url, {
    ...options,
    fetch: watchedFetch(events, limit, options.fetch),
  });
}
