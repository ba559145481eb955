// The reference design's fetch_weather, against the demo's weather server: a credential, a
// read-only tool that may be retried, and an error message that quotes its URL (key included).
import { defineTool } from "@kit/tools";

// Statuses after which another attempt may succeed.
const RETRYABLE = new Set([429, 502, 503, 504]);

/** `fetch_weather`: the current weather of a city, from the weather API at `baseUrl`. */
export function fetchWeatherTool(baseUrl: string) {
  return defineTool({
    name: "fetch_weather",
    description: "Look up the current weather for a city.",
    effects: { readOnly: true },
    credentialNames: ["weather-api-key"],
    inputSchema: {
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
    async execute({ city, country, units }, credentials, { signal }) {
      const query = new URLSearchParams({
        q: `${city},${country}`,
        units,
        appid: credentials["weather-api-key"],
      });
      const url = `${baseUrl}/data/2.5/weather?${query}`;
      const response = await fetch(url, { signal });
      const body = (await response.json()) as WeatherBody;
      if (RETRYABLE.has(response.status)) {
        const error = new Error(`the weather API is unavailable (${response.status})`);
        throw Object.assign(error, { retryable: true });
      }
      if (!response.ok) {
        // Careless, as real code often is: the URL holds the key. The executor redacts it.
        throw new Error(`GET ${url} answered ${response.status}: ${body.message}`);
      }
      return {
        city: body.name,
        country: body.sys.country,
        temperature: body.main.temp,
        units,
        conditions: body.weather[0]?.description ?? "unknown",
      };
    },
  });
}

interface WeatherBody {
  name: string;
  message?: string;
  sys: { country: string };
  main: { temp: number };
  weather: { description: string }[];
}
