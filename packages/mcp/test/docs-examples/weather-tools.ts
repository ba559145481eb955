import { CredentialManager, EnvironmentCredentialProvider } from "@kit/credentials";
import { defineTool, ToolExecutor, ToolRegistry } from "@kit/tools";

// Stands in for a weather service's client.
const weatherService = {
  async current(request: { city: string; apiKey: string; signal: AbortSignal }) {
    request.signal.throwIfAborted();
    return { celsius: 21.5 };
  },
};

export const tools: ToolRegistry = new ToolRegistry();
tools.register(
  defineTool({
    name: "fetch_weather",
    description: "Current weather of a city.",
    effects: { readOnly: true },
    credentialNames: ["weather-api-key"],
    inputSchema: {
      parameters: [
        { name: "city", type: "string" },
        {
          name: "units",
          type: "string",
          required: false,
          default: "metric",
          enum: ["metric", "imperial"],
        },
      ],
    },
    outputSchema: {
      parameters: [
        { name: "city", type: "string" },
        { name: "temperature", type: "float" },
      ],
    },
    async execute({ city, units }, credentials, { signal }) {
      const apiKey = credentials["weather-api-key"];
      const { celsius } = await weatherService.current({ city, apiKey, signal });
      return { city, temperature: units === "metric" ? celsius : celsius * 1.8 + 32 };
    },
  }),
);

// Run as: KIT_CREDENTIAL_WEATHER_API_KEY=... kit-mcp serve weather-tools.js
export const executor: ToolExecutor = new ToolExecutor({
  credentials: new CredentialManager(
    new EnvironmentCredentialProvider({ prefix: "KIT_CREDENTIAL_" }),
  ),
  timeoutMs: 10_000,
});
