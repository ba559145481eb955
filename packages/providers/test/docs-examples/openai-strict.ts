import { openAIChatFormat } from "@kit/providers";
import { defineTool, ToolDispatcher } from "@kit/tools";
import { registry } from "./registry.ts";

const tagPhoto = defineTool({
  name: "tag_photo",
  inputSchema: {
    parameters: [
      { name: "photo", type: "string" },
      { name: "labels", type: "dictionary", required: false },
    ],
  },
  execute: ({ photo }) => ({ photo }),
});

const format = openAIChatFormat(); // strict: true is the default
const [weather, tagging] = format.tools([...registry, tagPhoto]);
const { properties, required, additionalProperties } = weather!.function.parameters;
for (const [name, schema] of Object.entries(properties)) console.log(name, JSON.stringify(schema));
// city {"type":"string","description":"City name"}
// country {"type":["string","null"],"description":"Default: \"US\"."}
// units {"type":["string","null"],"enum":["metric","imperial",null]}
// days {"type":["integer","null"],"minimum":1,"maximum":16}
console.log(required, additionalProperties, weather!.function.strict);
// [ 'city', 'country', 'units', 'days' ] false true
console.log(tagging!.function.strict, JSON.stringify(tagging!.function.parameters));
// false {"type":"object","properties":{"photo":{"type":"string"},"labels":{"type":["object","null"]}},"required":["photo"]}

// The model sends every parameter; null stands for "not given", so the defaults apply.
const calls = format.calls([
  {
    id: "call_1",
    type: "function",
    function: {
      name: "fetch_weather",
      arguments: '{"city":"Oslo","country":null,"units":null,"days":null}',
    },
  },
]);
console.log(calls[0]?.nullMeansAbsent);
// true
const [outcome] = await new ToolDispatcher(registry).dispatchAll(calls);
console.log(outcome?.text);
// {"city":"Oslo","country":"US","units":"metric","days":1,"temperature":21.5}
