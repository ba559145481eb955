import { CredentialManager, StaticCredentialProvider } from "@kit/credentials";
import type { Infer, SchemaDefinition } from "@kit/schema";
import { Tool, ToolExecutor } from "@kit/tools";

const INPUT = {
  parameters: [
    { name: "city", type: "string", description: "City name (e.g., 'San Francisco')" },
    { name: "country", type: "string", required: false, default: "US" },
    {
      name: "units",
      type: "string",
      required: false,
      default: "imperial",
      enum: ["imperial", "metric"],
    },
  ],
} as const satisfies SchemaDefinition;

const OUTPUT = {
  parameters: [
    { name: "city", type: "string" },
    { name: "country", type: "string" },
    { name: "temperature", type: "float" },
    { name: "units", type: "string" },
    { name: "conditions", type: "string" },
  ],
} as const satisfies SchemaDefinition;

type WeatherInput = Infer<typeof INPUT>;
type WeatherOutput = Infer<typeof OUTPUT>;

class FetchWeatherTool extends Tool<WeatherInput, WeatherOutput> {
  static override TOOL_NAME = "fetch_weather";
  static override TOOL_DESCRIPTION = "Look up the current weather for a city.";
  static override TOOL_VERSION = "1.0.0";
  static override INPUT_SCHEMA = INPUT;
  static override OUTPUT_SCHEMA = OUTPUT;
  static override CREDENTIAL_NAMES = ["weather-api-key"];

  async execute(inputs: WeatherInput, credentials: Readonly<Record<string, string>>) {
    const apiKey = credentials["weather-api-key"];
    // ... call the weather API with the resolved key ...
    void apiKey;
    return { ...inputs, temperature: 72.0, conditions: "sunny" };
  }
}

const executor = new ToolExecutor({
  credentials: new CredentialManager(
    new StaticCredentialProvider({ "weather-api-key": "test-key" }),
  ),
});
const result = await executor.execute(new FetchWeatherTool(), { city: "Oslo", units: "metric" });
console.log(result.output);
// { city: 'Oslo', country: 'US', temperature: 72, units: 'metric', conditions: 'sunny' }
