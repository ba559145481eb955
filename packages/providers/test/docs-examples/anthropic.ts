import Anthropic from "@anthropic-ai/sdk";
import type { MessageParam } from "@anthropic-ai/sdk/resources/messages";
import { anthropicFormat } from "@kit/providers";
import { ToolDispatcher } from "@kit/tools";
import { registry } from "./registry.ts";

const client = new Anthropic(); // reads ANTHROPIC_API_KEY
const format = anthropicFormat();
const dispatcher = new ToolDispatcher(registry);
const tools = format.tools(registry);

const messages: MessageParam[] = [
  { role: "user", content: "What is the weather in Oslo and in Paris?" },
];
let answer = "";
for (let turn = 0; turn < 10; turn += 1) {
  const message = await client.messages.create({
    model: "claude-sonnet-4-5",
    max_tokens: 1024,
    messages,
    tools,
  });
  messages.push({ role: "assistant", content: message.content });
  const calls = format.calls(message);
  if (calls.length === 0) {
    answer = message.content.map((block) => (block.type === "text" ? block.text : "")).join("");
    break;
  }
  const results = format.results(await dispatcher.dispatchAll(calls));
  for (const block of results) console.log(block.tool_use_id, block.content);
  // toolu_b1 {"city":"Oslo","country":"US","units":"metric","days":1,"temperature":21.5}
  // toolu_b2 {"city":"Paris","country":"FR","units":"metric","days":3,"temperature":21.5}

  // The results of all the calls of a reply go back in one user message.
  messages.push({ role: "user", content: results });
}

console.log(answer);
// It is 21.5 °C in Oslo and in Paris.
