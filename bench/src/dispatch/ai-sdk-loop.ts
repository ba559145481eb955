// The Vercel AI SDK (`ai`): a `tool({ inputSchema: zodSchema, execute })` run on a Chat
// Completions reply the way generateText's loop runs one. What is replicated, from the
// package's own code: @ai-sdk/openai turns each function tool call into a `tool-call` part
// (input still JSON text); parseToolCall looks the tool up and calls `safeParseJSON({ text,
// schema: asSchema(inputSchema) })` (secure JSON parse, then the zod schema's validation);
// executeToolCall runs `executeTool` (the generator that unwraps the execute's result);
// toResponseMessages makes the `tool-result` part with `createToolModelOutput`'s `{ type:
// "json", value }`; @ai-sdk/openai turns that part into a `{ role: "tool", tool_call_id,
// content: JSON.stringify(value) }` message. `safeParseJSON` and `executeTool` are the very
// functions `ai` calls, loaded from the @ai-sdk/provider-utils it depends on. Left out: the
// telemetry span (a no-op tracer), the start and finish callbacks, the approval check and the
// step bookkeeping, so this is a lower bound on its path.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { asSchema, type Schema, tool } from "ai";
import { ZOD_INPUT_SCHEMA } from "../executor/trivial-tool";
import type { BenchCase } from "../harness/measure";
import {
  BAD_REPLY,
  type ChatReply,
  type ChatToolMessage,
  checkMessages,
  forecast,
  REPLY,
} from "./model-call";

type ParseResult =
  | { readonly success: true; readonly value: unknown; readonly rawValue: unknown }
  | { readonly success: false; readonly error: Error; readonly rawValue: unknown };

/** The two functions of @ai-sdk/provider-utils on generateText's tool path. */
interface ProviderUtils {
  safeParseJSON(options: { text: string; schema: Schema<unknown> }): Promise<ParseResult>;
  safeValidateTypes(options: { value: unknown; schema: Schema<unknown> }): Promise<ParseResult>;
  executeTool(options: {
    execute: (input: unknown, options: unknown) => unknown;
    input: unknown;
    options: Record<string, unknown>;
  }): AsyncGenerator<{ readonly type: "preliminary" | "final"; readonly output: unknown }>;
}

// The copy `ai` imports: resolved from `ai`'s own location, its ESM entry next to the CJS one.
async function loadProviderUtils(): Promise<ProviderUtils> {
  const fromBench = createRequire(import.meta.url);
  const fromAi = createRequire(fromBench.resolve("ai"));
  const manifest = fromAi.resolve("@ai-sdk/provider-utils/package.json");
  return (await import(
    pathToFileURL(join(dirname(manifest), "dist/index.mjs")).href
  )) as ProviderUtils;
}

const utils = await loadProviderUtils();
const weather = tool({
  description: "Look up the current weather for a city.",
  inputSchema: ZOD_INPUT_SCHEMA,
  execute: (inputs) => forecast(inputs),
});
const TOOLS: Readonly<Record<string, typeof weather>> = { fetch_weather: weather };

interface ToolCallPart {
  readonly type: "tool-call";
  readonly toolCallId: string;
  readonly toolName: string;
  readonly input: string;
}

// @ai-sdk/openai's doGenerate: the reply's function calls as content parts.
function toolCallParts(reply: ChatReply): ToolCallPart[] {
  const parts: ToolCallPart[] = [];
  for (const toolCall of reply.choices[0]?.message.tool_calls ?? []) {
    parts.push({
      type: "tool-call",
      toolCallId: toolCall.id,
      toolName: toolCall.function.name,
      input: toolCall.function.arguments,
    });
  }
  return parts;
}

async function runToolCall(toolCall: ToolCallPart): Promise<ChatToolMessage> {
  const { toolCallId, toolName } = toolCall;
  // parseToolCall -> doParseToolCall
  const weatherTool = TOOLS[toolName];
  if (weatherTool === undefined) throw new Error(`No such tool: ${toolName}`);
  const schema = asSchema(weatherTool.inputSchema) as Schema<unknown>;
  const parsed =
    toolCall.input.trim() === ""
      ? await utils.safeValidateTypes({ value: {}, schema })
      : await utils.safeParseJSON({ text: toolCall.input, schema });
  if (!parsed.success) {
    // An invalid call becomes a tool-error whose model output is `error-text`: the message.
    return { role: "tool", tool_call_id: toolCallId, content: parsed.error.message };
  }
  const call = { type: "tool-call", toolCallId, toolName, input: parsed.value } as const;
  // executeToolCall, without its span and callbacks
  let output: unknown;
  const execute = weatherTool.execute as (input: unknown, options: unknown) => unknown;
  for await (const part of utils.executeTool({
    execute: execute.bind(weatherTool),
    input: call.input,
    options: { toolCallId, messages: [], abortSignal: undefined, experimental_context: undefined },
  })) {
    if (part.type !== "preliminary") output = part.output;
  }
  const result = { type: "tool-result", toolCallId, toolName, input: call.input, output } as const;
  // toResponseMessages -> createToolModelOutput (errorMode "none"), in a tool message
  const modelOutput =
    typeof result.output === "string"
      ? ({ type: "text", value: result.output } as const)
      : ({ type: "json", value: result.output === undefined ? null : result.output } as const);
  const message = {
    role: "tool",
    content: [{ type: "tool-result", toolCallId, toolName, output: modelOutput }],
  } as const;
  // @ai-sdk/openai's convertToOpenAIChatMessages, for that tool-result part
  const [part] = message.content;
  return {
    role: "tool",
    tool_call_id: part.toolCallId,
    content: part.output.type === "text" ? part.output.value : JSON.stringify(part.output.value),
  };
}

function runReply(reply: ChatReply): Promise<ChatToolMessage[]> {
  return Promise.all(toolCallParts(reply).map(runToolCall));
}

/** The AI SDK's case. */
export const aiSdkLoopCase: BenchCase = {
  name: "AI SDK parse + validate + execute",
  run: () => runReply(REPLY),
};

/** Checks the messages for a valid and an invalid call. */
export async function verifyAiSdkLoop(): Promise<void> {
  checkMessages("AI SDK", await runReply(REPLY), true);
  checkMessages("AI SDK", await runReply(BAD_REPLY), false);
}
