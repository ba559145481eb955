// A request body, read only up to a limit: a client cannot make the server hold more.
import type { IncomingMessage } from "node:http";

/** The body, or `undefined` as soon as it is known to be longer than `maxBytes`. */
export function readBody(request: IncomingMessage, maxBytes: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    if (Number(request.headers["content-length"]) > maxBytes) return resolve(undefined);
    const chunks: Buffer[] = [];
    let length = 0;
    const onData = (chunk: Buffer): void => {
      length += chunk.length;
      if (length <= maxBytes) return void chunks.push(chunk);
      request.off("data", onData);
      request.off("end", onEnd);
      resolve(undefined);
    };
    const onEnd = (): void => resolve(Buffer.concat(chunks, length));
    request.on("data", onData);
    request.once("end", onEnd);
    request.once("error", reject);
  });
}

/**
 * Reads the rest of a refused body without keeping it, up to `maxBytes`, then cuts the
 * connection. A client still sending when the refusal goes out would otherwise see its
 * connection reset (EPIPE) instead of the answer.
 */
export function discardBody(request: IncomingMessage, maxBytes: number): void {
  let length = 0;
  request.on("data", (chunk: Buffer) => {
    length += chunk.length;
    if (length > maxBytes) request.socket.destroy();
  });
  request.resume();
}
