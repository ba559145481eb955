// @kit/providers and @kit/tools: the OpenAI Chat format's calls() -> ToolDispatcher.dispatchAll
// -> results(), the whole path from a reply to the tool messages of the next request.
import { openAIChatFormat } from "@kit/providers";
import { defineTool, ToolDispatcher, ToolRegistry } from "@kit/tools";
import { KIT_INPUT_SCHEMA } from "../executor/trivial-tool";
import { type ChatReply, type ChatToolMessage, forecast, replyContender } from "./model-call";

const format = openAIChatFormat();
const registry = new ToolRegistry();
registry.register(
  defineTool({
    name: "fetch_weather",
    inputSchema: KIT_INPUT_SCHEMA,
    execute: (inputs) => forecast(inputs),
  }),
);
const dispatcher = new ToolDispatcher(registry);

async function dispatchReply(reply: ChatReply): Promise<ChatToolMessage[]> {
  // A tool without content parts gets one text tool message per call, and nothing after them.
  return format.results(await dispatcher.dispatchAll(format.calls(reply))) as ChatToolMessage[];
}

/** kit: a `ToolDispatcher` on a one-tool registry, the default `openAIChatFormat()`. */
export const kitContender = replyContender(
  "kit calls → dispatchAll → results",
  "kit",
  dispatchReply,
);
