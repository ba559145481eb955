// The OAuthClientProvider that the SDK's transport authorizes with: what it obtains goes to the
// user's store, every secret it sees goes to the connection's redaction, and the authorization
// URL goes to the user's `authorize`, whose answer is kept until the connection finishes with it.
import { randomBytes } from "node:crypto";
import {
  computeScopeUnion,
  type OAuthClientInformationMixed,
  type OAuthClientMetadata,
  type OAuthClientProvider,
  type OAuthDiscoveryState,
  type OAuthTokens,
} from "@modelcontextprotocol/client";
import type { McpOAuthCredentialNames } from "../mcp-oauth-credential-names";
import type { McpOAuthOptions } from "../mcp-oauth-options";
import type { ConnectionAuth } from "./provided-auth";
import type { SecretValues } from "./secret-values";

/** The checked `auth` option of a connection. */
export interface OAuthSettings {
  readonly kind: "authorization_code";
  readonly options: McpOAuthOptions;
  readonly names: McpOAuthCredentialNames;
  readonly timeoutMs: number;
}

/** What came back from the authorization server: the code, and its `iss` when it sent one. */
export interface AuthorizationAnswer {
  readonly code: string;
  /** RFC 9207: checked by the SDK against the authorization server's metadata. */
  readonly iss: string | undefined;
}

/** Why an authorization did not complete, in words safe to show. */
class AuthorizationFailure extends Error {
  override readonly name = "AuthorizationFailure";
}

/** One connection's OAuth client. */
export class OAuthSession implements OAuthClientProvider, ConnectionAuth {
  readonly #settings: OAuthSettings;
  readonly #server: string;
  readonly #secrets: SecretValues;
  readonly #closed = new AbortController();
  #state: string | undefined;
  #pending: Promise<AuthorizationAnswer> | undefined;
  // The scope of the last tokens seen, for asking a wider one.
  #scope: string | undefined;
  // Where the authorization server was found, kept from the request to the callback (SEP-2352)
  // and no longer.
  #discovery: OAuthDiscoveryState | undefined;
  /** The MCP server's URL, the resource the tokens are for. */
  readonly serverUrl: URL;

  /** What the SDK's transport authorizes with: the session itself. */
  get provider(): OAuthClientProvider {
    return this;
  }
  /** Where this client's metadata document is published (client ID metadata documents). */
  readonly clientMetadataUrl?: string;

  constructor(settings: OAuthSettings, server: string, secrets: SecretValues, serverUrl: URL) {
    this.#settings = settings;
    this.serverUrl = serverUrl;
    const { clientMetadataUrl } = settings.options;
    if (clientMetadataUrl !== undefined) this.clientMetadataUrl = clientMetadataUrl;
    this.#server = server;
    this.#secrets = secrets;
    const secret = settings.options.client?.secret;
    if (secret !== undefined) secrets.add(secret);
  }

  get redirectUrl(): string {
    return String(this.#settings.options.redirectUrl);
  }

  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: "kit",
      ...this.#settings.options.clientMetadata,
      redirect_uris: [this.redirectUrl],
    } as OAuthClientMetadata;
  }

  state(): string {
    this.#state = randomBytes(16).toString("base64url");
    return this.#state;
  }

  async clientInformation(): Promise<OAuthClientInformationMixed | undefined> {
    const stored = await this.#read<OAuthClientInformationMixed>(this.#settings.names.client);
    if (stored !== undefined) {
      if (typeof stored.client_secret === "string") this.#secrets.add(stored.client_secret);
      return stored;
    }
    const client = this.#settings.options.client;
    if (client === undefined) return undefined;
    return client.secret === undefined
      ? { client_id: client.id }
      : { client_id: client.id, client_secret: client.secret };
  }

  async saveClientInformation(information: OAuthClientInformationMixed): Promise<void> {
    if (typeof information.client_secret === "string") this.#secrets.add(information.client_secret);
    await this.#settings.options.store.set(
      this.#settings.names.client,
      JSON.stringify(information),
    );
  }

  async tokens(): Promise<OAuthTokens | undefined> {
    const tokens = await this.#read<OAuthTokens>(this.#settings.names.tokens);
    if (tokens !== undefined) this.#addTokens(tokens);
    return tokens;
  }

  async saveTokens(tokens: OAuthTokens): Promise<void> {
    // The discovery served the authorization that ends here; a later refusal discovers anew,
    // so a server that moved to another authorization server is followed there (SEP-2352).
    this.#discovery = undefined;
    this.#addTokens(tokens);
    await this.#settings.options.store.set(this.#settings.names.tokens, JSON.stringify(tokens));
  }

  /** The scope to ask for when the server wants `required`: what the token holds, and that. */
  widerScope(required: string | undefined): string | undefined {
    return computeScopeUnion(this.#scope, required);
  }

  saveDiscoveryState(state: OAuthDiscoveryState): void {
    this.#discovery = state;
  }

  discoveryState(): OAuthDiscoveryState | undefined {
    return this.#discovery;
  }

  async saveCodeVerifier(verifier: string): Promise<void> {
    this.#secrets.add(verifier);
    await this.#settings.options.store.set(this.#settings.names.verifier, verifier);
  }

  async codeVerifier(): Promise<string> {
    const verifier = await this.#settings.options.store.get(this.#settings.names.verifier);
    if (verifier === undefined) {
      throw new AuthorizationFailure(
        `no PKCE code verifier in '${this.#settings.options.store.name}' under '${this.#settings.names.verifier}'`,
      );
    }
    this.#secrets.add(verifier);
    return verifier;
  }

  async invalidateCredentials(
    scope: "all" | "client" | "tokens" | "verifier" | "discovery",
  ): Promise<void> {
    const { store } = this.#settings.options;
    const { names } = this.#settings;
    if (scope === "all" || scope === "tokens") await store.delete(names.tokens);
    if (scope === "all" || scope === "client") await store.delete(names.client);
    if (scope === "all" || scope === "verifier") await store.delete(names.verifier);
  }

  /** Hands the URL to the user's `authorize`; its answer is taken by {@link takeCode}. */
  redirectToAuthorization(authorizationUrl: URL): void {
    const state = this.#state;
    const signal = AbortSignal.any([
      this.#closed.signal,
      AbortSignal.timeout(this.#settings.timeoutMs),
    ]);
    const request = { server: this.#server, signal };
    const answer = (async () => {
      const given = await this.#settings.options.authorize(new URL(authorizationUrl), request);
      return this.#code(given, state);
    })();
    this.#pending = untilAborted(answer, signal, this.#settings.timeoutMs);
    // Taken later by takeCode; a rejection nobody takes is not unhandled.
    this.#pending.catch(() => {});
  }

  /**
   * The authorization code of the authorization that the last request started, once the user
   * came back; `undefined` when no authorization is waiting.
   * @throws AuthorizationFailure when `authorize` failed, timed out, or came back with an error.
   */
  async takeCode(signal?: AbortSignal): Promise<AuthorizationAnswer | undefined> {
    const pending = this.#pending;
    this.#pending = undefined;
    if (pending === undefined) return undefined;
    const answer = await (signal === undefined
      ? pending
      : untilAborted(pending, signal, this.#settings.timeoutMs));
    this.#secrets.add(answer.code);
    return answer;
  }

  /** Stops waiting for the user: the connection is closed. */
  close(): void {
    this.#closed.abort(new AuthorizationFailure("the connection was closed"));
  }

  #code(given: string | URL, state: string | undefined): AuthorizationAnswer {
    if (typeof given === "string" && !given.includes("?")) {
      if (given === "") throw new AuthorizationFailure("'authorize' resolved with an empty code");
      return { code: given, iss: undefined };
    }
    let callback: URL;
    try {
      callback = new URL(given);
    } catch {
      throw new AuthorizationFailure(
        "'authorize' must resolve with the callback URL or the authorization code",
      );
    }
    const error = callback.searchParams.get("error");
    if (error !== null) {
      const description = callback.searchParams.get("error_description");
      const detail = description === null ? "" : `: ${this.#secrets.clean(description)}`;
      throw new AuthorizationFailure(
        `the authorization server answered '${this.#secrets.clean(error)}'${detail}`,
      );
    }
    if (state !== undefined && callback.searchParams.get("state") !== state) {
      throw new AuthorizationFailure(
        "the callback's 'state' does not match the authorization request's (a forged or stale callback)",
      );
    }
    const code = callback.searchParams.get("code");
    if (code === null || code === "") {
      throw new AuthorizationFailure("the callback URL has no 'code'");
    }
    return { code, iss: callback.searchParams.get("iss") ?? undefined };
  }

  #addTokens(tokens: OAuthTokens): void {
    if (tokens.scope !== undefined) this.#scope = tokens.scope;
    this.#secrets.add(tokens.access_token);
    if (tokens.refresh_token !== undefined) this.#secrets.add(tokens.refresh_token);
    if (typeof tokens.id_token === "string") this.#secrets.add(tokens.id_token);
  }

  async #read<T>(name: string): Promise<T | undefined> {
    const text = await this.#settings.options.store.get(name);
    if (text === undefined) return undefined;
    try {
      return JSON.parse(text) as T;
    } catch {
      // Unreadable (written by something else): as if absent, so a new authorization replaces it.
      return undefined;
    }
  }
}

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal, timeoutMs: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      const reason: unknown = signal.reason;
      const timedOut = reason instanceof DOMException && reason.name === "TimeoutError";
      reject(
        timedOut
          ? new AuthorizationFailure(`'authorize' did not resolve within ${timeoutMs} ms`)
          : reason,
      );
    };
    if (signal.aborted) return onAbort();
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener("abort", onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener("abort", onAbort);
        reject(error);
      },
    );
  });
}
