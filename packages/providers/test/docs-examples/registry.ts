import { defineTool, ToolRegistry } from "@kit/tools";

export const registry: ToolRegistry = new ToolRegistry();
registry.register(
  defineTool({
    name: "fetch_weather",
    description: "Current weather of a city.",
    inputSchema: {
      strict: true,
      parameters: [
        { name: "city", type: "string", description: "City name" },
        { name: "country", type: "string", required: false, default: "US" },
        { name: "units", type: "string", required: false, enum: ["metric", "imperial"] },
        { name: "days", type: "integer", required: false, minimum: 1, maximum: 16 },
      ],
    },
    async execute({ city, country, units = "metric", days = 1 }) {
      // ... ask a weather service ...
      return { city, country, units, days, temperature: units === "metric" ? 21.5 : 70.7 };
    },
  }),
);
