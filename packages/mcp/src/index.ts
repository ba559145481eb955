// The public surface of @kit/mcp: what this file exports is the package's API.
export type { McpServerOptions } from "./create-mcp-server";
export { createMcpServer } from "./create-mcp-server";
