// @kit/providers and @kit/tools: the OpenAI Chat format's calls() -> ToolDispatcher.dispatchAll
// -> results(), the whole path from a reply to the tool messages of the next request.
import { openAIChatFormat } from "@kit/providers";
import { defineTool, ToolDispatcher, ToolRegistry } from "@kit/tools";
import { KIT_INPUT_SCHEMA } from "../executor/trivial-tool";
import type { BenchCase } from "../harness/measure";
import {
  BAD_REPLY,
  type ChatReply,
  type ChatToolMessage,
  checkMessages,
  forecast,
  REPLY,
} from "./model-call";

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
  return format.results(await dispatcher.dispatchAll(format.calls(reply)));
}

/** kit's case: a `ToolDispatcher` on a one-tool registry, the default `openAIChatFormat()`. */
export const kitDispatchCase: BenchCase = {
  name: "kit calls → dispatchAll → results",
  run: () => dispatchReply(REPLY),
};

/** Checks the messages for a valid and an invalid call. */
export async function verifyKitDispatch(): Promise<void> {
  checkMessages("kit", await dispatchReply(REPLY), true);
  checkMessages("kit", await dispatchReply(BAD_REPLY), false);
}
