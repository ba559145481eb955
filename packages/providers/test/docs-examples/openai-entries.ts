import { openAIChatFormat } from "@kit/providers";
import { defineTool, ToolDispatcher, ToolRegistry } from "@kit/tools";

const registry = new ToolRegistry();
registry.register(
  defineTool({
    name: "http_get",
    inputSchema: {
      parameters: [
        { name: "url", type: "string" },
        {
          name: "headers",
          type: "dictionary",
          required: false,
          additionalProperties: { type: "string" },
        },
      ],
    },
    execute: ({ url, headers }) => ({ url, headers }),
  }),
);

const format = openAIChatFormat();
const [tool] = format.tools(registry);
console.log(tool?.function.strict, JSON.stringify(tool?.function.parameters.properties.headers));
// true {"type":["array","null"],"description":"A dictionary, given as a list of { key, value } entries, each key at most once.","items":{"type":"object","properties":{"key":{"type":"string"},"value":{"type":"string"}},"required":["key","value"],"additionalProperties":false}}

const [report] = format.explain(registry);
for (const change of report?.changes ?? []) console.log(change.kind, change.path);
// moved /properties/headers/additionalProperties
// loosened /properties/headers/additionalProperties

// The model sends the entries; the tool receives the dictionary. A key given twice is refused.
const calls = format.calls([
  {
    id: "call_1",
    type: "function",
    function: {
      name: "http_get",
      arguments: '{"url":"https://example.com","headers":[{"key":"Accept","value":"text/html"}]}',
    },
  },
  {
    id: "call_2",
    type: "function",
    function: {
      name: "http_get",
      arguments:
        '{"url":"https://example.com","headers":[{"key":"Accept","value":"a"},{"key":"Accept","value":"b"}]}',
    },
  },
]);
console.log(calls[0]?.dictionariesAsEntries);
// true
const outcomes = await new ToolDispatcher(registry).dispatchAll(calls);
for (const outcome of outcomes) console.log(outcome.text);
// {"url":"https://example.com","headers":{"Accept":"text/html"}}
// Tool 'http_get' input validation failed:
//   Parameter 'headers': the key 'Accept' is given twice (entries 0 and 1)
// Expected parameters: url (string, required), headers (dictionary, optional)
