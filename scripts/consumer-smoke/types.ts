// Type-checks a consumer against the built .d.ts files (node16 resolution, ESM).
import type { CredentialProvider } from "@kit/credentials";
import { KeyringCredentialProvider, type KeyringModule } from "@kit/credentials/keyring";
import { createMcpServer, type McpServerOptions } from "@kit/mcp";
import { type InstrumentExecutorOptions, instrumentExecutor } from "@kit/otel";
import { type OpenAIChatTool, openAIChatFormat } from "@kit/providers";
import { type Infer, ToolSchema } from "@kit/schema";
import {
  defineTool,
  type ToolCallRequest,
  ToolExecutor,
  ToolRegistry,
  type ToolResult,
} from "@kit/tools";

const schema = new ToolSchema([
  { name: "city", type: "string" },
  { name: "units", type: "string", required: false, default: "metric" },
]);
const input: Infer<typeof schema> = { city: "Oslo", units: "metric" };
// @ts-expect-error city must be a string
const wrong: Infer<typeof schema> = { city: 1, units: "metric" };

const tool = defineTool({
  name: "t",
  inputSchema: { parameters: [{ name: "n", type: "integer" }] },
  execute: ({ n }) => ({ doubled: n * 2 }),
});
const provider: CredentialProvider = { name: "x", get: async () => undefined };
const declarations: OpenAIChatTool[] = openAIChatFormat({ strict: true }).tools([tool]);
const requests: ToolCallRequest[] = openAIChatFormat().calls({ tool_calls: [] });

const executor = new ToolExecutor();
const otelOptions: InstrumentExecutorOptions = { agentName: "smoke", recordArguments: true };
const undo: () => void = instrumentExecutor(executor, otelOptions);
// @ts-expect-error agentName must be a string
instrumentExecutor(executor, { agentName: 1 });

const registry = new ToolRegistry();
registry.register(tool);
const mcpOptions: McpServerOptions = { executor, name: "smoke" };
const connect: (transport: never) => Promise<void> = createMcpServer(registry, mcpOptions).connect;
// @ts-expect-error the first argument is a registry or tools, not a string
createMcpServer("tools");

declare const keyringModule: KeyringModule;
const keyring: CredentialProvider = new KeyringCredentialProvider({
  service: "smoke",
  module: keyringModule,
});

export type Result = ToolResult;
export { connect, declarations, input, keyring, provider, requests, tool, undo, wrong };
