import { createMcpServer } from "@kit/mcp";
import { StdioServerTransport } from "@modelcontextprotocol/server/stdio";
import { executor, tools } from "./weather-tools.ts";

// Over stdio, stdout is the protocol's: log to stderr.
await createMcpServer(tools, { executor, name: "weather", version: "1.0.0" }).connect(
  new StdioServerTransport(),
);
console.error("weather server ready");
