// The `fetch` a connection hands the SDK's HTTP transports. It keeps the message limit while a
// body is read (body-limit.ts), tells the connection which call's answer passed the limit or
// broke off, and sends once more a request that never reached the server: one whose socket the
// server had closed (a keep-alive socket past the server's idle timeout) before any answer.
import type { FetchLike } from "@modelcontextprotocol/client";
import { type BodyWatch, limitBody } from "./body-limit";

/** What a connection hears from the bodies of its HTTP answers. */
export interface WireEvents {
  /**
   * A body passed the limit. `token` is the progress token of the call it answers, when the
   * request carried one (a call's own stream); none for a stream that several answers share.
   */
  readonly tooLarge: (token: string | undefined) => void;
  /** A body broke off before its end (the socket closed, the server died). */
  readonly broken: (token: string | undefined, error: unknown) => void;
}

// The socket errors that mean the server closed the connection before it answered anything: the
// request was written to a socket it had already given up (or was not written at all).
const RESET_CODES: ReadonlySet<unknown> = new Set(["ECONNRESET", "EPIPE", "UND_ERR_SOCKET"]);

/**
 * Whether a `fetch` that rejected (no answer, not a byte of one) failed because the server had
 * closed the socket: fetch's `TypeError: fetch failed` whose cause is a reset.
 */
export function isResetBeforeAnswer(error: unknown): boolean {
  if (!(error instanceof TypeError)) return false;
  const cause = (error as { cause?: { code?: unknown } }).cause;
  return RESET_CODES.has(cause?.code);
}

// How a call's request names it: kit's progress token in its `_meta`, the last one in the body
// (the arguments come before `_meta`, and inside a string a quote is escaped).
const TOKEN_MARK = '"progressToken":"';
const TOKEN_PREFIX = "kit-";

/** The progress token of the call a request body carries, if it is kit's. */
export function callToken(body: unknown): string | undefined {
  if (typeof body !== "string") return undefined;
  const at = body.lastIndexOf(`${TOKEN_MARK}${TOKEN_PREFIX}`);
  if (at === -1) return undefined;
  const start = at + TOKEN_MARK.length;
  const end = body.indexOf('"', start);
  return end === -1 ? undefined : body.slice(start, end);
}

function isEventStream(response: Response): boolean {
  return response.headers.get("content-type")?.toLowerCase().includes("text/event-stream") ?? false;
}

/**
 * A `fetch` that limits each message of an answer to `limit` bytes while reading it, and sends a
 * request once more when the server reset its socket before answering.
 */
export function watchedFetch(
  events: WireEvents,
  limit: number,
  base: FetchLike = fetch,
): FetchLike {
  return async (url, init) => {
    let response: Response;
    try {
      response = await base(url, init);
    } catch (error) {
      // Once, on a new socket: the server saw nothing of it, or closed the socket without
      // reading it. A body kit cannot send twice (a stream) is not sent again.
      const body = init?.body;
      const resendable = body === undefined || body === null || typeof body === "string";
      if (!isResetBeforeAnswer(error) || !resendable || init?.signal?.aborted === true) throw error;
      response = await base(url, init);
    }
    const { body, status } = response;
    if (body === null || status < 200 || status >= 300 || status === 204 || status === 205) {
      return response;
    }
    const token = callToken(init?.body);
    const watch: BodyWatch = {
      limit,
      events: isEventStream(response),
      over: () => events.tooLarge(token),
      broken: (error) => events.broken(token, error),
    };
    return new Response(limitBody(body, watch), {
      status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}
