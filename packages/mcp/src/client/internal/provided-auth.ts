// The authorization of a connection whose OAuth client is not kit's authorization-code flow:
// the client-credentials grant (the SDK's ClientCredentialsProvider or PrivateKeyJwtProvider),
// or a provider the user handed in. Nobody waits for a user here; every secret the provider
// gives out joins the connection's redaction.
import {
  ClientCredentialsProvider,
  computeScopeUnion,
  type OAuthClientProvider,
  type OAuthTokens,
  PrivateKeyJwtProvider,
} from "@modelcontextprotocol/client";
import type { McpClientCredentialsOptions } from "../mcp-client-credentials-options";
import type { AuthorizationAnswer } from "./oauth-session";
import type { SecretValues } from "./secret-values";

/** What a connection's authorization offers besides the provider the transport uses. */
export interface ConnectionAuth {
  /** What the SDK's transport authorizes with. */
  readonly provider: OAuthClientProvider;
  /** The MCP server's URL, the resource the tokens are for. */
  readonly serverUrl: URL;
  /** The answer of an authorization the user was sent to; `undefined` when none waits. */
  takeCode(signal?: AbortSignal): Promise<AuthorizationAnswer | undefined>;
  /** The scope to ask for when the server wants `required`: what is held, and that. */
  widerScope(required: string | undefined): string | undefined;
  /** Stops waiting for the user: the connection is closed. */
  close(): void;
}

/** The checked client-credentials options, or the user's provider. */
export type ProvidedAuthSettings =
  | { readonly kind: "client_credentials"; readonly options: McpClientCredentialsOptions }
  | { readonly kind: "provider"; readonly provider: OAuthClientProvider };

/** A provider kit did not write, wrapped so that the secrets it hands out are never shown. */
export class ProvidedAuth implements ConnectionAuth {
  readonly provider: OAuthClientProvider;
  readonly serverUrl: URL;
  #scope: string | undefined;

  constructor(settings: ProvidedAuthSettings, secrets: SecretValues, serverUrl: URL) {
    this.serverUrl = serverUrl;
    const inner =
      settings.kind === "provider" ? settings.provider : credentialsProvider(settings.options);
    if (settings.kind === "client_credentials") {
      const { clientSecret, privateKey } = settings.options;
      if (clientSecret !== undefined) secrets.add(clientSecret);
      if (typeof privateKey === "string") secrets.add(privateKey);
    }
    const seen = (tokens: OAuthTokens | undefined): void => {
      if (tokens === undefined) return;
      secrets.add(tokens.access_token);
      if (tokens.refresh_token !== undefined) secrets.add(tokens.refresh_token);
      if (tokens.scope !== undefined) this.#scope = tokens.scope;
    };
    // The provider's own methods run on the provider itself (its private fields stay its own);
    // only what hands out tokens or a client secret is watched on the way.
    this.provider = new Proxy(inner, {
      get(target, property) {
        const value: unknown = Reflect.get(target, property, target);
        if (typeof value !== "function") return value;
        if (property === "tokens") {
          return async () => {
            const tokens = (await value.call(target)) as OAuthTokens | undefined;
            seen(tokens);
            return tokens;
          };
        }
        if (property === "saveTokens") {
          return (tokens: OAuthTokens) => {
            seen(tokens);
            return value.call(target, tokens);
          };
        }
        if (property === "clientInformation") {
          return async (...args: unknown[]) => {
            const information = (await value.apply(target, args)) as
              | { client_secret?: unknown }
              | undefined;
            if (typeof information?.client_secret === "string") {
              secrets.add(information.client_secret);
            }
            return information;
          };
        }
        return value.bind(target);
      },
    });
  }

  async takeCode(): Promise<undefined> {
    return undefined;
  }

  widerScope(required: string | undefined): string | undefined {
    return computeScopeUnion(this.#scope, required);
  }

  close(): void {}
}

function credentialsProvider(options: McpClientCredentialsOptions): OAuthClientProvider {
  const scope = options.scope === undefined ? {} : { scope: options.scope };
  if (options.privateKey !== undefined) {
    return new PrivateKeyJwtProvider({
      clientId: options.clientId,
      privateKey: options.privateKey as string | Uint8Array | Record<string, unknown>,
      algorithm: options.algorithm ?? "RS256",
      clientName: "kit",
      ...scope,
    });
  }
  return new ClientCredentialsProvider({
    clientId: options.clientId,
    clientSecret: options.clientSecret ?? "",
    clientName: "kit",
    ...scope,
  });
}
