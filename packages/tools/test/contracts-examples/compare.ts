import { compareContracts, defineTool, toolContract } from "@kit/tools";

const before = defineTool({
  name: "fetch_weather",
  version: "1.0.0",
  inputSchema: {
    parameters: [
      { name: "city", type: "string" },
      { name: "units", type: "string", enum: ["metric", "imperial"] },
    ],
  },
  outputSchema: { parameters: [{ name: "temperature", type: "float" }] },
  execute: () => ({ temperature: 21.5 }),
});

const after = defineTool({
  name: "fetch_weather",
  version: "2.0.0",
  inputSchema: {
    parameters: [
      { name: "city", type: "string" },
      { name: "units", type: "string", enum: ["metric", "imperial", "kelvin"] },
      { name: "days", type: "integer", minimum: 1, maximum: 16 },
    ],
  },
  outputSchema: {
    parameters: [
      { name: "temperature", type: "float" },
      { name: "humidity", type: "float" },
    ],
  },
  execute: () => ({ temperature: 21.5, humidity: 0.4 }),
});

for (const change of compareContracts([toolContract(before)], [toolContract(after)])) {
  console.log(change.message);
  // fetch_weather: version changed from '1.0.0' to '2.0.0' (compatible)
  // fetch_weather: input parameter 'days' added as required (breaking)
  // fetch_weather: input parameter 'units' enum value 'kelvin' added (compatible)
  // fetch_weather: output parameter 'humidity' added (compatible)
}
