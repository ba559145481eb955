// The weather tool every kit page uses, written with defineTool. The weather "API" is a
// deterministic stand-in so the demo runs offline.
import { defineTool } from "@kit/tools";

/** Looks up the current weather for a city (offline stand-in for a real API call). */
export const fetchWeather = defineTool({
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
  execute: async ({ city, country, units }, credentials, { signal }) => {
    signal.throwIfAborted();
    if (city === "Atlantis") {
      // A careless error message that quotes the key: the executor redacts it.
      throw new Error(`upstream refused key ${credentials["weather-api-key"]} for ${city}`);
    }
    const celsius = 10 + (city.length % 15);
    const temperature = units === "metric" ? celsius : celsius * 1.8 + 32;
    return { city, country, temperature, units, conditions: "sunny" };
  },
});
