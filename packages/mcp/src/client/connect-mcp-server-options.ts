// What connectMcpServer takes: where the server is (a command, or a URL) and how kit uses it.
import type { AnyTool, CallHandlers, CredentialResolver } from "@kit/tools";
import type { CredentialHeader } from "./credential-header";
import type { McpAuthProviderOptions } from "./mcp-auth-provider-options";
import type { McpClientCredentialsOptions } from "./mcp-client-credentials-options";
import type { McpOAuthOptions } from "./mcp-oauth-options";
import type { McpTaskMode } from "./mcp-remote-task";

/** What every connection takes, whatever its transport. */
export interface McpConnectOptionsBase {
  /**
   * The server's label in error messages and in the tools' `mcp.server` tag (default: the
   * command's file name, or the URL's host).
   */
  readonly name?: string | undefined;
  /**
   * Put in front of every remote tool's name (`github_` gives `github_create_issue`), so that
   * two servers' tools, or a server's and local ones, do not clash: letters, digits, `_` and
   * `-`, at most 32, so the names stay valid for every provider's format.
   */
  readonly prefix?: string | undefined;
  /**
   * How long connecting may take, in milliseconds: resolving named credentials, the start, the
   * handshake and the first `tools/list` (default 30,000).
   */
  readonly timeoutMs?: number | undefined;
  /**
   * Answers the server's own requests and hears what no call claims. `elicit` answers its
   * `elicitation/create` (form mode) and `sample` its `sampling/createMessage`; without them
   * the client does not declare the capability, so the server is refused at once. `onLog`
   * receives the server's log messages when no call, or more than one, of this connection is
   * running (a message during the one running call goes to that call's `context.log`). There
   * is no `onProgress`: MCP ties each progress notification to its call, whose
   * `context.progress` gets it.
   */
  readonly handlers?: Pick<CallHandlers, "elicit" | "sample" | "onLog"> | undefined;
  /** Called with the new `tools` after the server said its list changed and it was read again. */
  readonly onToolsChanged?: ((tools: readonly AnyTool[]) => void) | undefined;
  /**
   * Resolves the credentials named by `credentialEnv`, `credentialHeaders` and
   * `bearerCredential`: a `CredentialManager` of @kit/credentials, or anything with its
   * `resolve` (as `ToolExecutor` takes). Asked when connecting and again on every reconnect,
   * so a rotated secret is picked up; the values join those never shown.
   */
  readonly credentials?: CredentialResolver | undefined;
  /**
   * When a remote tool's call goes as an MCP task (the kit call waits for it: it polls the
   * server, answers its questions with `handlers`, and cancels the task when the call is
   * aborted or times out). `auto` (default), `prefer` or `never`: see {@link McpTaskMode}.
   */
  readonly tasks?: McpTaskMode | undefined;
}

/** A server started as a child process, spoken to over its stdin and stdout. */
export interface McpStdioConnectOptions extends McpConnectOptionsBase {
  /** The program to run (`npx`, `node`, an absolute path). */
  readonly command: string;
  /** Its arguments. */
  readonly args?: readonly string[] | undefined;
  /**
   * Variables added to the small safe environment the SDK passes on (`HOME`, `PATH`, ...; not
   * the rest of this process's). Their values never appear in an error, a log or an event.
   */
  readonly env?: Readonly<Record<string, string>> | undefined;
  /** The directory to run it in (default: this process's). */
  readonly cwd?: string | undefined;
  /**
   * Variables whose values are credentials, by name (`{ GITHUB_TOKEN: "github-token" }`),
   * resolved with `credentials` when the process starts. Never in an error, a log or an event.
   */
  readonly credentialEnv?: Readonly<Record<string, string>> | undefined;
}

/** A server reached over Streamable HTTP, or the older HTTP+SSE transport when it answers so. */
export interface McpHttpConnectOptions extends McpConnectOptionsBase {
  /** The server's MCP endpoint (`https://tools.example.com/mcp`). */
  readonly url: string | URL;
  /**
   * Headers sent with every request (`Authorization: Bearer ...`). Their values never appear
   * in an error, a log or an event; of a secret-looking header (`Authorization`, `X-Api-Key`,
   * `Cookie`, ...) neither does the token inside (the bare token after `Bearer `).
   */
  readonly headers?: Readonly<Record<string, string>> | undefined;
  /**
   * Headers whose values are credentials, by name, resolved with `credentials` on every
   * connect (`{ "X-Api-Key": "tools-key" }`, or `{ Authorization: { credential: "github-token",
   * prefix: "Bearer " } }`). Never in an error, a log or an event.
   */
  readonly credentialHeaders?: Readonly<Record<string, CredentialHeader>> | undefined;
  /**
   * Shorthand for `credentialHeaders: { Authorization: { credential, prefix: "Bearer " } }`:
   * the name of the credential sent as a bearer token.
   */
  readonly bearerCredential?: string | undefined;
  /**
   * OAuth 2.1 for a server that requires it. A user's authorization (`McpOAuthOptions`):
   * authorization code with PKCE, the callback's `iss` checked, a client ID metadata document
   * (`clientMetadataUrl`) where the authorization server takes one, else dynamic registration
   * (again when the authorization server changes) or a client registered beforehand, refresh;
   * the tokens are kept in `auth.store` under names from `mcpOAuthCredentialNames`, so they
   * survive restarts. A service's own credentials (`McpClientCredentialsOptions`): the
   * client-credentials grant with a secret or a private-key JWT. Or the SDK's own provider
   * (`McpAuthProviderOptions`) for a flow kit does not cover.
   */
  readonly auth?:
    | McpOAuthOptions
    | McpClientCredentialsOptions
    | McpAuthProviderOptions
    | undefined;
}

/** What `connectMcpServer` takes: a command to run, or a URL to reach. */
export type ConnectMcpServerOptions = McpStdioConnectOptions | McpHttpConnectOptions;
