// Recorded replies of each provider (written from their documented shapes), run end to end:
// calls() -> ToolDispatcher.dispatchAll -> results(), with the exact payloads sent back.
import { readFileSync } from "node:fs";
import { ToolDispatcher, ToolRegistry } from "@kit/tools";
import { describe, expect, test } from "vitest";
import type { ToolFormat } from "../src/index";
import { anthropicFormat, openAIChatFormat, openAIResponsesFormat } from "../src/index";
import { fetchWeather } from "./tools";

function fixture(format: string, name: string): unknown {
  return JSON.parse(
    readFileSync(new URL(`fixtures/${format}/${name}.json`, import.meta.url), "utf8"),
  );
}

async function roundTrip(
  format: ToolFormat<unknown, never, unknown>,
  reply: unknown,
): Promise<unknown[]> {
  const registry = new ToolRegistry();
  registry.register(fetchWeather);
  const outcomes = await new ToolDispatcher(registry).dispatchAll(format.calls(reply as never));
  return format.results(outcomes);
}

const OSLO = '{"city":"Oslo","country":"US","units":"metric","days":1,"temperature":21.5}';
const PARIS = '{"city":"Paris","country":"FR","units":"metric","days":3,"temperature":21.5}';
const UNKNOWN =
  "Unknown tool 'fetch_wether'. Did you mean 'fetch_weather'? Available tools: fetch_weather.";

describe.each([
  [
    "openai-chat",
    openAIChatFormat(),
    (id: string, content: string) => ({ role: "tool", tool_call_id: id, content }),
  ],
  [
    "openai-responses",
    openAIResponsesFormat(),
    (id: string, output: string) => ({ type: "function_call_output", call_id: id, output }),
  ],
] as const)("%s", (name, format, result) => {
  test("a single call, nulls for optional parameters read as absent", async () => {
    expect(await roundTrip(format, fixture(name, "single"))).toEqual([result("call_a1", OSLO)]);
  });

  test("parallel calls, results in order", async () => {
    expect(await roundTrip(format, fixture(name, "parallel"))).toEqual([
      result("call_b1", OSLO),
      result("call_b2", PARIS),
    ]);
  });

  test("broken JSON arguments: a text the model can act on", async () => {
    const [only] = await roundTrip(format, fixture(name, "broken-json"));
    const text = expect.stringMatching(
      /Arguments are not valid JSON \(.+\); received: \{"city":"Oslo", "units": "metric"\n/,
    );
    expect(only).toEqual(result("call_c1", text));
    expect(JSON.stringify(only)).toContain(
      `Expected parameters: city (string, required), country (string, default \\"US\\"), units (string, one of 'metric', 'imperial', optional), days (integer, at least 1, at most 16, optional)`,
    );
  });

  test("a tool that does not exist", async () => {
    expect(await roundTrip(format, fixture(name, "unknown-tool"))).toEqual([
      result("call_d1", UNKNOWN),
    ]);
  });
});

describe("anthropic", () => {
  const format = anthropicFormat();
  const ok = (id: string, content: string) => ({ type: "tool_result", tool_use_id: id, content });

  test("a single call after a text block", async () => {
    expect(await roundTrip(format, fixture("anthropic", "single"))).toEqual([ok("toolu_a1", OSLO)]);
  });

  test("parallel calls, results in order for one user message", async () => {
    expect(await roundTrip(format, fixture("anthropic", "parallel"))).toEqual([
      ok("toolu_b1", OSLO),
      ok("toolu_b2", PARIS),
    ]);
  });

  test("wrong arguments: is_error and a text the model can act on", async () => {
    const [only] = await roundTrip(format, fixture("anthropic", "wrong-arguments"));
    expect(only).toEqual({
      ...ok(
        "toolu_c1",
        expect.stringContaining("Parameter 'city': expected type 'string', got 'integer'"),
      ),
      is_error: true,
    });
  });

  test("a tool that does not exist", async () => {
    expect(await roundTrip(format, fixture("anthropic", "unknown-tool"))).toEqual([
      { ...ok("toolu_d1", UNKNOWN), is_error: true },
    ]);
  });
});
