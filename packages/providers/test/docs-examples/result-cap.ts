import { openAIChatFormat } from "@kit/providers";
import { defineTool, ToolDispatcher, ToolRegistry } from "@kit/tools";

const registry = new ToolRegistry();
registry.register(defineTool({ name: "read_log", execute: () => ({ log: "x".repeat(5_000) }) }));

const format = openAIChatFormat({ maxResultLength: 120 });
const outcomes = await new ToolDispatcher(registry).dispatchAll([
  { id: "call_1", name: "read_log", arguments: "{}" },
]);
const [message] = format.results(outcomes);
console.log(message?.content.length, message?.content);
// 119 {"log":"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
// [truncated: shown 78 of 5010 characters]
