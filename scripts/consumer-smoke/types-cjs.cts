// Type-checks a CommonJS consumer against the built .d.cts files (node16 resolution, require).
// Its tsconfig skips lib checks: the MCP SDK's own CommonJS .d.ts fail under node16 (TS1541).
import { CredentialManager, StaticCredentialProvider } from "@kit/credentials";
import { KeyringCredentialProvider } from "@kit/credentials/keyring";
import { createMcpServer } from "@kit/mcp";
import { instrumentExecutor } from "@kit/otel";
import { anthropicFormat } from "@kit/providers";
import { type Infer, ToolSchema } from "@kit/schema";
import { defineTool, ToolExecutor, type ToolResult } from "@kit/tools";

const schema = ToolSchema.fromDict({ parameters: [{ name: "n", type: "integer" }] });
const input: Infer<typeof schema> = { n: 1 };
const tool = defineTool({
  name: "double",
  inputSchema: { parameters: [{ name: "n", type: "integer" }] },
  execute: ({ n }) => ({ n: n * 2 }),
});
const executor = new ToolExecutor({
  credentials: new CredentialManager(new StaticCredentialProvider({})),
});
const undo: () => void = instrumentExecutor(executor);
const result: Promise<ToolResult<{ n: number }>> = executor.execute(tool, { n: 2 });
// @ts-expect-error n must be a number
const wrong: Infer<typeof schema> = { n: "1" };
const server = createMcpServer([tool], { executor });
const declarations = anthropicFormat().tools([tool]);
const keyring = new KeyringCredentialProvider({ service: "smoke" });

export = { declarations, input, keyring, result, server, undo, wrong };
