// The names under which a connection keeps its OAuth state in its store: one set per server.
import { createHash } from "node:crypto";

/** The credential names of one server's OAuth state. */
export interface McpOAuthCredentialNames {
  /** The tokens (access, refresh, expiry, scope, issuer), as JSON. */
  readonly tokens: string;
  /** The client registered with the authorization server (dynamic registration), as JSON. */
  readonly client: string;
  /** The PKCE code verifier of an authorization in progress. */
  readonly verifier: string;
}

const KEY = /^[A-Za-z0-9._-]{1,80}$/;

/**
 * The names a connection with `auth` uses in its store:
 * `mcp-oauth.<key>.tokens`, `mcp-oauth.<key>.client` and `mcp-oauth.<key>.verifier`. The key
 * is the `auth.key` option, else the URL's host and path with every other character turned
 * into `_`, cut to 60, then `-` and 8 hex digits of the SHA-256 of the URL without its query
 * (`https://tools.example.com/mcp` gives `tools.example.com_mcp-` and 8 digits), so two servers
 * never share tokens. All are valid credential names.
 * @param url - the server's MCP endpoint, as given to `connectMcpServer`.
 * @param key - the `auth.key` option, when given.
 * @returns the three names.
 * @throws TypeError for a `key` that is not 1-80 letters, digits, `.`, `_` or `-`.
 * @example
 * ```ts
 * import { mcpOAuthCredentialNames } from "@kit/mcp";
 *
 * const names = mcpOAuthCredentialNames("https://tools.example.com/mcp");
 * console.log(names.tokens); // mcp-oauth.tools.example.com_mcp-5577ea8e.tokens
 * ```
 */
export function mcpOAuthCredentialNames(url: string | URL, key?: string): McpOAuthCredentialNames {
  const stem = key ?? derivedKey(new URL(url));
  if (typeof stem !== "string" || !KEY.test(stem) || stem === "." || stem === "..") {
    throw new TypeError(
      "connectMcpServer(): 'auth.key' must be 1-80 letters, digits, '.', '_' or '-'.",
    );
  }
  const base = `mcp-oauth.${stem}`;
  return { tokens: `${base}.tokens`, client: `${base}.client`, verifier: `${base}.verifier` };
}

function derivedKey(url: URL): string {
  const readable = `${url.host}${url.pathname}`.replace(/[^A-Za-z0-9.-]/g, "_").slice(0, 60);
  const digest = createHash("sha256")
    .update(`${url.origin}${url.pathname}`)
    .digest("hex")
    .slice(0, 8);
  return `${readable.replace(/_+$/, "")}-${digest}`;
}
