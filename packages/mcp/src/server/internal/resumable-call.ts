// A tools/call of a client that can resume an event stream (protocol 2025-11-25): its POST's
// stream opens with a priming event (an id and `retry`), every event is kept in the process's
// event log under an unguessable id, and a stream that closes before the answer, because the
// client lost it or the server closed it to make the client poll, leaves the call running for a
// GET with Last-Event-ID (resume-request.ts) to pick up.
import type { IncomingMessage, ServerResponse } from "node:http";
import {
  type Server,
  WebStandardStreamableHTTPServerTransport,
} from "@modelcontextprotocol/server";
import { type ClientAnswers, isAnswer } from "./client-answers";
import { type EventLog, streamEventStore } from "./event-log";
import type { Follower } from "./event-stream";
import { PRIMING_VERSION } from "./session-id";
import { drained, primingText } from "./sse-events";
import { webRequest } from "./web-exchange";

/** The milliseconds a client waits before it reconnects, sent in every priming event. */
const RETRY_MS = 1000;
/**
 * How long a call goes on after its stream closed with no client following it: then it is
 * aborted, as a call whose client went away is.
 */
const RESUME_WINDOW_MS = 60_000;

/** What a resumable call needs of the server that answers it. */
export interface ResumableCallOptions {
  readonly log: EventLog;
  readonly answers: ClientAnswers;
  /** Close the stream after this many milliseconds without the answer (the client polls). */
  readonly pollAfterMs: number | undefined;
}

/**
 * Answers `message`, a tools/call, through `server` on an event stream that the client can
 * resume. A refusal of the SDK's transport (406, 415, ...) is passed on as it is.
 */
export async function answerResumable(
  request: IncomingMessage,
  response: ServerResponse,
  message: unknown,
  server: Server,
  options: ResumableCallOptions,
): Promise<void> {
  const owner = request.headers["mcp-session-id"];
  const stream = options.log.open(typeof owner === "string" ? owner : undefined);
  // The SDK's transport writes a priming event for a request that says 2025-11-25 or later;
  // for the others (their handshake said so, see canResume) this one comes first.
  const version = request.headers["mcp-protocol-version"];
  const primingId =
    typeof version === "string" && version >= PRIMING_VERSION
      ? undefined
      : stream.append(undefined);
  // The SDK's transport writes this POST's events itself; a resume of the client ends this
  // response.
  let leave = (): void => {};
  const viaPost: Follower = {
    write: () => {},
    displaced: () => {
      leave();
      response.end();
    },
  };
  stream.hold(viaPost);
  // Registered at once: the client may go before the SDK's transport has answered.
  let closed = false;
  response.once("close", () => {
    closed = true;
    leave();
  });
  const transport = new WebStandardStreamableHTTPServerTransport({
    eventStore: streamEventStore(stream),
    retryInterval: RETRY_MS,
  });
  const forget = options.answers.attach(transport);
  let window: NodeJS.Timeout | undefined;
  let finished = false;
  const finish = (): void => {
    if (finished) return;
    finished = true;
    clearTimeout(window);
    stream.end();
    forget();
    void transport.close();
    void server.close();
  };
  stream.onUnfollow = () => {
    clearTimeout(window);
    window = setTimeout(() => {
      if (!stream.followed) finish();
    }, RESUME_WINDOW_MS).unref();
  };
  // The call's answer is the last message: once it is sent (or kept for a resume), the server
  // and transport of this request go.
  const send = transport.send.bind(transport);
  transport.send = async (outgoing, sendOptions) => {
    try {
      await send(outgoing, sendOptions);
    } finally {
      if (isAnswer(outgoing)) finish();
    }
  };
  await server.connect(transport);
  const answer = await transport.handleRequest(webRequest(request), { parsedBody: message });
  if (answer.body === null || !answer.headers.get("content-type")?.includes("text/event-stream")) {
    finish();
    response.writeHead(answer.status, Object.fromEntries(answer.headers));
    response.end(await answer.text());
    return;
  }
  response.writeHead(answer.status, Object.fromEntries(answer.headers));
  if (primingId !== undefined) response.write(primingText(primingId, RETRY_MS));
  const reader = answer.body.getReader();
  leave = (): void => {
    clearTimeout(poll);
    // The SDK's transport stops writing to this stream, and keeps storing the call's events.
    reader.cancel().catch(() => undefined);
    stream.unfollow(viaPost);
  };
  const poll =
    options.pollAfterMs === undefined
      ? undefined
      : setTimeout(() => {
          leave();
          response.end();
        }, options.pollAfterMs);
  if (closed) leave();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!response.write(value)) await drained(response);
  }
  clearTimeout(poll);
  if (!response.writableEnded) response.end();
}
