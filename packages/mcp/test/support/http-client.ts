// Clients of a spawned `kit-mcp serve --http`: the official one, and raw requests for hostile
// traffic.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { ClientCapabilities } from "@modelcontextprotocol/sdk/types.js";
import { FIXTURE, type KitMcpProcess, spawnKitMcp } from "./kit-mcp-process";

/** The token every HTTP server of the tests expects. */
export const TOKEN: string = "test-token-0123456789abcdef";

/** A spawned HTTP server on a free loopback port, and its endpoint. */
export interface HttpServer {
  readonly process: KitMcpProcess;
  readonly url: URL;
}

/** Starts `kit-mcp serve <fixture> --http --port 0 ...extra` and waits until it listens. */
export async function startHttpServer(
  extra: readonly string[] = [],
  fixture: string = FIXTURE,
): Promise<HttpServer> {
  const server = spawnKitMcp(["serve", fixture, "--http", "--port", "0", ...extra], {
    KIT_MCP_TOKEN: TOKEN,
  });
  const [, url] = await server.waitForStderr(/serving \d+ tools? at (http:\/\/\S+)\n/);
  return { process: server, url: new URL(url ?? "") };
}

/**
 * Requests one client has in flight at most. Calls above it wait their turn in the client: a
 * thousand at once would open a thousand sockets, past the listen backlog (511) of a busy
 * server, and a refused connection is retried only after a second or more.
 */
const MAX_REQUESTS = 200;

/**
 * Runs at most `max` requests at once, the others in turn. A request holds its place until its
 * body has been read to the end (or dropped): an event stream's body comes long after its
 * headers, and its socket stays open until then.
 */
function requestLimit(max: number): (run: () => Promise<Response>) => Promise<Response> {
  let active = 0;
  const waiting: (() => void)[] = [];
  const release = (): void => {
    // A finished request hands its place to the first one waiting.
    const first = waiting.shift();
    if (first === undefined) active--;
    else first();
  };
  return async (run) => {
    if (active < max) active++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    let response: Response;
    try {
      response = await run();
    } catch (error) {
      release();
      throw error;
    }
    const { status, statusText, headers } = response;
    if (response.body === null || status === 202 || status === 204) {
      release();
      return response;
    }
    let released = false;
    const once = (): void => {
      if (!released) release();
      released = true;
    };
    const reader = response.body.getReader();
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        try {
          const { done, value } = await reader.read();
          if (done) {
            once();
            controller.close();
          } else controller.enqueue(value);
        } catch (error) {
          once();
          controller.error(error);
        }
      },
      cancel(reason) {
        once();
        return reader.cancel(reason);
      },
    });
    return new Response(body, { status, statusText, headers });
  };
}

/**
 * The official client on one or more servers; with several, each HTTP request goes to the next
 * server in turn, as a round-robin load balancer would send it.
 */
export async function connectClient(
  urls: readonly URL[],
  token: string = TOKEN,
  capabilities: ClientCapabilities = {},
): Promise<Client> {
  let next = 0;
  const first = urls[0] as URL;
  const limit = requestLimit(MAX_REQUESTS);
  const transport = new StreamableHTTPClientTransport(first, {
    requestInit: { headers: { Authorization: `Bearer ${token}` } },
    fetch: (input, init) => {
      const target = urls[next++ % urls.length] as URL;
      const url = new URL(String(input));
      url.host = target.host;
      return limit(() => fetch(url, init));
    },
  });
  const client = new Client({ name: "test", version: "1.0.0" }, { capabilities });
  await client.connect(transport);
  return client;
}

/** The JSON-RPC initialize request, as a client's first POST. */
export const INITIALIZE: string = JSON.stringify({
  jsonrpc: "2.0",
  id: 1,
  method: "initialize",
  params: {
    protocolVersion: "2025-06-18",
    capabilities: {},
    clientInfo: { name: "raw", version: "1.0.0" },
  },
});

/** A POST as the official client makes it, with `headers` added or replaced. */
export function post(
  url: URL,
  body: string,
  headers: Record<string, string> = {},
  signal?: AbortSignal,
): Promise<Response> {
  return fetch(url, {
    method: "POST",
    signal: signal ?? null,
    headers: {
      Authorization: `Bearer ${TOKEN}`,
      "Content-Type": "application/json",
      Accept: "application/json, text/event-stream",
      ...headers,
    },
    body,
  });
}
