// The `auth` option of connectMcpServer, checked once: a TypeError or RangeError naming the
// option at fault, never with a secret in it.

import type { McpAuthProviderOptions } from "../mcp-auth-provider-options";
import type { McpClientCredentialsOptions } from "../mcp-client-credentials-options";
import { mcpOAuthCredentialNames } from "../mcp-oauth-credential-names";
import type { McpOAuthOptions } from "../mcp-oauth-options";
import type { OAuthSettings } from "./oauth-session";
import type { ProvidedAuthSettings } from "./provided-auth";

/** The checked `auth` option: kit's authorization-code flow, or a provider that needs no user. */
export type AuthSettings = OAuthSettings | ProvidedAuthSettings;

const DEFAULT_AUTHORIZATION_TIMEOUT_MS = 300_000;

function fail(message: string): never {
  throw new TypeError(`connectMcpServer(): ${message}`);
}

/**
 * Checks `auth` and derives the store's names from the server's URL.
 * @throws TypeError naming the option at fault; RangeError for a bad timeout.
 */
export function readOAuthOptions(value: unknown, url: URL): AuthSettings {
  if (typeof value !== "object" || value === null) fail("'auth' must be an object.");
  if ("provider" in value) return readProvider(value);
  if ("grant" in value) return readClientCredentials(value);
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
    kind: "authorization_code",
    options: { ...(value as McpOAuthOptions) },
    names: mcpOAuthCredentialNames(url, key),
    timeoutMs,
  };
}

function readProvider(value: object): ProvidedAuthSettings {
  const { provider } = value as Partial<Record<keyof McpAuthProviderOptions, unknown>>;
  const given = provider as Partial<Record<"tokens" | "clientInformation", unknown>> | null;
  if (
    typeof given !== "object" ||
    given === null ||
    typeof given.tokens !== "function" ||
    typeof given.clientInformation !== "function"
  ) {
    fail(
      "'auth.provider' must be an OAuthClientProvider of @modelcontextprotocol/client (with tokens and clientInformation).",
    );
  }
  return { kind: "provider", provider: provider as McpAuthProviderOptions["provider"] };
}

function readClientCredentials(value: object): ProvidedAuthSettings {
  const options = value as Partial<Record<keyof McpClientCredentialsOptions, unknown>>;
  if (options.grant !== "client_credentials") {
    fail(
      "'auth.grant' must be \"client_credentials\" (or leave it out for a user's authorization).",
    );
  }
  if (typeof options.clientId !== "string" || options.clientId === "") {
    fail("'auth.clientId' must be a non-empty string.");
  }
  const { clientSecret, privateKey, algorithm, scope } = options;
  if ((clientSecret === undefined) === (privateKey === undefined)) {
    fail("'auth' with the client-credentials grant takes one of 'clientSecret' and 'privateKey'.");
  }
  if (clientSecret !== undefined && (typeof clientSecret !== "string" || clientSecret === "")) {
    fail("'auth.clientSecret' must be a non-empty string.");
  }
  if (
    privateKey !== undefined &&
    typeof privateKey !== "string" &&
    !(privateKey instanceof Uint8Array) &&
    (typeof privateKey !== "object" || privateKey === null)
  ) {
    fail("'auth.privateKey' must be a PEM string, its bytes, or a JWK object.");
  }
  if (algorithm !== undefined && (typeof algorithm !== "string" || privateKey === undefined)) {
    fail("'auth.algorithm' must be a string, and goes with 'privateKey'.");
  }
  if (scope !== undefined && typeof scope !== "string") fail("'auth.scope' must be a string.");
  return { kind: "client_credentials", options: { ...(value as McpClientCredentialsOptions) } };
}
