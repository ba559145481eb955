// Connects an SDK Client to a remote server: a child process over stdio, or Streamable HTTP
// with the fallback to the older HTTP+SSE transport that the spec's backwards-compatibility
// section describes (a POST of initialize answered with a 4xx: try GET for an SSE stream).
import { UnauthorizedError } from "@modelcontextprotocol/sdk/client/auth.js";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { SSEClientTransport } from "@modelcontextprotocol/sdk/client/sse.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import {
  StreamableHTTPClientTransport,
  StreamableHTTPError,
} from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { OAuthSession, OAuthSettings } from "./oauth-session";
import { MAX_RESULT_BYTES } from "./result-size";
import { MAX_AUTHORIZATIONS } from "./send-authorized";
import type { StderrTail } from "./stderr-tail";

/** Where the server is. */
export type ServerTarget =
  | {
      readonly kind: "stdio";
      readonly command: string;
      readonly args: readonly string[];
      readonly env: Readonly<Record<string, string>> | undefined;
      readonly cwd: string | undefined;
    }
  | {
      readonly kind: "http";
      readonly url: URL;
      readonly headers: Readonly<Record<string, string>>;
      readonly auth?: OAuthSettings | undefined;
    };

/** How a connection attempt is bounded. */
interface Bounds {
  readonly signal: AbortSignal;
  readonly timeoutMs: number;
  /** A fresh bound, after waiting for the user to authorize (which the timeout does not cover). */
  readonly renew: () => AbortSignal;
  /** The connection's OAuth client, when it has `auth`. */
  readonly oauth?: OAuthSession | undefined;
}

/**
 * Connects a fresh client (from `makeClient`) to the target and completes the handshake.
 * @param stderr - where a child process's stderr is kept.
 * @throws what the SDK or Node.js throws: a spawn error, an HTTP status, a timeout.
 */
export async function openClient(
  target: ServerTarget,
  makeClient: () => Client,
  stderr: StderrTail,
  bounds: Bounds,
): Promise<Client> {
  const options = { signal: bounds.signal, timeout: bounds.timeoutMs };
  if (target.kind === "stdio") {
    const transport = new StdioClientTransport({
      command: target.command,
      args: [...target.args],
      ...(target.env === undefined ? {} : { env: { ...target.env } }),
      ...(target.cwd === undefined ? {} : { cwd: target.cwd }),
      stderr: "pipe",
      // The SDK's default too, set here so that kit's documented limit stays kit's.
      maxBufferSize: MAX_RESULT_BYTES,
    });
    // The stream exists before start(), so nothing the process writes early is lost.
    stderr.follow(transport.stderr);
    const client = makeClient();
    await connectOrClose(client, transport, options);
    return client;
  }
  const requestInit = { headers: { ...target.headers } };
  const { oauth } = bounds;
  const auth = oauth === undefined ? {} : { authProvider: oauth, fetch: oauth.fetch };
  let current = options;
  for (let authorizations = 0; ; authorizations += 1) {
    const client = makeClient();
    const transport = new StreamableHTTPClientTransport(target.url, { requestInit, ...auth });
    try {
      await connectOrClose(client, transport, current);
      return client;
    } catch (error) {
      if (error instanceof UnauthorizedError && oauth !== undefined) {
        // The SDK sent the user to authorize (our `authorize`) and gave up on this attempt.
        const code = authorizations < MAX_AUTHORIZATIONS ? await oauth.takeCode() : undefined;
        if (code === undefined) throw error;
        await transport.finishAuth(code);
        current = { signal: bounds.renew(), timeout: bounds.timeoutMs };
        continue;
      }
      if (!isOldServerAnswer(error)) throw error;
      break;
    }
  }
  const fallback = makeClient();
  await connectOrClose(
    fallback,
    new SSEClientTransport(target.url, { requestInit, ...auth }),
    current,
  );
  return fallback;
}

async function connectOrClose(
  client: Client,
  transport: Parameters<Client["connect"]>[0],
  options: { signal: AbortSignal; timeout: number },
): Promise<void> {
  try {
    await client.connect(transport, options);
  } catch (error) {
    await client.close().catch(() => {});
    throw error;
  }
}

// The spec: a 4xx to the POST of initialize (405 or 404, say) means a server of the older
// transport. 401 and 403 are about the credentials, not the transport.
function isOldServerAnswer(error: unknown): boolean {
  if (!(error instanceof StreamableHTTPError)) return false;
  const code = error.code ?? 0;
  return code >= 400 && code < 500 && code !== 401 && code !== 403;
}
