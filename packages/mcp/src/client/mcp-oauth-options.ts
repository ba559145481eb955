// The `auth` option of connectMcpServer over HTTP: OAuth 2.1 (authorization code with PKCE,
// dynamic client registration, refresh) with what it obtains kept in a writable credential store.
import type { OAuthClientMetadata } from "@modelcontextprotocol/client";

/**
 * Where a connection keeps what OAuth gives it: any `WritableCredentialProvider` of
 * `@kit/credentials` (the keyring, a secrets directory, memory) fits, or anything with these
 * three methods. Values are JSON text; they never appear in an error, a log or an event.
 */
export interface McpOAuthStore {
  /** The store's name, as errors say it. */
  readonly name: string;
  /** Reads a value; `undefined` when the store does not hold the name. */
  get(name: string): Promise<string | undefined>;
  /** Writes a value, replacing any other. */
  set(name: string, value: string): Promise<void>;
  /** Removes a value; resolves whether it was held. */
  delete(name: string): Promise<boolean>;
}

/** What `authorize` is told beside the URL. */
export interface McpAuthorizationRequest {
  /** The server's label (the connection's `name`). */
  readonly server: string;
  /** Aborts when the connection gives up waiting (`authorizationTimeoutMs`, or `close()`). */
  readonly signal: AbortSignal;
}

/** A client registered with the authorization server beforehand (no dynamic registration). */
export interface McpOAuthClient {
  /** The `client_id` it was given. */
  readonly id: string;
  /** Its `client_secret`, for a confidential client; never shown in an error. */
  readonly secret?: string | undefined;
}

/** OAuth 2.1 for a server reached over HTTP, as the MCP authorization spec describes it. */
export interface McpOAuthOptions {
  /** Where tokens, the registered client and the PKCE code verifier are kept across restarts. */
  readonly store: McpOAuthStore;
  /**
   * Sends the user to the authorization server and resolves with what came back to
   * `redirectUrl`: the whole callback URL (its `state` is then checked, and an `error` in it
   * reported), or just its `code`. Called when the server asks for authorization and there is
   * no token, or none that a refresh can renew, and again when a call needs a wider scope.
   */
  readonly authorize: (
    authorizationUrl: URL,
    request: McpAuthorizationRequest,
  ) => string | URL | Promise<string | URL>;
  /** Where the authorization server sends the user back (`http://127.0.0.1:8976/callback`). */
  readonly redirectUrl: string | URL;
  /**
   * Overrides of the client metadata sent with dynamic registration; by default `client_name`
   * is `"kit"` and `redirect_uris` is `[redirectUrl]`.
   */
  readonly clientMetadata?: Partial<Omit<OAuthClientMetadata, "jwks">> | undefined;
  /**
   * A URL where this client's metadata document is published: used as the `client_id` when
   * the authorization server supports client ID metadata documents, in place of registration.
   */
  readonly clientMetadataUrl?: string | undefined;
  /** A client registered beforehand, used when the store holds no registered client. */
  readonly client?: McpOAuthClient | undefined;
  /**
   * The part of the store's names that says which server they belong to (letters, digits,
   * `-`, `_`, `.`; at most 80): by default derived from the server's URL, see
   * `mcpOAuthCredentialNames`.
   */
  readonly key?: string | undefined;
  /** How long to wait for `authorize`, in milliseconds (default 300,000: five minutes). */
  readonly authorizationTimeoutMs?: number | undefined;
}
