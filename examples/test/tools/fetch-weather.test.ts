import { CredentialManager, StaticCredentialProvider } from "@kit/credentials";
import { CANARY, visibleText } from "@kit/test-support";
import { ToolExecutor } from "@kit/tools";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { fetchWeatherTool } from "../../src/tools/fetch-weather";
import { startWeatherServer, type WeatherServer } from "../../src/weather-server";

let server: WeatherServer;
const credentials = new CredentialManager(
  new StaticCredentialProvider({ "weather-api-key": CANARY }),
);

beforeAll(async () => {
  server = await startWeatherServer({ apiKey: CANARY, flakyCities: ["Bergen", "Tokyo"] });
});
afterAll(() => server.stop());

describe("fetch_weather against the demo's weather server", () => {
  test("the server wants the key: 401 without it or with a wrong one", async () => {
    for (const query of ["q=Oslo", "q=Oslo&appid=wrong"]) {
      const response = await fetch(`${server.url}/data/2.5/weather?${query}`);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ cod: 401, message: "Invalid API key." });
    }
  });

  test("gives the weather in the units asked for", async () => {
    const executor = new ToolExecutor({ credentials });
    const tool = fetchWeatherTool(server.url);
    const metric = await executor.execute(tool, { city: "Oslo", units: "metric" });
    expect(metric.output).toEqual({
      city: "Oslo",
      country: "NO",
      temperature: 3.5,
      units: "metric",
      conditions: "light snow",
    });
    const imperial = await executor.execute(tool, { city: "san francisco" });
    expect(imperial.output).toMatchObject({ city: "San Francisco", temperature: 60.8 });
  });

  test("a 503 is retried when the executor retries, and fails the call when it does not", async () => {
    const tool = fetchWeatherTool(server.url);
    const retrying = new ToolExecutor({ credentials, retry: { attempts: 3, delayMs: 1 } });
    const retried = await retrying.execute(tool, { city: "Bergen", units: "metric" });
    expect(retried.output).toMatchObject({ temperature: 7, conditions: "rain" });
    expect(retried.attempts).toBe(2);

    const once = await new ToolExecutor({ credentials }).execute(
      tool,
      { city: "Tokyo" },
      { raiseOnFailure: false },
    );
    expect(once.error?.message).toBe(
      "Tool 'fetch_weather' execution failed: the weather API is unavailable (503)",
    );
  });

  test("the key its error message quotes is redacted", async () => {
    const result = await new ToolExecutor({ credentials }).execute(
      fetchWeatherTool(server.url),
      { city: "Atlantis" },
      { raiseOnFailure: false },
    );
    expect(result.error?.message).toMatch(
      /^Tool 'fetch_weather' execution failed: GET http:\/\/127\.0\.0\.1:\d+\/data\/2\.5\/weather\?q=Atlantis%2CUS&units=imperial&appid=\[REDACTED\] answered 404: city not found$/,
    );
    expect(visibleText(result)).not.toContain(CANARY);
  });
});
