// A GET with Last-Event-ID: the events of a call's stream after that id, then the live ones until
// the call's answer. Only the process that runs the call has its events.
import type { IncomingMessage, ServerResponse } from "node:http";
import { isAnswer } from "./client-answers";
import type { EventLog } from "./event-log";
import type { Follower } from "./event-stream";
import { EVENT_STREAM_HEADERS, eventText } from "./sse-events";

/** A refusal: the status and the message of its JSON-RPC error. */
export interface Refusal {
  readonly status: number;
  readonly message: string;
}

/** The refusal of a Last-Event-ID that this process does not keep for this client. */
const UNKNOWN_EVENT: Refusal = {
  status: 404,
  message:
    "Not found: no event stream of this process holds the Last-Event-ID for this session: another " +
    "process served the call (resuming needs the same process: one replica, or sticky sessions), " +
    "or its events are no longer kept (they are kept 5 minutes after the answer, 10,000 events at " +
    "most)",
};

/**
 * Resumes the stream that holds the request's `Last-Event-ID`, if the request's session opened
 * it; closes it again after `pollAfterMs` without the answer.
 * A response that still followed the stream (the client lost it) ends.
 * @returns the refusal to send instead (406 without `Accept: text/event-stream`, 404 for an
 * unknown, expired or foreign event id).
 */
export function resumeStream(
  request: IncomingMessage,
  response: ServerResponse,
  log: EventLog,
  pollAfterMs: number | undefined,
): Refusal | undefined {
  if (request.headers.accept?.includes("text/event-stream") !== true) {
    return { status: 406, message: "Not Acceptable: a GET must accept text/event-stream" };
  }
  const owner = request.headers["mcp-session-id"];
  const lastId = String(request.headers["last-event-id"]);
  const stream = log.find(lastId, typeof owner === "string" ? owner : undefined);
  if (stream === undefined) return UNKNOWN_EVENT;
  response.writeHead(200, EVENT_STREAM_HEADERS);
  // The client learns at once that the stream is back, before any event.
  response.flushHeaders();
  const follower: Follower = {
    write: (id, message) => {
      if (message === undefined || response.writableEnded) return;
      response.write(eventText(id, message));
      // The answer is the last event: the response ends with it.
      if (isAnswer(message)) response.end();
    },
    displaced: () => response.end(),
  };
  stream.follow(lastId, follower);
  // A stream that ended without an answer (its call was dropped) has nothing more to say.
  if (stream.ended) {
    if (!response.writableEnded) response.end();
    return undefined;
  }
  const poll =
    pollAfterMs === undefined ? undefined : setTimeout(() => response.end(), pollAfterMs);
  response.once("close", () => {
    clearTimeout(poll);
    stream.unfollow(follower);
  });
  return undefined;
}
