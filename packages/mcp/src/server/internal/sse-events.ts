// The text of Server-Sent Events as kit-mcp writes them itself (the SDK's transport writes the
// events of a live POST in the same form).
import type { ServerResponse } from "node:http";
import type { JSONRPCMessage } from "@modelcontextprotocol/server";

/** The headers of an event stream's response, as the SDK's transport sends them. */
export const EVENT_STREAM_HEADERS: Readonly<Record<string, string>> = {
  "Content-Type": "text/event-stream",
  "Cache-Control": "no-cache, no-transform",
  Connection: "keep-alive",
  "X-Accel-Buffering": "no",
};

/** An event carrying a message, under its id. */
export function eventText(id: string, message: JSONRPCMessage): string {
  return `event: message\nid: ${id}\ndata: ${JSON.stringify(message)}\n\n`;
}

/**
 * A priming event (the protocol of 2025-11-25): an id and empty data, so that the client holds a
 * Last-Event-ID before anything else, and the milliseconds it waits before it reconnects.
 */
export function primingText(id: string, retryMs: number): string {
  return `id: ${id}\nretry: ${retryMs}\ndata: \n\n`;
}

/** Resolves once `response` can take more, or has closed. */
export function drained(response: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      response.off("drain", done);
      response.off("close", done);
      resolve();
    };
    response.once("drain", done);
    response.once("close", done);
  });
}
