// The `auth` option of connectMcpServer, checked once: a TypeError or RangeError naming the
// option at fault, never with a secret in it.
import { mcpOAuthCredentialNames } from "../mcp-oauth-credential-names";
import type { McpOAuthOptions } from "../mcp-oauth-options";
import type { OAuthSettings } from "./oauth-session";

const DEFAULT_AUTHORIZATION_TIMEOUT_MS = 300_000;

function fail(message: string): never {
  throw new TypeError(`connectMcpServer(): ${message}`);
}

/**
 * Checks `auth` and derives the store's names from the server's URL.
 * @throws TypeError naming the option at fault; RangeError for a bad timeout.
 */
export function readOAuthOptions(value: unknown, url: URL): OAuthSettings {
  if (typeof value !== "object" || value === null) fail("'auth' must be an object.");
  const options = value as Partial<Record<keyof McpOAuthOptions, unknown>>;
  const store = options.store as Partial<Record<"get" | "set" | "delete" | "name", unknown>>;
  if (
    typeof store !== "object" ||
    store === null ||
    typeof store.get !== "function" ||
    typeof store.set !== "function" ||
    typeof store.delete !== "function"
  ) {
    fail(
      "'auth.store' must be a writable credential store (get, set and delete), such as a KeyringCredentialProvider.",
    );
  }
  if (typeof options.authorize !== "function") fail("'auth.authorize' must be a function.");
  let redirect: URL;
  try {
    redirect = new URL(options.redirectUrl as string | URL);
  } catch {
    fail("'auth.redirectUrl' must be an absolute URL.");
  }
  if (redirect.protocol === "javascript:" || redirect.protocol === "data:") {
    fail("'auth.redirectUrl' must be an http:, https: or app-specific URL.");
  }
  const { clientMetadata, clientMetadataUrl, client, key } = options;
  if (
    clientMetadata !== undefined &&
    (typeof clientMetadata !== "object" || clientMetadata === null)
  ) {
    fail("'auth.clientMetadata' must be an object.");
  }
  if (clientMetadataUrl !== undefined && typeof clientMetadataUrl !== "string") {
    fail("'auth.clientMetadataUrl' must be a string.");
  }
  if (client !== undefined) {
    const given = client as Partial<Record<"id" | "secret", unknown>> | null;
    if (
      typeof given !== "object" ||
      given === null ||
      typeof given.id !== "string" ||
      given.id === ""
    ) {
      fail("'auth.client.id' must be a non-empty string.");
    }
    if (given.secret !== undefined && typeof given.secret !== "string") {
      fail("'auth.client.secret' must be a string.");
    }
  }
  const timeoutMs = options.authorizationTimeoutMs ?? DEFAULT_AUTHORIZATION_TIMEOUT_MS;
  if (typeof timeoutMs !== "number" || !Number.isFinite(timeoutMs) || timeoutMs <= 0) {
    throw new RangeError(
      "connectMcpServer(): 'auth.authorizationTimeoutMs' must be a positive finite number of milliseconds.",
    );
  }
  if (key !== undefined && typeof key !== "string") fail("'auth.key' must be a string.");
  return {
    options: { ...(value as McpOAuthOptions) },
    names: mcpOAuthCredentialNames(url, key),
    timeoutMs,
  };
}
