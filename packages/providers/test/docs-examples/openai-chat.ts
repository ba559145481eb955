import { openAIChatFormat } from "@kit/providers";
import { ToolDispatcher } from "@kit/tools";
import OpenAI from "openai";
import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";
import { registry } from "./registry.ts";

const client = new OpenAI(); // reads OPENAI_API_KEY
const format = openAIChatFormat();
const dispatcher = new ToolDispatcher(registry);
const tools = format.tools(registry);

const messages: ChatCompletionMessageParam[] = [
  { role: "user", content: "What is the weather in Oslo and in Paris?" },
];
for (let turn = 0; turn < 10; turn += 1) {
  const completion = await client.chat.completions.create({ model: "gpt-4.1", messages, tools });
  const message = completion.choices[0]!.message;
  messages.push(message);
  const calls = format.calls(message);
  if (calls.length === 0) break;
  const outcomes = await dispatcher.dispatchAll(calls);
  messages.push(...format.results(outcomes));
}

for (const message of messages) console.log(message.role, message.content);
// user What is the weather in Oslo and in Paris?
// assistant null
// tool {"city":"Oslo","country":"US","units":"metric","days":1,"temperature":21.5}
// tool {"city":"Paris","country":"FR","units":"metric","days":3,"temperature":21.5}
// assistant It is 21.5 °C in Oslo and in Paris.
