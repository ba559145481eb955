// The public surface of @kit/mcp: what this file exports is the package's API.
export { connectMcpServer } from "./client/connect-mcp-server";
export type {
  ConnectMcpServerOptions,
  McpConnectOptionsBase,
  McpHttpConnectOptions,
  McpStdioConnectOptions,
} from "./client/connect-mcp-server-options";
export type { CredentialHeader } from "./client/credential-header";
export type { McpAuthProviderOptions } from "./client/mcp-auth-provider-options";
export type { McpClientCredentialsOptions } from "./client/mcp-client-credentials-options";
export type {
  McpConnection,
  McpConnectionState,
  UnvalidatedSchema,
} from "./client/mcp-connection";
export type { McpOAuthCredentialNames } from "./client/mcp-oauth-credential-names";
export { mcpOAuthCredentialNames } from "./client/mcp-oauth-credential-names";
export type {
  McpAuthorizationRequest,
  McpOAuthClient,
  McpOAuthOptions,
  McpOAuthStore,
} from "./client/mcp-oauth-options";
export type {
  McpAwaitTaskOptions,
  McpRemoteTask,
  McpTaskMode,
} from "./client/mcp-remote-task";
export type { SkippedTool } from "./client/skipped-tool";
export type { McpConnectionErrorOptions } from "./errors/mcp-connection-error";
export { McpConnectionError } from "./errors/mcp-connection-error";
export type { RemoteResultTooLargeErrorOptions } from "./errors/remote-result-too-large-error";
export { RemoteResultTooLargeError } from "./errors/remote-result-too-large-error";
export type { RemoteToolErrorOptions } from "./errors/remote-tool-error";
export { RemoteToolError } from "./errors/remote-tool-error";
export type { McpServerOptions } from "./server/create-mcp-server";
export { createMcpServer } from "./server/create-mcp-server";
export type { McpTaskOptions } from "./server/tasks/mcp-task-options";
