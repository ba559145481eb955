// A load balancer in miniature: a proxy on 127.0.0.1 that sends each request to the next of its
// upstreams in turn, and records which one served it.
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** A running proxy. */
export interface RoundRobinProxy {
  readonly url: URL;
  /** The index of the upstream that served each request so far, in order. */
  readonly served: readonly number[];
  close(): Promise<void>;
}

/** Starts a proxy to `upstreams` (their /mcp endpoints) on a free loopback port. */
export async function startRoundRobinProxy(upstreams: readonly URL[]): Promise<RoundRobinProxy> {
  const served: number[] = [];
  let next = 0;
  const server: Server = createServer((incoming, outgoing) => {
    const index = next;
    next = (next + 1) % upstreams.length;
    served.push(index);
    const target = upstreams[index] as URL;
    const forward = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: incoming.url,
        method: incoming.method,
        headers: { ...incoming.headers, host: target.host },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forward.once("error", () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: new URL(`http://127.0.0.1:${port}/mcp`),
    served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
