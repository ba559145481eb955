// Hostile arguments through each format's calls() and dispatch: 10 MB of argument text,
// 10,000-deep JSON, `__proto__` keys and a 1 MB tool name each settle with a clear outcome (a
// failure the model can read and act on, or a success), the results sent back stay within the
// cap, and nothing crashes or leaks onto Object.prototype.
import {
  defineTool,
  type ToolCallOutcome,
  type ToolCallRequest,
  ToolDispatcher,
  ToolRegistry,
  ToolValidationError,
  UnknownToolError,
} from "@kit/tools";
import { describe, expect, test } from "vitest";
import {
  anthropicFormat,
  geminiFormat,
  openAIChatFormat,
  openAIResponsesFormat,
} from "../src/index";

const MB = 1024 * 1024;
const CAP = 100_000;

/** One call of a hostile reply: the tool name and the arguments as JSON text. */
interface Call {
  readonly name: string;
  readonly text: string;
}

/** A format with a way to write a reply in its provider's shape. */
interface HostileFormat {
  readonly name: string;
  /** Whether the provider sends arguments as text (which may then be broken JSON). */
  readonly text: boolean;
  readonly calls: (reply: unknown) => ToolCallRequest[];
  readonly results: (outcomes: readonly ToolCallOutcome[]) => unknown[];
  readonly reply: (calls: readonly Call[]) => unknown;
}

const FORMATS: readonly HostileFormat[] = [
  {
    ...openAIChatFormat(),
    calls: (reply) => openAIChatFormat().calls(reply as never),
    text: true,
    reply: (calls) => ({
      choices: [
        {
          message: {
            tool_calls: calls.map(({ name, text }, index) => ({
              id: `call_${index}`,
              type: "function",
              function: { name, arguments: text },
            })),
          },
        },
      ],
    }),
  },
  {
    ...openAIResponsesFormat(),
    calls: (reply) => openAIResponsesFormat().calls(reply as never),
    text: true,
    reply: (calls) => ({
      output: calls.map(({ name, text }, index) => ({
        type: "function_call",
        call_id: `call_${index}`,
        name,
        arguments: text,
      })),
    }),
  },
  {
    ...anthropicFormat(),
    calls: (reply) => anthropicFormat().calls(reply as never),
    text: false,
    reply: (calls) => ({
      content: calls.map(({ name, text }, index) => ({
        type: "tool_use",
        id: `toolu_${index}`,
        name,
        input: JSON.parse(text),
      })),
    }),
  },
  {
    ...geminiFormat(),
    calls: (reply) => geminiFormat().calls(reply as never),
    text: false,
    reply: (calls) => ({
      candidates: [
        {
          content: {
            role: "model",
            parts: calls.map(({ name, text }, index) => ({
              functionCall: { id: `fc_${index}`, name, args: JSON.parse(text) },
            })),
          },
        },
      ],
    }),
  },
];

function registry(): ToolRegistry {
  const tools = new ToolRegistry();
  tools.register(
    defineTool({
      name: "lookup",
      inputSchema: {
        strict: true,
        parameters: [
          { name: "query", type: "string" },
          { name: "limit", type: "integer", required: false, minimum: 1, maximum: 10 },
          { name: "filters", type: "dictionary", required: false },
          { name: "path", type: "list", required: false },
        ],
      },
      execute: (inputs) => ({ ...inputs }),
    }),
  );
  tools.register(
    defineTool({
      name: "open",
      inputSchema: { parameters: [{ name: "query", type: "string" }] },
      execute: (inputs) => ({ ...inputs }),
    }),
  );
  return tools;
}

const deepList = (depth: number): string => `${"[".repeat(depth)}${"]".repeat(depth)}`;
const deepObject = (depth: number): string => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;

function inputFailure(outcome: ToolCallOutcome | undefined): ToolValidationError {
  const error = outcome?.result.error;
  if (!ToolValidationError.isInstance(error))
    throw new Error(`not an input failure: ${outcome?.text}`);
  expect(error.direction).toBe("input");
  return error;
}

describe.each(FORMATS)("$name", (format) => {
  async function run(calls: readonly Call[]) {
    const requests = format.calls(format.reply(calls));
    const outcomes = await new ToolDispatcher(registry()).dispatchAll(requests);
    const results = format.results(outcomes);
    // Each result sent back holds at most the capped text, whatever the call was. Gemini's
    // functionResponse also echoes the call's name (the API pairs them by name), so a huge
    // name comes back once more: the cap is on the result's text.
    results.forEach((result, index) => {
      const echoed = format.name === "gemini" ? (outcomes[index]?.request.name.length ?? 0) : 0;
      expect(JSON.stringify(result).length).toBeLessThan(CAP + 1_000 + echoed);
    });
    return outcomes;
  }

  test("10 MB of arguments: a huge value, a huge wrong value and a huge unknown key", async () => {
    const big = "x".repeat(10 * MB);
    const outcomes = await run([
      { name: "lookup", text: JSON.stringify({ query: big }) },
      { name: "lookup", text: JSON.stringify({ query: "q", limit: big }) },
      { name: "lookup", text: JSON.stringify({ query: "q", [big]: 1 }) },
    ]);
    expect(outcomes.map((outcome) => outcome.result.status)).toEqual([
      "success",
      "failure",
      "failure",
    ]);
    expect(inputFailure(outcomes[1]).errors).toEqual([
      "Parameter 'limit': expected type 'integer', got 'string'",
    ]);
    expect(outcomes[1]?.text.length).toBeLessThan(1_000);
    expect(inputFailure(outcomes[2]).errors[0]).toMatch(/^Unknown parameter: 'x/);
  });

  // Only formats whose arguments arrive as text can be sent broken JSON.
  if (format.text) {
    test("10 MB of broken JSON text", async () => {
      const broken = `{"query":"${"x".repeat(10 * MB)}`;
      const [outcome] = await run([{ name: "lookup", text: broken }]);
      const [problem] = inputFailure(outcome).errors;
      expect(problem).toMatch(
        /^Arguments are not valid JSON \(.*\); received: \{"query":"x+\.\.\.$/,
      );
      expect(outcome?.text.length).toBeLessThan(1_000);
    });
  }

  test("10,000-deep JSON", async () => {
    const outcomes = await run([
      { name: "lookup", text: `{"query":"q","path":${deepList(10_000)}}` },
      { name: "lookup", text: `{"query":"q","filters":${deepObject(10_000)}}` },
      { name: "lookup", text: `{"query":"q","limit":${deepList(10_000)}}` },
      { name: "open", text: `{"query":"q","other":${deepObject(10_000)}}` },
      { name: "lookup", text: deepList(10_000) },
    ]);
    expect(outcomes.map((outcome) => outcome.result.status)).toEqual([
      "success",
      "success",
      "failure",
      "success",
      "failure",
    ]);
    expect(inputFailure(outcomes[2]).errors).toEqual([
      "Parameter 'limit': expected type 'integer', got 'list'",
    ]);
    // The unknown key of a schema that is not strict is dropped before the tool runs.
    expect(outcomes[3]?.text).toBe('{"query":"q"}');
    expect(inputFailure(outcomes[4]).errors).toEqual([
      "Expected a dictionary of parameters, got 'list'",
    ]);
    for (const outcome of outcomes) expect(outcome.text.length).toBeLessThan(1_000);
  });

  test("__proto__ keys are data: refused as unknown, dropped, or kept as an own key", async () => {
    const outcomes = await run([
      { name: "lookup", text: '{"query":"q","__proto__":{"polluted":true}}' },
      { name: "open", text: '{"query":"q","__proto__":{"polluted":true}}' },
      { name: "lookup", text: '{"query":"q","filters":{"__proto__":{"polluted":true}}}' },
    ]);
    expect(inputFailure(outcomes[0]).errors).toEqual(["Unknown parameter: '__proto__'"]);
    expect(outcomes.slice(1).map((outcome) => outcome.text)).toEqual([
      '{"query":"q"}',
      '{"query":"q","filters":{"__proto__":{"polluted":true}}}',
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty("polluted");
  });

  test("a 1 MB tool name is an unknown tool, named in a short text", async () => {
    const outcomes = await run([
      { name: "l".repeat(MB), text: "{}" },
      { name: `lookup${"x".repeat(MB)}`, text: "{}" },
    ]);
    for (const outcome of outcomes) {
      expect(UnknownToolError.isInstance(outcome.result.error)).toBe(true);
      expect(outcome.text).toMatch(
        /^Unknown tool '(l+|lookupx+)\.\.\.'\. .*Available tools: lookup, open\.$/,
      );
      expect(outcome.text.length).toBeLessThan(1_000);
    }
  });
});
