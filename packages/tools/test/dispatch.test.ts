// ToolDispatcher: a model's call in (JSON text or an object), the tool run in result mode, and
// the text the model reads back.
import { CredentialManager, StaticCredentialProvider } from "@kit/credentials";
import { CANARY, never } from "@kit/test-support";
import { describe, expect, test, vi } from "vitest";
import type { ToolCallOutcome } from "../src/dispatch/tool-call-outcome";
import { ToolDispatcher } from "../src/dispatch/tool-dispatcher";
import { ToolValidationError } from "../src/errors/tool-validation-error";
import { UnknownToolError } from "../src/errors/unknown-tool-error";
import { ToolExecutor } from "../src/executor/tool-executor";
import { defineTool } from "../src/tool/define-tool";
import { ToolRegistry } from "../src/tool/tool-registry";

function weatherTool(
  execute = vi.fn(({ city, units }: { city: string; units: string }) => ({
    city,
    units,
    temperature: 21.5,
  })),
) {
  const tool = defineTool({
    name: "fetch_weather",
    inputSchema: {
      parameters: [
        { name: "city", type: "string" },
        { name: "country", type: "string", required: false, default: "US" },
        { name: "units", type: "string", required: false },
      ],
    },
    execute: (inputs) => execute(inputs as { city: string; units: string }),
  });
  return { tool, execute };
}

function dispatcherWith(...tools: Parameters<ToolRegistry["register"]>[0][]) {
  const registry = new ToolRegistry();
  for (const tool of tools) registry.register(tool);
  return new ToolDispatcher(registry);
}

describe("arguments", () => {
  test("JSON text is parsed, and the output comes back as JSON text", async () => {
    const { tool } = weatherTool();
    const outcome = await dispatcherWith(tool).dispatch({
      id: "call_1",
      name: "fetch_weather",
      arguments: '{"city": "Oslo", "units": "metric"}',
    });
    expect(outcome.result.status).toBe("success");
    expect(outcome.text).toBe('{"city":"Oslo","units":"metric","temperature":21.5}');
  });

  test("an object is taken as it is and never changed", async () => {
    const { tool, execute } = weatherTool();
    const args = Object.freeze({ city: "Oslo" });
    const outcome = await dispatcherWith(tool).dispatch({
      id: "c",
      name: "fetch_weather",
      arguments: args,
    });
    expect(outcome.result.status).toBe("success");
    expect(execute).toHaveBeenCalledWith({ city: "Oslo", country: "US" });
    expect(outcome.request.arguments).toBe(args);
  });

  test.each(["", "   ", "\n\t "])("text %j means no arguments", async (text) => {
    const tool = defineTool({ name: "now", execute: () => ({ ok: true }) });
    const outcome = await dispatcherWith(tool).dispatch({ id: "c", name: "now", arguments: text });
    expect(outcome.result.status).toBe("success");
  });

  test("text that is not JSON is one input error that shows what was received, cut to 200 characters; the tool never runs", async () => {
    const { tool, execute } = weatherTool();
    const broken = `{"city": "Oslo", ${"x".repeat(500)}`;
    const outcome = await dispatcherWith(tool).dispatch({
      id: "c",
      name: "fetch_weather",
      arguments: broken,
    });
    expect(execute).not.toHaveBeenCalled();
    const error = outcome.result.error;
    expect(ToolValidationError.isInstance(error)).toBe(true);
    const { errors, direction } = error as ToolValidationError;
    expect(direction).toBe("input");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^Arguments are not valid JSON \(.+\); received: /);
    expect(errors[0]).toContain(`received: ${broken.slice(0, 200)}...`);
    expect(errors[0]).not.toContain(broken.slice(0, 201));
    expect(outcome.text).toContain("Expected parameters: city (string, required)");
  });

  test("a call with broken JSON is reported like any invalid call: started, then failed, with no credential asked and no approval", async () => {
    const ask = vi.fn(() => true);
    const provider = new StaticCredentialProvider({ weather: CANARY });
    const resolve = vi.spyOn(provider, "get");
    const execute = vi.fn(() => ({ ok: true }));
    const tool = defineTool({
      name: "fetch_weather",
      inputSchema: { parameters: [{ name: "city", type: "string" }] },
      credentialNames: ["weather"],
      execute,
    });
    const untyped = defineTool({ name: "ping", execute });
    const executor = new ToolExecutor({
      credentials: new CredentialManager(provider),
      approve: ask,
    });
    const events: string[] = [];
    executor.on("tool.execution.started", (event) => events.push(`started ${event.callId}`));
    executor.on("tool.execution.failed", (event) =>
      events.push(`failed ${event.callId}: ${event.error.message}`),
    );
    const registry = new ToolRegistry();
    registry.register(tool);
    registry.register(untyped);
    const dispatcher = new ToolDispatcher(registry, executor);
    const [withSchema, withoutSchema] = await dispatcher.dispatchAll([
      { id: "a", name: "fetch_weather", arguments: '{"city": "Oslo"' },
      { id: "b", name: "ping", arguments: "{oops}" },
    ]);
    for (const outcome of [withSchema, withoutSchema] as ToolCallOutcome[]) {
      const error = outcome.result.error as ToolValidationError;
      expect(ToolValidationError.isInstance(error)).toBe(true);
      expect(error.errors).toHaveLength(1);
      expect(error.errors[0]).toMatch(/^Arguments are not valid JSON \(.+\); received: /);
      expect(outcome.result.attempts).toBe(0);
    }
    expect(events).toEqual([
      "started a",
      expect.stringMatching(
        /^failed a: Tool 'fetch_weather' input validation failed:\n {2}Arguments are not valid JSON/,
      ),
      "started b",
      expect.stringMatching(
        /^failed b: Tool 'ping' input validation failed:\n {2}Arguments are not valid JSON/,
      ),
    ]);
    expect(execute).not.toHaveBeenCalled();
    expect(ask).not.toHaveBeenCalled();
    expect(resolve).not.toHaveBeenCalled();
  });

  test("JSON that is not an object gets the schema's message", async () => {
    const { tool } = weatherTool();
    const outcome = await dispatcherWith(tool).dispatch({
      id: "c",
      name: "fetch_weather",
      arguments: "[1, 2]",
    });
    expect((outcome.result.error as ToolValidationError).errors).toEqual([
      "Expected a dictionary of parameters, got 'list'",
    ]);
  });

  test("with nullMeansAbsent, a null for an optional parameter is absent (its default applies); for a required one it is still wrong", async () => {
    const { tool, execute } = weatherTool();
    const dispatcher = dispatcherWith(tool);
    const text = '{"city": "Oslo", "country": null, "units": null}';
    const marked = await dispatcher.dispatch({
      id: "a",
      name: "fetch_weather",
      arguments: text,
      nullMeansAbsent: true,
    });
    expect(marked.result.status).toBe("success");
    expect(execute).toHaveBeenCalledWith({ city: "Oslo", country: "US" });

    const unmarked = await dispatcher.dispatch({ id: "b", name: "fetch_weather", arguments: text });
    expect((unmarked.result.error as ToolValidationError).errors).toEqual([
      "Parameter 'country': expected type 'string', got 'null'",
      "Parameter 'units': expected type 'string', got 'null'",
    ]);
    const requiredNull = await dispatcher.dispatch({
      id: "c",
      name: "fetch_weather",
      arguments: { city: null },
      nullMeansAbsent: true,
    });
    expect((requiredNull.result.error as ToolValidationError).errors).toEqual([
      "Parameter 'city': expected type 'string', got 'null'",
    ]);
  });
});

describe("nullMeansAbsent at every depth", () => {
  test("a null for an optional key of a nested dictionary or a list's items is absent, so its default applies", async () => {
    const seen: unknown[] = [];
    const order = defineTool({
      name: "place_order",
      inputSchema: {
        parameters: [
          {
            name: "lines",
            type: "list",
            items: {
              type: "dictionary",
              additionalProperties: false,
              properties: [
                { name: "sku", type: "string" },
                { name: "note", type: "string", required: false, default: "none" },
                { name: "gift", type: "boolean", required: false },
              ],
            },
          },
        ],
      },
      execute: (inputs) => {
        seen.push(inputs);
        return { ok: true };
      },
    });
    const dispatcher = dispatcherWith(order);
    const text =
      '{"lines":[{"sku":"a","note":null,"gift":null},{"sku":"b","note":"x","gift":true}]}';
    const marked = await dispatcher.dispatch({
      id: "a",
      name: "place_order",
      arguments: text,
      nullMeansAbsent: true,
    });
    expect(marked.result.status).toBe("success");
    expect(seen).toEqual([
      {
        lines: [
          { sku: "a", note: "none" },
          { sku: "b", note: "x", gift: true },
        ],
      },
    ]);
    const unmarked = await dispatcher.dispatch({ id: "b", name: "place_order", arguments: text });
    expect(unmarked.result.status).toBe("failure");
    const requiredNull = await dispatcher.dispatch({
      id: "c",
      name: "place_order",
      arguments: { lines: [{ sku: null }] },
      nullMeansAbsent: true,
    });
    expect(requiredNull.result.status).toBe("failure");
  });
});

describe("unknown tools", () => {
  const calculator = defineTool({ name: "calculator", execute: () => ({}) });

  test("a close name is suggested, and every tool is listed in registration order", async () => {
    const { tool } = weatherTool();
    const outcome = await dispatcherWith(tool, calculator).dispatch({
      id: "c",
      name: "fetch_wether",
      arguments: "{}",
    });
    expect(outcome.result.status).toBe("failure");
    expect(outcome.text).toBe(
      "Unknown tool 'fetch_wether'. Did you mean 'fetch_weather'? Available tools: fetch_weather, calculator.",
    );
    expect(UnknownToolError.isInstance(outcome.result.error)).toBe(true);
    expect(outcome.result.error).toMatchObject({
      toolName: "fetch_wether",
      available: ["fetch_weather", "calculator"],
      suggestion: "fetch_weather",
    });
  });

  test("no suggestion when nothing is close", async () => {
    const outcome = await dispatcherWith(calculator).dispatch({
      id: "c",
      name: "send_email",
      arguments: "{}",
    });
    expect(outcome.text).toBe("Unknown tool 'send_email'. Available tools: calculator.");
  });

  test("an empty registry says no tools are available", async () => {
    const outcome = await dispatcherWith().dispatch({ id: "c", name: "x", arguments: "{}" });
    expect(outcome.text).toBe("Unknown tool 'x'. No tools are available.");
  });

  test("a 1 MB tool name settles with a short message", async () => {
    const huge = "fetch_weather".repeat(80_000);
    const { tool } = weatherTool();
    const outcome = await dispatcherWith(tool).dispatch({ id: "c", name: huge, arguments: "{}" });
    expect(outcome.text).toBe(
      `Unknown tool '${huge.slice(0, 100)}...'. Available tools: fetch_weather.`,
    );
    expect((outcome.result.error as UnknownToolError).toolName).toBe(huge);
  });
});

describe("what the model reads", () => {
  test("an input error lists every problem, then what the tool expects", async () => {
    const { tool } = weatherTool();
    const outcome = await dispatcherWith(tool).dispatch({
      id: "c",
      name: "fetch_weather",
      arguments: '{"units": 7}',
    });
    expect(outcome.text).toBe(
      "Tool 'fetch_weather' input validation failed:\n" +
        "  Missing required parameter: 'city'\n" +
        "  Parameter 'units': expected type 'string', got 'integer'\n" +
        'Expected parameters: city (string, required), country (string, default "US"), units (string, optional)',
    );
  });

  test("a tool without parameters says none are expected", async () => {
    const tool = defineTool({
      name: "now",
      inputSchema: { parameters: [], strict: true },
      execute: () => ({}),
    });
    const outcome = await dispatcherWith(tool).dispatch({
      id: "c",
      name: "now",
      arguments: '{"x": 1}',
    });
    expect(outcome.text).toBe(
      "Tool 'now' input validation failed:\n  Unknown parameter: 'x'\nExpected parameters: none",
    );
  });

  test("an output error says the fault is the tool's", async () => {
    const tool = defineTool({
      name: "broken",
      outputSchema: { parameters: [{ name: "n", type: "integer" }] },
      execute: () => ({ n: "many" }) as unknown as { n: number },
    });
    const outcome = await dispatcherWith(tool).dispatch({
      id: "c",
      name: "broken",
      arguments: "{}",
    });
    expect(outcome.text).toBe(
      "Tool 'broken' output validation failed:\n" +
        "  Parameter 'n': expected type 'integer', got 'string'\n" +
        "This is a fault of the tool, not of the arguments: the same call will fail the same way.",
    );
  });

  test("a tool that throws: the execution error's message; a credential it quotes is redacted", async () => {
    const tool = defineTool({
      name: "leaky",
      credentialNames: ["weather-api-key"],
      execute: (_inputs, credentials) => {
        throw new Error(`refused key ${credentials["weather-api-key"]}`);
      },
    });
    const registry = new ToolRegistry();
    registry.register(tool);
    const executor = new ToolExecutor({
      credentials: new CredentialManager(
        new StaticCredentialProvider({ "weather-api-key": CANARY }),
      ),
    });
    const outcome = await new ToolDispatcher(registry, executor).dispatch({
      id: "c",
      name: "leaky",
      arguments: "{}",
    });
    expect(outcome.text).toBe("Tool 'leaky' execution failed: refused key [REDACTED]");
    expect(JSON.stringify(outcome)).not.toContain(CANARY);
  });

  test("an output that is not JSON data fails the call, and the model reads why", async () => {
    const tool = defineTool({ name: "big", execute: () => ({ n: 10n }) as never });
    const outcome = await dispatcherWith(tool).dispatch({ id: "c", name: "big", arguments: "{}" });
    expect(outcome.result.status).toBe("failure");
    expect(outcome.text).toContain("Output 'n': expected JSON data, got a bigint");
  });
});

describe("running calls", () => {
  test("the request's id is the call id, and options reach the executor", async () => {
    const { tool } = weatherTool();
    const registry = new ToolRegistry();
    registry.register(tool);
    const executor = new ToolExecutor();
    const ids: string[] = [];
    executor.on("tool.execution.started", (event) => void ids.push(event.callId));
    const slow = defineTool({ name: "slow", execute: never });
    registry.register(slow);
    const dispatcher = new ToolDispatcher(registry, executor);
    await dispatcher.dispatch({
      id: "call_abc",
      name: "fetch_weather",
      arguments: { city: "Oslo" },
    });
    const timedOut = await dispatcher.dispatch(
      { id: "call_t", name: "slow", arguments: {} },
      { timeoutMs: 5 },
    );
    expect(ids).toEqual(["call_abc", "call_t"]);
    expect(timedOut.text).toBe("Tool 'slow' execution failed: timed out after 5 ms");
    const controller = new AbortController();
    controller.abort(new Error("user left"));
    const aborted = await dispatcher.dispatch(
      { id: "call_a", name: "slow", arguments: {} },
      { signal: controller.signal },
    );
    expect(aborted.text).toBe("Tool 'slow' execution failed: user left");
  });

  test("dispatchAll runs the calls at the same time and returns outcomes in request order", async () => {
    const started: string[] = [];
    const release: (() => void)[] = [];
    const tool = defineTool({
      name: "wait",
      inputSchema: { parameters: [{ name: "label", type: "string" }] },
      execute: ({ label }) => {
        started.push(label);
        return new Promise<{ label: string }>((resolve) => release.push(() => resolve({ label })));
      },
    });
    const pending = dispatcherWith(tool).dispatchAll([
      { id: "1", name: "wait", arguments: { label: "first" } },
      { id: "2", name: "nope", arguments: {} },
      { id: "3", name: "wait", arguments: { label: "third" } },
    ]);
    await vi.waitFor(() => expect(started).toEqual(["first", "third"]));
    release[1]?.();
    release[0]?.();
    const outcomes = await pending;
    expect(outcomes.map((outcome) => outcome.request.id)).toEqual(["1", "2", "3"]);
    expect(outcomes.map((outcome) => outcome.text)).toEqual([
      '{"label":"first"}',
      "Unknown tool 'nope'. Available tools: wait.",
      '{"label":"third"}',
    ]);
  });

  test("dispatchAll of one call (its own path) gives what a longer list gives for it", async () => {
    const { tool } = weatherTool();
    const requests = [
      {
        id: "ok",
        name: "fetch_weather",
        arguments: '{"city":"Oslo","units":null}',
        nullMeansAbsent: true,
      },
      { id: "broken", name: "fetch_weather", arguments: '{"city":' },
      { id: "unknown", name: "fetch_wether", arguments: "{}" },
      { id: "invalid", name: "fetch_weather", arguments: { city: 7 } },
    ];
    const dispatcher = dispatcherWith(tool);
    const seen = (outcome: ToolCallOutcome | undefined) => ({
      request: outcome?.request,
      status: outcome?.result.status,
      output: outcome?.result.output,
      text: outcome?.text,
      frozen: Object.isFrozen(outcome) && Object.isFrozen(outcome?.result),
    });
    const together = await dispatcher.dispatchAll(requests);
    for (const [index, request] of requests.entries()) {
      const alone = await dispatcher.dispatchAll([request]);
      expect(alone).toHaveLength(1);
      expect(seen(alone[0])).toEqual(seen(together[index]));
      expect(seen(alone[0])).toEqual(seen(await dispatcher.dispatch(request)));
    }
    expect(together.map((outcome) => outcome.result.status)).toEqual([
      "success",
      "failure",
      "failure",
      "failure",
    ]);
    // A mistake of the calling code rejects the same way alone and in a list.
    const bad = { id: 1, name: "x", arguments: {} } as never;
    await expect(dispatcher.dispatchAll([bad])).rejects.toThrow(TypeError);
    await expect(dispatcher.dispatchAll([requests[0] as never, bad])).rejects.toThrow(TypeError);
  });

  test("a request without a string id or name is a mistake of the calling code", async () => {
    const dispatcher = dispatcherWith();
    await expect(dispatcher.dispatch({ id: 1, name: "x", arguments: {} } as never)).rejects.toThrow(
      new TypeError("ToolDispatcher: a request needs a string 'id' and a string 'name'"),
    );
    await expect(dispatcher.dispatch(null as never)).rejects.toThrow(TypeError);
  });
});

describe("hostile arguments settle with a clear failure", () => {
  const echo = defineTool({
    name: "echo",
    inputSchema: { parameters: [{ name: "text", type: "string" }] },
    execute: ({ text }) => ({ length: text.length }),
  });

  test("10 MB of text", async () => {
    const text = `{"text": "${"a".repeat(10_000_000)}"}`;
    const outcome = await dispatcherWith(echo).dispatch({ id: "c", name: "echo", arguments: text });
    expect(outcome.text).toBe('{"length":10000000}');
    const broken = await dispatcherWith(echo).dispatch({
      id: "c",
      name: "echo",
      arguments: text.slice(0, -1),
    });
    expect(broken.text.length).toBeLessThan(1_000);
    expect(broken.text).toContain("Arguments are not valid JSON");
  });

  test("10,000-deep JSON", async () => {
    const deep = `{"text": ${"[".repeat(10_000)}${"]".repeat(10_000)}}`;
    const outcome = await dispatcherWith(echo).dispatch({ id: "c", name: "echo", arguments: deep });
    expect((outcome.result.error as ToolValidationError).errors).toEqual([
      "Parameter 'text': expected type 'string', got 'list'",
    ]);
  });

  test("__proto__ keys are data, never a prototype", async () => {
    const outcome = await dispatcherWith(echo).dispatch({
      id: "c",
      name: "echo",
      arguments: '{"text": "hi", "__proto__": {"polluted": true}}',
    });
    expect(outcome.text).toBe('{"length":2}');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
