// The `auth` option of connectMcpServer that hands in the SDK's own OAuth client, for a flow kit
// does not cover (cross-app access, a token broker, DPoP).
import type { OAuthClientProvider } from "@modelcontextprotocol/client";

/**
 * An `OAuthClientProvider` of `@modelcontextprotocol/client` (the SDK's `CrossAppAccessProvider`,
 * or one of your own) that authorizes the connection's requests instead of kit's flows. Kit
 * still keeps the tokens it hands out and the client's secret out of errors, logs and events;
 * the provider keeps them wherever it keeps them. A provider that needs the user to come back
 * from a browser is not finished by kit: use `McpOAuthOptions` for that.
 */
export interface McpAuthProviderOptions {
  /** The SDK's OAuth client provider. */
  readonly provider: OAuthClientProvider;
}
