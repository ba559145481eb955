// What went wrong with a remote server, in words for McpConnectionError's reason, and whether
// a failed request means the server is gone (rather than this one request failing).
import { UnauthorizedError } from "@modelcontextprotocol/sdk/client/auth.js";
import { StreamableHTTPError } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
import type { SecretValues } from "./secret-values";

/**
 * A reason for an error that happened while connecting, without the server's label: the
 * timeout, a program that does not exist, an HTTP status, or the (cleaned) message.
 */
export function connectFailure(
  error: unknown,
  timedOut: boolean,
  timeoutMs: number,
  secrets: SecretValues,
): string {
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
  if (error instanceof StreamableHTTPError && (code === 401 || code === 403)) {
    return `refused the connection with HTTP ${code}: check the credentials in its headers`;
  }
  if (error instanceof McpError && error.code === ErrorCode.ConnectionClosed) {
    return "closed the connection before the MCP handshake completed";
  }
  const message = error instanceof Error ? error.message : String(error);
  return `cannot connect: ${secrets.clean(message)}`;
}

/** Whether a failed HTTP request says the server is unreachable, not that the request was bad. */
export function isServerGone(error: unknown): boolean {
  if (error instanceof McpError) return error.code === ErrorCode.ConnectionClosed;
  if (error instanceof StreamableHTTPError) {
    // 404: the session is gone (the server restarted); 502 to 504: a proxy without a server.
    const code = error.code ?? 0;
    return code === 404 || (code >= 502 && code <= 504);
  }
  // fetch's network failure (refused, reset, DNS): `TypeError: fetch failed`.
  return error instanceof TypeError && error.message === "fetch failed";
}

/** A short reason for a lost HTTP server: `fetch failed`, `HTTP 404`. */
export function lostReason(error: unknown, secrets: SecretValues): string {
  if (error instanceof StreamableHTTPError) return `HTTP ${error.code ?? "error"}`;
  const message = error instanceof Error ? error.message : String(error);
  return secrets.clean(message);
}
