// What went wrong with a remote server, in words for McpConnectionError's reason, and whether
// a failed request means the server is gone (rather than this one request failing).
import {
  ProtocolError,
  SdkError,
  SdkErrorCode,
  SdkHttpError,
  UnauthorizedError,
} from "@modelcontextprotocol/client";
import { ListingFailure } from "./listing-failure";
import type { SecretValues } from "./secret-values";
import { isResetBeforeAnswer } from "./watched-fetch";

/** What a connection sent to prove who it is, which the hint for a 401 or 403 names. */
export type CredentialsSent = "headers" | "oauth" | "none";

const REFUSAL_HINT: Readonly<Record<CredentialsSent, string>> = {
  headers: "check the credentials in its headers",
  oauth: "the OAuth authorization was refused (check the account's access, or the `auth` options)",
  none: "it requires credentials (`headers`, `credentialHeaders`, `bearerCredential` or `auth`)",
};

/**
 * A reason for an error that happened while connecting, without the server's label: the
 * timeout, a program that does not exist, an HTTP status, or the (cleaned) message.
 */
export function connectFailure(
  error: unknown,
  timedOut: boolean,
  timeoutMs: number,
  secrets: SecretValues,
  credentials: CredentialsSent,
): string {
  // The handshake completed and the listing broke a bound (its own time limit among them).
  if (error instanceof ListingFailure) return error.reason;
  if (timedOut) return `did not complete the MCP handshake within ${timeoutMs} ms`;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === "ENOENT") return "cannot start its command: no such program";
  if (code === "EACCES") return "cannot start its command: permission denied";
  if (error instanceof UnauthorizedError) {
    return "requires OAuth authorization, which did not complete";
  }
  if (error instanceof Error && error.name === "AuthorizationFailure") {
    return `requires OAuth authorization, which failed: ${secrets.clean(error.message)}`;
  }
  const status = httpStatus(error);
  if (status === 401 || status === 403) {
    return `refused the connection with HTTP ${status}: ${REFUSAL_HINT[credentials]}`;
  }
  if (error instanceof SdkError && error.code === SdkErrorCode.ConnectionClosed) {
    return "closed the connection before the MCP handshake completed";
  }
  const message = error instanceof Error ? error.message : String(error);
  // What the server's refusal said, when the SDK's message leaves it out (its probe's does).
  const text = (error as { data?: { text?: unknown } } | null)?.data?.text;
  const said =
    typeof text === "string" && text !== "" && !message.includes(text)
      ? `: ${text.slice(0, MAX_SAID)}`
      : "";
  return `cannot connect: ${secrets.clean(message + said)}`;
}

// The most of a refusal's body an error repeats.
const MAX_SAID = 500;

/**
 * Whether a failed HTTP request says the server is unreachable, not that the request was bad. A
 * JSON-RPC error answer (any code, -32000 too) came from a server that lives: an error of that
 * request alone.
 */
export function isServerGone(error: unknown): boolean {
  if (error instanceof ProtocolError) return false;
  const status = httpStatus(error);
  if (status !== undefined) {
    // 404: the session is gone (the server restarted); 502 to 504: a proxy without a server.
    return status === 404 || (status >= 502 && status <= 504);
  }
  if (error instanceof SdkError) return error.code === SdkErrorCode.ConnectionClosed;
  // fetch's network failure (refused, reset, DNS): `TypeError: fetch failed`.
  return error instanceof TypeError && error.message === "fetch failed";
}

/** A short reason for a lost HTTP server: `fetch failed`, `HTTP 404`, a reset twice. */
export function lostReason(error: unknown, secrets: SecretValues): string {
  const status = httpStatus(error);
  if (status !== undefined) return `HTTP ${status}`;
  // The request was sent once more (watched-fetch.ts), and its socket was reset again.
  if (isResetBeforeAnswer(error)) {
    return "fetch failed: the connection was reset before any answer, also when the request was sent once more";
  }
  const message = error instanceof Error ? error.message : String(error);
  return secrets.clean(message);
}

/** The HTTP status of a refused request, from the SDK's error for it (or what it wraps). */
export function httpStatus(error: unknown): number | undefined {
  if (error instanceof SdkHttpError) return error.status;
  if (error instanceof SdkError && error.cause instanceof SdkHttpError) return error.cause.status;
  return undefined;
}
