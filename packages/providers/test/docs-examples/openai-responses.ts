import { openAIResponsesFormat } from "@kit/providers";
import { ToolDispatcher } from "@kit/tools";
import OpenAI from "openai";
import { registry } from "./registry.ts";

const client = new OpenAI(); // reads OPENAI_API_KEY
const format = openAIResponsesFormat();
const dispatcher = new ToolDispatcher(registry);
const tools = format.tools(registry);

let response = await client.responses.create({
  model: "gpt-4.1",
  input: "What is the weather in Oslo and in Paris?",
  tools,
});
for (let turn = 0; turn < 10; turn += 1) {
  const calls = format.calls(response);
  if (calls.length === 0) break;
  const outcomes = await dispatcher.dispatchAll(calls);
  const input = format.results(outcomes);
  for (const item of input) console.log(item.call_id, item.output);
  // call_b1 {"city":"Oslo","country":"US","units":"metric","days":1,"temperature":21.5}
  // call_b2 {"city":"Paris","country":"FR","units":"metric","days":3,"temperature":21.5}
  response = await client.responses.create({
    model: "gpt-4.1",
    previous_response_id: response.id,
    input,
    tools,
  });
}

console.log(response.output_text);
// It is 21.5 °C in Oslo and in Paris.
