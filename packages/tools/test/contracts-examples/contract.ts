import { defineTool, toolContract } from "@kit/tools";

const fetchWeather = defineTool({
  name: "fetch_weather",
  description: "Current weather of a city.",
  version: "1.0.0",
  inputSchema: { parameters: [{ name: "city", type: "string" }] },
  outputSchema: { parameters: [{ name: "temperature", type: "float" }] },
  effects: { readOnly: true },
  execute: () => ({ temperature: 21.5 }),
});

const contract = toolContract(fetchWeather);
console.log(contract.input);
// { parameters: [ { name: 'city', type: 'string' } ], strict: false }
console.log(contract.effects);
// { readOnly: true, destructive: false, idempotent: true, openWorld: true }
console.log(JSON.parse(JSON.stringify(contract)).version);
// 1.0.0
