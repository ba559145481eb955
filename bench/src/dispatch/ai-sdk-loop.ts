// The Vercel AI SDK (`ai`): a `tool({ inputSchema: zodSchema, execute })` run on a Chat
// Completions reply the way generateText's loop runs one. What is replicated, from the
// package's own code (ai 6.0, dist/index.mjs), with the branches this call takes:
// @ai-sdk/openai turns each function tool call into a `tool-call` part (input still JSON text);
// the step parses every call (`Promise.all` of the async `parseToolCall`, which awaits the async
// `doParseToolCall`: the tool looked up, `safeParseJSON({ text, schema: asSchema(inputSchema) })`
// (secure JSON parse, then the zod schema's validation), the parsed call with its
// schema input attached); asks `isApprovalNeeded` of each valid call (awaited, as the loop
// does); runs the calls through `executeTools` -> `executeToolCall`: `recordSpan` on the no-op
// tracer telemetry gets when it is off (attributes from `selectTelemetryAttributes`, awaited;
// `context.active()` and `context.with` of @opentelemetry/api), the start and finish callbacks
// notified (none registered: `notify` over `[undefined, undefined]`, awaited), `now()` around
// `executeTool` (the generator that unwraps the execute's result), the result attributes; then
// `toResponseMessages` makes the `tool-result` part with `createToolModelOutput`'s `{ type:
// "json", value }` (awaited) and the tool message, in the order of the calls; @ai-sdk/openai
// turns that part into a `{ role: "tool", tool_call_id, content: JSON.stringify(value) }`
// message. `safeParseJSON` and `executeTool` are the very functions `ai` calls, loaded from the
// @ai-sdk/provider-utils it depends on. Left out: the assistant message `toResponseMessages`
// also builds, and the step bookkeeping (the step result, the `structuredClone` of the
// messages), so this is still a lower bound on its path.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { context } from "@opentelemetry/api";
import { asSchema, type Schema, tool } from "ai";
import { ZOD_INPUT_SCHEMA } from "../executor/trivial-tool";
import { type ChatReply, type ChatToolMessage, forecast, replyContender } from "./model-call";

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

type Tools = Readonly<Record<string, typeof weather>>;

interface ParsedCall {
  readonly type: "tool-call";
  readonly toolCallId: string;
  readonly toolName: string;
  readonly input: unknown;
  readonly invalid?: true;
  readonly dynamic?: true;
  readonly error?: unknown;
  readonly providerExecuted?: boolean | undefined;
  readonly title?: string | undefined;
}

type ToolOutput =
  | {
      readonly type: "tool-result";
      readonly toolCallId: string;
      readonly toolName: string;
      readonly input: unknown;
      readonly output: unknown;
    }
  | {
      readonly type: "tool-error";
      readonly toolCallId: string;
      readonly toolName: string;
      readonly input: unknown;
      readonly error: unknown;
    };

const inputSchemaInput = Symbol("inputSchemaInput");

// parse-tool-call.ts: parseToolCall (no repairToolCall given), then doParseToolCall.
async function parseToolCall(toolCall: ToolCallPart, tools: Tools): Promise<ParsedCall> {
  try {
    return await doParseToolCall(toolCall, tools);
  } catch (error) {
    const parsedInput = await utils.safeParseJSON({ text: toolCall.input } as never);
    return {
      type: "tool-call",
      toolCallId: toolCall.toolCallId,
      toolName: toolCall.toolName,
      input: parsedInput.success ? parsedInput.value : toolCall.input,
      dynamic: true,
      invalid: true,
      error,
    };
  }
}

async function doParseToolCall(toolCall: ToolCallPart, tools: Tools): Promise<ParsedCall> {
  const toolName = toolCall.toolName;
  const found = tools[toolName];
  if (found == null) throw new Error(`No such tool: ${toolName}`);
  const schema = asSchema(found.inputSchema) as Schema<unknown>;
  const parseResult =
    toolCall.input.trim() === ""
      ? await utils.safeValidateTypes({ value: {}, schema })
      : await utils.safeParseJSON({ text: toolCall.input, schema });
  if (parseResult.success === false) throw parseResult.error;
  const parsed: ParsedCall = {
    type: "tool-call",
    toolCallId: toolCall.toolCallId,
    toolName,
    input: parseResult.value,
    providerExecuted: undefined,
    title: found.title,
  };
  // setToolCallInputSchemaInput
  Object.defineProperty(parsed, inputSchemaInput, { value: parseResult.rawValue });
  return parsed;
}

// is-approval-needed.ts
async function isApprovalNeeded(found: typeof weather): Promise<boolean> {
  if (found.needsApproval == null) return false;
  if (typeof found.needsApproval === "boolean") return found.needsApproval;
  return true;
}

// telemetry: the no-op tracer and span of getTracer({ isEnabled: false }), selectTelemetryAttributes
// with telemetry off, notify, now.
const noopSpan = {
  setAttributes(_attributes: Record<string, unknown>) {
    return noopSpan;
  },
  end() {
    return noopSpan;
  },
};
const noopTracer = {
  startActiveSpan<T>(_name: string, _options: unknown, fn: (span: typeof noopSpan) => T): T {
    return fn(noopSpan);
  },
};

async function selectTelemetryAttributes(options: {
  telemetry: { isEnabled?: boolean } | undefined;
  attributes: Record<string, unknown>;
}): Promise<Record<string, unknown>> {
  if (options.telemetry?.isEnabled !== true) return {};
  return options.attributes;
}

async function notify(options: { event: unknown; callbacks: readonly unknown[] }): Promise<void> {
  for (const callback of options.callbacks) {
    if (callback == null) continue;
    try {
      await (callback as (event: unknown) => unknown)(options.event);
    } catch {}
  }
}

function lazyJSON(value: unknown): () => string {
  return () => JSON.stringify(value);
}

function now(): number {
  return globalThis.performance?.now() ?? Date.now();
}

// The span's function is a second argument here, where ai passes it as `fn` in the options:
// tsx (esbuild's keepNames) wraps a function written as a property value in `__name(...)`,
// a defineProperty per call that ai's own build does not pay. For the same reason the lazy
// attribute values are made by `lazyJSON`.
async function recordSpan<T>(
  options: { name: string; attributes: Promise<Record<string, unknown>> },
  fn: (span: typeof noopSpan) => Promise<T>,
): Promise<T> {
  return noopTracer.startActiveSpan(
    options.name,
    { attributes: await options.attributes },
    async (span) => {
      const ctx = context.active();
      try {
        const result = await context.with(ctx, () => fn(span));
        span.end();
        return result;
      } catch (error) {
        span.end();
        throw error;
      }
    },
  );
}

const NO_CALLBACKS = [undefined, undefined] as const;

// execute-tool-call.ts: executeTools and executeToolCall (telemetry off, no callbacks).
async function executeTools(toolCalls: readonly ParsedCall[], tools: Tools): Promise<ToolOutput[]> {
  const toolOutputs = await Promise.all(
    toolCalls.map(async (toolCall) => executeToolCall(toolCall, tools)),
  );
  return toolOutputs.filter((output): output is ToolOutput => output != null);
}

async function executeToolCall(
  toolCall: ParsedCall,
  tools: Tools,
): Promise<ToolOutput | undefined> {
  const { toolName, toolCallId, input } = toolCall;
  const found = tools[toolName];
  if (found?.execute == null) return undefined;
  const telemetry = undefined;
  const baseCallbackEvent = {
    stepNumber: 0,
    model: { provider: "openai.chat", modelId: "gpt-4.1" },
    toolCall,
    messages: [],
    abortSignal: undefined,
    functionId: undefined,
    metadata: undefined,
    experimental_context: undefined,
  };
  return recordSpan(
    {
      name: "ai.toolCall",
      attributes: selectTelemetryAttributes({
        telemetry,
        attributes: {
          "operation.name": "ai.toolCall",
          "resource.name": undefined,
          "ai.operationId": "ai.toolCall",
          "ai.telemetry.functionId": undefined,
          ...Object.fromEntries(Object.entries({})),
          "ai.toolCall.name": toolName,
          "ai.toolCall.id": toolCallId,
          "ai.toolCall.args": { output: lazyJSON(input) },
        },
      }),
    },
    async (span): Promise<ToolOutput> => {
      let output: unknown;
      await notify({ event: baseCallbackEvent, callbacks: NO_CALLBACKS });
      const startTime = now();
      try {
        const execute = found.execute as (input: unknown, options: unknown) => unknown;
        const stream = utils.executeTool({
          execute: execute.bind(found),
          input,
          options: {
            toolCallId,
            messages: [],
            abortSignal: undefined,
            experimental_context: undefined,
          },
        });
        for await (const part of stream) {
          if (part.type !== "preliminary") output = part.output;
        }
      } catch (error) {
        const durationMs = now() - startTime;
        await notify({
          event: { ...baseCallbackEvent, success: false, error, durationMs },
          callbacks: NO_CALLBACKS,
        });
        return { type: "tool-error", toolCallId, toolName, input, error };
      }
      const durationMs = now() - startTime;
      await notify({
        event: { ...baseCallbackEvent, success: true, output, durationMs },
        callbacks: NO_CALLBACKS,
      });
      try {
        span.setAttributes(
          await selectTelemetryAttributes({
            telemetry,
            attributes: { "ai.toolCall.result": { output: lazyJSON(output) } },
          }),
        );
      } catch {}
      return { type: "tool-result", toolCallId, toolName, input, output };
    },
  );
}

// create-tool-model-output.ts
async function createToolModelOutput(
  output: unknown,
  errorMode: "text" | "none",
): Promise<{ readonly type: "text" | "json" | "error-text"; readonly value: unknown }> {
  if (errorMode === "text") {
    return { type: "error-text", value: output instanceof Error ? output.message : String(output) };
  }
  return typeof output === "string"
    ? { type: "text", value: output }
    : { type: "json", value: output === undefined ? null : output };
}

// to-response-messages.ts, the tool message: a tool-result part per output, in call order.
async function toolMessage(calls: readonly ParsedCall[], outputs: readonly ToolOutput[]) {
  const toolCallOrder = new Map<string, number>();
  for (const call of calls) {
    if (!toolCallOrder.has(call.toolCallId)) toolCallOrder.set(call.toolCallId, toolCallOrder.size);
  }
  const toolResultContent = [];
  for (const part of outputs) {
    const output = await createToolModelOutput(
      part.type === "tool-result" ? part.output : part.error,
      part.type === "tool-error" ? "text" : "none",
    );
    toolResultContent.push({
      type: "tool-result",
      toolCallId: part.toolCallId,
      toolName: part.toolName,
      output,
    } as const);
  }
  const content = toolResultContent
    .map((part, index) => ({ part, index }))
    .sort(
      (a, b) =>
        (toolCallOrder.get(a.part.toolCallId) ?? 0) - (toolCallOrder.get(b.part.toolCallId) ?? 0) ||
        a.index - b.index,
    )
    .map(({ part }) => part);
  return { role: "tool", content } as const;
}

// generateText's step, from the model's content to the tool message, and @ai-sdk/openai's
// convertToOpenAIChatMessages for each tool-result part of it.
async function runReply(reply: ChatReply): Promise<ChatToolMessage[]> {
  const parts = toolCallParts(reply);
  const stepToolCalls = await Promise.all(
    parts.filter((part) => part.type === "tool-call").map((part) => parseToolCall(part, TOOLS)),
  );
  const toolApprovalRequests: Record<string, unknown> = {};
  for (const toolCall of stepToolCalls) {
    if (toolCall.invalid) continue;
    const found = TOOLS[toolCall.toolName];
    if (found == null) continue;
    if (await isApprovalNeeded(found)) toolApprovalRequests[toolCall.toolCallId] = toolCall;
  }
  const outputs: ToolOutput[] = [];
  for (const toolCall of stepToolCalls) {
    if (toolCall.invalid && toolCall.dynamic && !toolCall.providerExecuted) {
      const { error } = toolCall;
      outputs.push({
        type: "tool-error",
        toolCallId: toolCall.toolCallId,
        toolName: toolCall.toolName,
        input: toolCall.input,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  const clientToolCalls = stepToolCalls.filter((toolCall) => !toolCall.providerExecuted);
  outputs.push(
    ...(await executeTools(
      clientToolCalls.filter(
        (toolCall) => !toolCall.invalid && toolApprovalRequests[toolCall.toolCallId] == null,
      ),
      TOOLS,
    )),
  );
  const message = await toolMessage(stepToolCalls, outputs);
  return message.content.map((part) => ({
    role: "tool",
    tool_call_id: part.toolCallId,
    content:
      part.output.type === "text" || part.output.type === "error-text"
        ? String(part.output.value)
        : JSON.stringify(part.output.value),
  }));
}

/** The AI SDK's contender. */
export const contender = replyContender("AI SDK generateText tool step", "AI SDK", runReply);
