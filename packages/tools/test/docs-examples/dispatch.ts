import { defineTool, ToolDispatcher, ToolRegistry } from "@kit/tools";

const registry = new ToolRegistry();
registry.register(
  defineTool({
    name: "fetch_weather",
    inputSchema: {
      parameters: [
        { name: "city", type: "string" },
        { name: "units", type: "string", required: false, enum: ["metric", "imperial"] },
      ],
    },
    execute: ({ city, units }) => ({ city, units: units ?? "metric", temperature: 21.5 }),
  }),
);
const dispatcher = new ToolDispatcher(registry);

// The calls of one model reply: arguments as JSON text (or an object), ids from the provider.
const outcomes = await dispatcher.dispatchAll([
  { id: "call_1", name: "fetch_weather", arguments: '{"city": "Oslo"}' },
  { id: "call_2", name: "fetch_wether", arguments: '{"city": "Paris"}' },
  { id: "call_3", name: "fetch_weather", arguments: '{"city": "Rome", "units":' },
  { id: "call_4", name: "fetch_weather", arguments: { city: 75001, units: "kelvin" } },
]);
for (const { request, result, text } of outcomes) {
  console.log(`${request.id} ${result.status}: ${text}`);
  // call_1 success: {"city":"Oslo","units":"metric","temperature":21.5}
  // call_2 failure: Unknown tool 'fetch_wether'. Did you mean 'fetch_weather'? Available tools: fetch_weather.
  // call_3 failure: Tool 'fetch_weather' input validation failed:
  //   Arguments are not valid JSON (Unexpected end of JSON input); received: {"city": "Rome", "units":
  // Expected parameters: city (string, required), units (string, one of 'metric', 'imperial', optional)
  // call_4 failure: Tool 'fetch_weather' input validation failed:
  //   Parameter 'city': expected type 'string', got 'integer'
  //   Parameter 'units': expected one of 'metric', 'imperial', got 'kelvin'
  // Expected parameters: city (string, required), units (string, one of 'metric', 'imperial', optional)
}
