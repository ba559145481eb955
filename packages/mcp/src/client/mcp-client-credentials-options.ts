// The `auth` option of connectMcpServer for a machine without a user: OAuth's client-credentials
// grant, the client proving itself with a secret or a signed JWT (private_key_jwt).

/**
 * OAuth's client-credentials grant (RFC 6749 section 4.4), for a server called by a service
 * rather than a person: no browser, no `authorize`. The client authenticates to the
 * authorization server with `clientSecret` (HTTP Basic) or with a JWT signed by `privateKey`
 * (`private_key_jwt`, RFC 7523). Tokens are kept in memory and asked for again when they end.
 */
export interface McpClientCredentialsOptions {
  /** Says which grant: always `"client_credentials"`. */
  readonly grant: "client_credentials";
  /** The `client_id` the authorization server gave this client. */
  readonly clientId: string;
  /** Its `client_secret`; never shown in an error. Give this or `privateKey`. */
  readonly clientSecret?: string | undefined;
  /**
   * The key that signs its client assertions (`private_key_jwt`): a PKCS#8 PEM, its bytes, or a
   * private JWK; never shown in an error. Give this or `clientSecret`.
   */
  readonly privateKey?: string | Uint8Array | Readonly<Record<string, unknown>> | undefined;
  /** The signing algorithm for `privateKey` (`RS256`, `ES256`, ...; default `RS256`). */
  readonly algorithm?: string | undefined;
  /** The scope to ask for (default: what the server's metadata says). */
  readonly scope?: string | undefined;
}
