// Connects an SDK Client to a remote server, in whichever protocol era it speaks: a child
// process over stdio, or Streamable HTTP with the fallback to the older HTTP+SSE transport that
// the spec's backwards-compatibility section describes. The client asks `server/discover` first
// (2026-07-28 and later) and falls back to `initialize` (the 2025 revisions) when the answer says
// the server is older; an HTTP server that refuses `initialize` with a 4xx too is an HTTP+SSE one.
import {
  type Client,
  SdkError,
  SdkErrorCode,
  UnauthorizedError,
} from "@modelcontextprotocol/client";
import { StdioClientTransport } from "@modelcontextprotocol/client/stdio";
import { httpStatus } from "./connection-failure";
import { acceptSameOriginIssuer, isSameOriginIssuer, issuerCheckOptions } from "./legacy-issuer";
import type { ConnectionAuth } from "./provided-auth";
import type { AuthSettings } from "./read-oauth-options";
import { MAX_RESULT_BYTES } from "./result-size";
import { MAX_AUTHORIZATIONS } from "./send-authorized";
import type { StderrTail } from "./stderr-tail";
import {
  type TransportEvents,
  WatchedHttpTransport,
  watchedSseTransport,
} from "./watched-transports";

/**
 * The SDK's stdio transport, probed in place: the SDK probes its own base class on a second,
 * throwaway process (a spawn more on every connect, a server's start-up work done twice); kit
 * probes the one process and starts another only for a server that dies of the probe.
 */
class InPlaceStdioTransport extends StdioClientTransport {}

/** How a fresh client negotiates: probe and fall back, or the 2025 handshake alone. */
export type Negotiation = "auto" | "legacy";

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
      readonly auth?: AuthSettings | undefined;
    };

/** How a connection attempt is bounded. */
interface Bounds {
  readonly signal: AbortSignal;
  readonly timeoutMs: number;
  /** A fresh bound, after waiting for the user to authorize (which the timeout does not cover). */
  readonly renew: () => AbortSignal;
  /** The connection's OAuth client, when it has `auth`. */
  readonly oauth?: ConnectionAuth | undefined;
  /** Where an HTTP transport tells of answers too large, broken off or ended without a result. */
  readonly events: TransportEvents;
}

/**
 * Connects a fresh client (from `makeClient`) to the target and completes the handshake.
 * @param stderr - where a child process's stderr is kept.
 * @throws what the SDK or Node.js throws: a spawn error, an HTTP status, a timeout.
 */
export async function openClient(
  target: ServerTarget,
  makeClient: (negotiation: Negotiation, probeTimeoutMs?: number) => Client,
  stderr: StderrTail,
  bounds: Bounds,
): Promise<Client> {
  const options = { signal: bounds.signal, timeout: bounds.timeoutMs };
  if (target.kind === "stdio") {
    const start = () => {
      const transport = new InPlaceStdioTransport({
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
      return transport;
    };
    // Half the time for the question: a server that ignores what it does not know is a 2025
    // one, and the other half is for its `initialize`.
    const client = makeClient("auto", bounds.timeoutMs / 2);
    try {
      await connectOrClose(client, start(), options);
      return client;
    } catch (error) {
      // A server that ended (or answered nothing usable) when asked `server/discover` before
      // `initialize`, as some 2025 SDKs' servers do: a new process, spoken to the 2025 way.
      if (!(error instanceof SdkError) || error.code !== SdkErrorCode.EraNegotiationFailed) {
        throw error;
      }
    }
    const legacy = makeClient("legacy");
    await connectOrClose(legacy, start(), options);
    return legacy;
  }
  const requestInit = { headers: { ...target.headers } };
  const { oauth } = bounds;
  // A wider scope is asked for by the connection itself (send-authorized.ts), at most once.
  const auth =
    oauth === undefined
      ? {}
      : { authProvider: oauth.provider, onInsufficientScope: "throw" as const };
  let current = options;
  for (let authorizations = 0; ; authorizations += 1) {
    const client = makeClient("auto");
    const transport = new WatchedHttpTransport(
      target.url,
      { requestInit, ...auth, ...(oauth === undefined ? {} : issuerCheckOptions(oauth)) },
      bounds.events,
      MAX_RESULT_BYTES,
    );
    try {
      await connectOrClose(client, transport, current);
      return client;
    } catch (error) {
      if (error instanceof UnauthorizedError && oauth !== undefined) {
        // The SDK sent the user to authorize (our `authorize`) and gave up on this attempt.
        const answer = authorizations < MAX_AUTHORIZATIONS ? await oauth.takeCode() : undefined;
        if (answer === undefined) throw error;
        await transport.finishAuth(answer.code, answer.iss);
        current = { signal: bounds.renew(), timeout: bounds.timeoutMs };
        continue;
      }
      if (oauth !== undefined && isSameOriginIssuer(error, target.url)) {
        // Once: the next attempt reads the same metadata without the check (legacy-issuer.ts).
        if (issuerCheckOptions(oauth).skipIssuerMetadataValidation === true) throw error;
        acceptSameOriginIssuer(oauth);
        continue;
      }
      if (!isOldServerAnswer(error)) throw error;
      break;
    }
  }
  const fallback = makeClient("legacy");
  await connectOrClose(
    fallback,
    watchedSseTransport(
      target.url,
      { requestInit, ...auth, ...(oauth === undefined ? {} : issuerCheckOptions(oauth)) },
      bounds.events,
      MAX_RESULT_BYTES,
    ),
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
// transport. 401 and 403 are about the credentials, not the transport. The `server/discover`
// probe before it already told a 2026 server (which may refuse `initialize`) from a 2025 one, so
// this is reached only for a server that answered the probe as an old one does.
function isOldServerAnswer(error: unknown): boolean {
  const status = httpStatus(error) ?? 0;
  return status >= 400 && status < 500 && status !== 401 && status !== 403;
}
