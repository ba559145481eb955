// OpenAI Agents JS (@openai/agents): a `tool({ parameters: zodSchema, execute })` function tool,
// run on a Chat Completions reply the way its runner runs one. What is replicated, from the
// package's own code: OpenAIChatCompletionsModel turns each function tool call into a
// `function_call` item (its arguments still JSON text); the runner finds the tool by name and
// calls `invokeFunctionTool({ tool, runContext, input: arguments, details: { toolCall } })`,
// the package's own function, which parses the text, validates it with the zod schema, runs
// `execute` and turns a failure into text for the model; `getToolCallOutputItem` makes a
// `function_call_result` item with the output as text (JSON.stringify here; the package's
// toSmartString adds a replacer for binary data); the Chat converter turns that item into a
// `{ role: "tool", tool_call_id, content }` message. Left out: the runner's guardrails, hooks,
// approval checks, tracing span and run items, so this is a lower bound on its path.
import { type FunctionTool, invokeFunctionTool, RunContext, tool } from "@openai/agents";
import { ZOD_INPUT_SCHEMA } from "../executor/trivial-tool";
import { type ChatReply, type ChatToolMessage, forecast, replyContender } from "./model-call";

const weather = tool({
  name: "fetch_weather",
  description: "Look up the current weather for a city.",
  parameters: ZOD_INPUT_SCHEMA,
  execute: (inputs) => forecast(inputs),
});
const TOOLS = new Map<string, FunctionTool>([[weather.name, weather as unknown as FunctionTool]]);
const runContext = new RunContext();

interface FunctionCallItem {
  readonly id: string;
  readonly type: "function_call";
  readonly arguments: string;
  readonly name: string;
  readonly callId: string;
  readonly status: "completed";
  readonly providerData: Record<string, unknown>;
}

// OpenAIChatCompletionsModel.getResponse: the reply's function calls as output items.
function functionCallItems(reply: ChatReply): FunctionCallItem[] {
  const items: FunctionCallItem[] = [];
  for (const toolCall of reply.choices[0]?.message.tool_calls ?? []) {
    if (toolCall.type !== "function") continue;
    const { id: callId, ...remainingToolCallData } = toolCall;
    const { arguments: args, name, ...remainingFunctionData } = toolCall.function;
    items.push({
      id: reply.id,
      type: "function_call",
      arguments: args,
      name,
      callId,
      status: "completed",
      providerData: { ...remainingToolCallData, ...remainingFunctionData },
    });
  }
  return items;
}

async function runFunctionCall(toolCall: FunctionCallItem): Promise<ChatToolMessage> {
  const functionTool = TOOLS.get(toolCall.name);
  if (functionTool === undefined) throw new Error(`Tool ${toolCall.name} not found`);
  const output = await invokeFunctionTool({
    tool: functionTool,
    runContext,
    input: toolCall.arguments,
    details: { toolCall: toolCall as never },
  });
  // getToolCallOutputItem, for an output that is not a structured (typed) output item.
  const item = {
    type: "function_call_result",
    name: toolCall.name,
    callId: toolCall.callId,
    status: "completed",
    output: { type: "text", text: typeof output === "string" ? output : JSON.stringify(output) },
  } as const;
  // itemsToMessages (the Chat Completions converter), for a function_call_result item.
  return { role: "tool", tool_call_id: item.callId, content: item.output.text };
}

function runReply(reply: ChatReply): Promise<ChatToolMessage[]> {
  return Promise.all(functionCallItems(reply).map(runFunctionCall));
}

/** OpenAI Agents JS's contender. */
export const contender = replyContender(
  "OpenAI Agents JS invokeFunctionTool",
  "OpenAI Agents JS",
  runReply,
);
