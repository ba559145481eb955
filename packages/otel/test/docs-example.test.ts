// Runs the opening example of docs/telemetry.md, kept verbatim in ./docs/telemetry-example.ts,
// so the page cannot rot.
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { context } from "@opentelemetry/api";
import { afterEach, describe, expect, it, vi } from "vitest";

const page = fileURLToPath(new URL("../../../docs/telemetry.md", import.meta.url));
const example = fileURLToPath(new URL("./docs/telemetry-example.ts", import.meta.url));

afterEach(() => {
  vi.restoreAllMocks();
  context.disable();
});

describe("docs/telemetry.md", () => {
  it("opens with the example of test/docs/telemetry-example.ts, verbatim", async () => {
    const markdown = await readFile(page, "utf8");
    const opening = /```ts\n([\s\S]*?)```/.exec(markdown)?.[1];
    expect(opening).toBe(await readFile(example, "utf8"));
  });

  it("runs that example, which prints the span and the histogram it says", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    await import("./docs/telemetry-example");
    expect(log).toHaveBeenNthCalledWith(1, "execute_tool get_weather", {
      "gen_ai.operation.name": "execute_tool",
      "gen_ai.tool.name": "get_weather",
      "gen_ai.tool.type": "function",
      "gen_ai.tool.description": "Current weather for a city",
      "kit.tool.version": "1.0.0",
      "gen_ai.tool.call.id": "call_1",
      "kit.tool.attempts": 1,
    });
    expect(log).toHaveBeenNthCalledWith(2, "agent.tool.execution.duration", "s");
  });
});
