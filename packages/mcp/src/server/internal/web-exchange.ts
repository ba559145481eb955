// Node's HTTP request and response as the Web API's Request and Response that the SDK's HTTP
// transports and handler read and answer, and back.
import type { IncomingMessage, ServerResponse } from "node:http";
import { drained } from "./sse-events";

/**
 * The Web API request the SDK reads: the headers as they came, no body (it is parsed already);
 * its signal aborts when `response` closes before it has ended (the client went away).
 */
export function webRequest(request: IncomingMessage, response?: ServerResponse): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const each of value) headers.append(name, each);
    else if (value !== undefined) headers.set(name, value);
  }
  let signal: AbortSignal | undefined;
  if (response !== undefined) {
    const gone = new AbortController();
    response.once("close", () => {
      if (!response.writableFinished) gone.abort();
    });
    signal = gone.signal;
  }
  return new Request(new URL(request.url ?? "/", "http://localhost"), {
    method: request.method ?? "POST",
    headers,
    ...(signal === undefined ? {} : { signal }),
  });
}

/**
 * Writes a Web API response to `response`: its status, headers and body, an event stream as it
 * comes. When the client goes away first, the body is cancelled (the SDK then ends the call).
 */
export async function sendWebResponse(answer: Response, response: ServerResponse): Promise<void> {
  response.writeHead(answer.status, Object.fromEntries(answer.headers));
  if (answer.body === null) {
    response.end();
    return;
  }
  const reader = answer.body.getReader();
  const cancel = (): void => {
    reader.cancel().catch(() => undefined);
  };
  response.once("close", cancel);
  // An event stream's headers go out at once: the client learns the call is under way.
  response.flushHeaders();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (response.destroyed) break;
      if (!response.write(value)) await drained(response);
    }
  } catch {
    // The body failed or was cancelled (the client went away): nothing more to write.
  } finally {
    response.off("close", cancel);
    if (!response.writableEnded) response.end();
  }
}
