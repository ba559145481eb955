// What the transport-* modes write by hand over HTTP: the head of a call's event stream, its
// events, and a body of any size written with backpressure, stopped when the client goes away.
import type { ServerResponse } from "node:http";
import type { Json } from "../mode";

/** The session header the hostile server gives every answer. */
export const SESSION = { "mcp-session-id": "hostile-session" };

/** Starts a call's event stream and sends its head at once. */
export function startEvents(response: ServerResponse): void {
  response.writeHead(200, { ...SESSION, "content-type": "text/event-stream" });
  response.flushHeaders();
}

/** One event of a stream. */
export function event(response: ServerResponse, body: Json): void {
  response.write(`event: message\ndata: ${JSON.stringify(body)}\n\n`);
}

const MIB = 1024 * 1024;
const CHUNK = "a".repeat(MIB);

/**
 * Writes `head`, then `size` bytes of "a", then `tail`, waiting whenever the socket is full;
 * stops as soon as the client has closed it. Resolves with the bytes of "a" written.
 */
export async function writeHuge(
  response: ServerResponse,
  head: string,
  size: number,
  tail: string,
): Promise<number> {
  let closed = false;
  let wake: (() => void) | undefined;
  const stop = (): void => {
    closed = true;
    wake?.();
  };
  response.once("close", stop);
  response.on("error", stop);
  response.write(head);
  let written = 0;
  while (written < size && !closed) {
    const more = response.write(CHUNK);
    written += MIB;
    if (!more && !closed) {
      await new Promise<void>((resolve) => {
        wake = resolve;
        response.once("drain", resolve);
      });
    }
  }
  if (!closed) response.end(tail);
  return written;
}
