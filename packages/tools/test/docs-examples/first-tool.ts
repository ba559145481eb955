import { CredentialManager, StaticCredentialProvider } from "@kit/credentials";
import { defineTool, ToolExecutor } from "@kit/tools";

const fetchWeather = defineTool({
  name: "fetch_weather",
  description: "Look up the current weather for a city.",
  inputSchema: {
    parameters: [
      { name: "city", type: "string", description: "City name (e.g., 'San Francisco')" },
      { name: "country", type: "string", required: false, default: "US" },
      { name: "units", type: "string", required: false, default: "imperial" },
    ],
  },
  outputSchema: {
    parameters: [
      { name: "city", type: "string" },
      { name: "country", type: "string" },
      { name: "temperature", type: "float" },
      { name: "units", type: "string" },
      { name: "conditions", type: "string" },
    ],
  },
  credentialNames: ["weather-api-key"],
  async execute({ city, country, units }, credentials, { signal }) {
    const apiKey = credentials["weather-api-key"];
    // ... call the weather API with apiKey and signal, then shape the answer ...
    void apiKey;
    void signal;
    return { city, country, temperature: 72.0, units, conditions: "sunny" };
  },
});

const executor = new ToolExecutor({
  credentials: new CredentialManager(
    new StaticCredentialProvider({ "weather-api-key": "test-key" }),
  ),
});
const result = await executor.execute(fetchWeather, { city: "San Francisco" });
console.log(result.status, result.output);
// success { city: 'San Francisco', country: 'US', temperature: 72, units: 'imperial', conditions: 'sunny' }
