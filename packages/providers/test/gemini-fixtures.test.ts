import { readFileSync } from "node:fs";
import type { GenerateContentResponse } from "@google/genai";
import { defineTool, ToolDispatcher, ToolRegistry } from "@kit/tools";
import { expect, test } from "vitest";
import { geminiFormat } from "../src/gemini-format";

function fixture(name: string): GenerateContentResponse {
  const url = new URL(`./fixtures/gemini/${name}.json`, import.meta.url);
  return JSON.parse(readFileSync(url, "utf8")) as GenerateContentResponse;
}

function weatherRegistry(): ToolRegistry {
  const registry = new ToolRegistry();
  registry.register(
    defineTool({
      name: "fetch_weather",
      description: "Current weather of a city.",
      inputSchema: {
        parameters: [
          { name: "city", type: "string", description: "City name" },
          {
            name: "units",
            type: "string",
            required: false,
            enum: ["imperial", "metric"],
            default: "metric",
          },
        ],
      },
      execute: ({ city, units }) => ({ city, temperature: city === "Tokyo" ? 75 : 21, units }),
    }),
  );
  return registry;
}

async function roundTrip(name: string) {
  const registry = weatherRegistry();
  const format = geminiFormat();
  const requests = format.calls(fixture(name));
  const outcomes = await new ToolDispatcher(registry).dispatchAll(requests);
  return { requests, results: format.results(outcomes) };
}

test("a single call without an id: a fresh id, and no id in the result", async () => {
  const { requests, results } = await roundTrip("single-call-without-id");
  expect(requests).toHaveLength(1);
  expect(requests[0]?.id).toMatch(/^kit-gemini-[0-9a-f-]{36}$/);
  expect(results).toEqual([
    {
      functionResponse: {
        name: "fetch_weather",
        response: { output: { city: "Paris", temperature: 21, units: "metric" } },
      },
    },
  ]);
});

test("parallel calls: the text part is skipped, results in order with the ids", async () => {
  const { requests, results } = await roundTrip("parallel-calls");
  expect(requests.map(({ id, name }) => ({ id, name }))).toEqual([
    { id: "fc_8d2b1f0a", name: "fetch_weather" },
    { id: "fc_3c7e9a41", name: "fetch_weather" },
  ]);
  expect(results).toEqual([
    {
      functionResponse: {
        id: "fc_8d2b1f0a",
        name: "fetch_weather",
        response: { output: { city: "Paris", temperature: 21, units: "metric" } },
      },
    },
    {
      functionResponse: {
        id: "fc_3c7e9a41",
        name: "fetch_weather",
        response: { output: { city: "Tokyo", temperature: 75, units: "imperial" } },
      },
    },
  ]);
});

test("a call to a tool that does not exist: an error response that names the right one", async () => {
  const { results } = await roundTrip("unknown-tool");
  expect(results).toEqual([
    {
      functionResponse: {
        name: "fetch_wether",
        response: {
          error:
            "Unknown tool 'fetch_wether'. Did you mean 'fetch_weather'? Available tools: fetch_weather.",
        },
      },
    },
  ]);
});

test("arguments the schema refuses: every problem and the expected parameters", async () => {
  const { results } = await roundTrip("invalid-arguments");
  expect(results).toEqual([
    {
      functionResponse: {
        id: "fc_51aa07de",
        name: "fetch_weather",
        response: {
          error:
            "Tool 'fetch_weather' input validation failed:\n" +
            "  Parameter 'city': expected type 'string', got 'integer'\n" +
            "  Parameter 'units': expected one of 'imperial', 'metric', got 'kelvin'\n" +
            `Expected parameters: city (string, required), units (string, one of 'imperial', 'metric', default "metric")`,
        },
      },
    },
  ]);
});
