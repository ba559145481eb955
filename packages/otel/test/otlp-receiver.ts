// A minimal OTLP/HTTP trace endpoint on 127.0.0.1: it keeps every JSON request body
// posted to /v1/traces and answers as a collector would.
import { once } from "node:events";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";

/** A running receiver. */
export interface OtlpReceiver {
  /** The URL to give `OTLPTraceExporter`. */
  readonly url: string;
  /** Every export request body received, parsed. */
  readonly requests: unknown[];
  /** Every request's content type, in order. */
  readonly contentTypes: string[];
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  return request.headers["content-encoding"] === "gzip" ? gunzipSync(body) : body;
}

/** Starts a receiver on an ephemeral port. */
export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const requests: unknown[] = [];
  const contentTypes: string[] = [];
  const server = createServer((request, response) => {
    if (request.method !== "POST" || request.url !== "/v1/traces") {
      response.writeHead(404).end();
      return;
    }
    readBody(request).then(
      (body) => {
        const contentType = request.headers["content-type"] ?? "";
        contentTypes.push(contentType);
        if (!contentType.startsWith("application/json")) {
          response.writeHead(415).end();
          return;
        }
        requests.push(JSON.parse(body.toString("utf8")));
        response.writeHead(200, { "content-type": "application/json" }).end("{}");
      },
      () => response.writeHead(400).end(),
    );
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1/traces`,
    requests,
    contentTypes,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
