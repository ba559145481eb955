import { openAIChatFormat } from "@kit/providers";
import { defineTool, ToolDispatcher, ToolRegistry } from "@kit/tools";
import OpenAI from "openai";
import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";

const registry = new ToolRegistry();
registry.register(
  defineTool({
    name: "add",
    description: "Add two numbers.",
    inputSchema: {
      parameters: [
        { name: "a", type: "float" },
        { name: "b", type: "float" },
      ],
    },
    execute: ({ a, b }) => ({ sum: a + b }),
  }),
);

const client = new OpenAI();
const format = openAIChatFormat();
const messages: ChatCompletionMessageParam[] = [{ role: "user", content: "What is 2 + 3?" }];
const completion = await client.chat.completions.create({
  model: "gpt-4.1",
  messages,
  tools: format.tools(registry),
});
const message = completion.choices[0]!.message;
const outcomes = await new ToolDispatcher(registry).dispatchAll(format.calls(message));
messages.push(message, ...format.results(outcomes));
console.log(messages.at(-1));
// { role: 'tool', tool_call_id: 'call_add1', content: '{"sum":5}' }
