// Type-checks a consumer against the built .d.ts files (node16 resolution, ESM).
import type { CredentialProvider } from "@kit/credentials";
import { type OpenAIChatTool, openAIChatFormat } from "@kit/providers";
import { type Infer, ToolSchema } from "@kit/schema";
import { defineTool, type ToolCallRequest, type ToolResult } from "@kit/tools";

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
export type Result = ToolResult;
export { declarations, input, provider, requests, tool, wrong };
