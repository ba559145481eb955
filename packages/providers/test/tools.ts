// Tools the format tests share: one per kind of schema that decides OpenAI strict mode.
import type { AnyTool, SchemaSpec } from "@kit/tools";
import { defineTool } from "@kit/tools";

/** A tool with the given input schema that echoes its inputs. */
export function toolWith(name: string, inputSchema?: SchemaSpec, description = ""): AnyTool {
  const execute = (inputs: Record<string, unknown>) => ({ ...inputs });
  return inputSchema === undefined
    ? defineTool({ name, description, execute })
    : // A schema of any kind: the compiler cannot check a union of spec kinds key by key.
      defineTool({ name, description, inputSchema: inputSchema as never, execute });
}

/** The weather tool of the examples: a strict schema with a default, an enum and bounds. */
export const fetchWeather: AnyTool = defineTool({
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
  execute: ({ city, country, units, days }) => ({
    city,
    country,
    units: units ?? "metric",
    days: days ?? 1,
    temperature: 21.5,
  }),
});

/** A tool that always fails. */
export const broken: AnyTool = defineTool({
  name: "broken",
  execute: () => {
    throw new Error("the service is down");
  },
});

/** fetchWeather's parameters as JSON Schema, as the schema declares them (no `$schema`). */
export const FETCH_WEATHER_PARAMETERS: Readonly<Record<string, unknown>> = {
  type: "object",
  properties: {
    city: { type: "string", description: "City name" },
    country: { type: "string", default: "US" },
    units: { type: "string", enum: ["metric", "imperial"] },
    days: { type: "integer", minimum: 1, maximum: 16 },
  },
  required: ["city"],
  additionalProperties: false,
};

/** fetchWeather's parameters in OpenAI's strict form: all required, optional ones nullable. */
export const FETCH_WEATHER_STRICT_PARAMETERS: Readonly<Record<string, unknown>> = {
  type: "object",
  properties: {
    city: { type: "string", description: "City name" },
    country: { type: ["string", "null"], description: 'Default: "US".' },
    units: { type: ["string", "null"], enum: ["metric", "imperial", null] },
    days: { type: ["integer", "null"], minimum: 1, maximum: 16 },
  },
  required: ["city", "country", "units", "days"],
  additionalProperties: false,
};
