import { anthropicFormat, geminiFormat, openAIChatFormat } from "@kit/providers";
import { defineTool, image, ToolDispatcher, ToolRegistry, text, toolContent } from "@kit/tools";

// A tool that draws a chart: a few bytes stand for the PNG here.
const chartPng = new Uint8Array([137, 80, 78, 71]);
const registry = new ToolRegistry();
registry.register(
  defineTool({
    name: "sales_chart",
    execute: () =>
      toolContent([text("Sales by month."), image(chartPng, "image/png")], { months: 12 }),
  }),
);
const outcomes = await new ToolDispatcher(registry).dispatchAll([
  { id: "call_1", name: "sales_chart", arguments: {} },
]);

const [block] = anthropicFormat().results(outcomes);
console.log(JSON.stringify(block?.content));
// [{"type":"text","text":"{\"months\":12}"},{"type":"text","text":"Sales by month."},{"type":"image","source":{"type":"base64","media_type":"image/png","data":"iVBORw=="}}]

const [part] = geminiFormat().results(outcomes);
console.log(JSON.stringify(part?.functionResponse));
// {"name":"sales_chart","response":{"output":{"months":12},"content":["Sales by month.",{"$ref":"part-1"}]},"id":"call_1","parts":[{"inlineData":{"mimeType":"image/png","data":"iVBORw==","displayName":"part-1"}}]}

// Chat Completions: the tool message says where the image went; a user message carries it.
for (const message of openAIChatFormat().results(outcomes)) console.log(JSON.stringify(message));
// {"role":"tool","tool_call_id":"call_1","content":[{"type":"text","text":"{\"months\":12}"},{"type":"text","text":"Sales by month."},{"type":"text","text":"[image/png, 4 bytes: sent in the user message after the tool results]"}]}
// {"role":"user","content":[{"type":"text","text":"The images and files of the result of tool call call_1 (sales_chart), which a tool message cannot hold:"},{"type":"image_url","image_url":{"url":"data:image/png;base64,iVBORw=="}}]}
