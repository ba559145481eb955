// Remote tools beside local ones in a model's loop: kit-mcp's tools (over stdio, prefixed) and
// a local tool in one registry, declared in the OpenAI (Chat Completions and Responses, strict)
// and Anthropic formats, a model's tool calls (fixed replies, as the SDKs return them)
// dispatched, and the result messages checked.
import { anthropicFormat, openAIChatFormat, openAIResponsesFormat } from "@kit/providers";
import { CANARY } from "@kit/test-support";
import { defineTool, ToolDispatcher, ToolExecutor, ToolRegistry } from "@kit/tools";
import { afterAll, beforeAll, expect, test } from "vitest";
import { connectMcpServer, type McpConnection } from "../src/index";
import { kitMcpCommand } from "./support/client-targets";
import { FIXTURE } from "./support/kit-mcp-process";

const localTime = defineTool({
  name: "local_time",
  description: "The time in a time zone.",
  effects: { readOnly: true, openWorld: false },
  inputSchema: { parameters: [{ name: "zone", type: "string" }] },
  outputSchema: { parameters: [{ name: "time", type: "string" }] },
  execute: ({ zone }) => ({ time: `12:00 ${zone}` }),
});

let remote: McpConnection;
const registry = new ToolRegistry();
let dispatcher: ToolDispatcher;

beforeAll(async () => {
  remote = await connectMcpServer({ name: "kit", prefix: "remote_", ...kitMcpCommand(FIXTURE) });
  registry.register(localTime);
  for (const name of ["greet", "explode"]) {
    const tool = remote.tools.find((each) => each.name === `remote_${name}`);
    if (tool === undefined) throw new Error(`no remote_${name}`);
    registry.register(tool);
  }
  dispatcher = new ToolDispatcher(registry, new ToolExecutor({ timeoutMs: 30_000 }));
});

afterAll(async () => {
  await remote?.close();
});

const GREET_TEXT = '{"message":"Hello, Ada!"}';
// kit's name for the tool, then the server's words (kit-mcp's own dispatcher message).
const BOOM_TEXT =
  "Tool 'remote_explode' execution failed: Tool 'explode' execution failed: the fuse was lit";

test("OpenAI Chat Completions, strict: remote and local tools declared strict, calls dispatched, tool messages back", async () => {
  const format = openAIChatFormat();
  const declared = format.tools(registry);
  expect(declared.map((each) => [each.function.name, each.function.strict])).toEqual([
    ["local_time", true],
    ["remote_greet", true],
    ["remote_explode", true],
  ]);
  // The remote schema as the server sent it, in the strict subset: the optional parameter is
  // required and nullable, nothing else is allowed.
  expect(declared[1]?.function.parameters).toMatchObject({
    type: "object",
    properties: { name: { type: "string" }, greeting: { type: ["string", "null"] } },
    required: ["name", "greeting"],
    additionalProperties: false,
  });
  const reply = {
    choices: [
      {
        message: {
          role: "assistant" as const,
          content: null,
          tool_calls: [
            {
              id: "call_greet",
              type: "function" as const,
              function: { name: "remote_greet", arguments: '{"name":"Ada","greeting":null}' },
            },
            {
              id: "call_time",
              type: "function" as const,
              function: { name: "local_time", arguments: '{"zone":"UTC"}' },
            },
            {
              id: "call_boom",
              type: "function" as const,
              function: { name: "remote_explode", arguments: "{}" },
            },
          ],
        },
      },
    ],
  };
  const outcomes = await dispatcher.dispatchAll(format.calls(reply as never));
  expect(outcomes.map((outcome) => outcome.result.status)).toEqual([
    "success",
    "success",
    "failure",
  ]);
  expect(format.results(outcomes)).toEqual([
    { role: "tool", tool_call_id: "call_greet", content: GREET_TEXT },
    { role: "tool", tool_call_id: "call_time", content: '{"time":"12:00 UTC"}' },
    {
      role: "tool",
      tool_call_id: "call_boom",
      content: BOOM_TEXT,
    },
  ]);
});

test("OpenAI Responses, strict: function tools, function_call items in, function_call_output items out", async () => {
  const format = openAIResponsesFormat();
  const declared = format.tools(registry);
  expect(declared.map((each) => [each.type, each.name, each.strict])).toEqual([
    ["function", "local_time", true],
    ["function", "remote_greet", true],
    ["function", "remote_explode", true],
  ]);
  const response = {
    output: [
      { type: "message", id: "msg_1", role: "assistant", content: [] },
      {
        type: "function_call",
        id: "fc_1",
        call_id: "call_greet",
        name: "remote_greet",
        arguments: '{"name":"Ada","greeting":null}',
      },
      {
        type: "function_call",
        id: "fc_2",
        call_id: "call_time",
        name: "local_time",
        arguments: '{"zone":"UTC"}',
      },
    ],
  };
  const outcomes = await dispatcher.dispatchAll(format.calls(response as never));
  expect(format.results(outcomes)).toEqual([
    { type: "function_call_output", call_id: "call_greet", output: GREET_TEXT },
    { type: "function_call_output", call_id: "call_time", output: '{"time":"12:00 UTC"}' },
  ]);
});

test("Anthropic: input_schema declarations, tool_use blocks in, tool_result blocks out with is_error", async () => {
  const format = anthropicFormat();
  const declared = format.tools(registry);
  expect(declared.map((each) => each.name)).toEqual([
    "local_time",
    "remote_greet",
    "remote_explode",
  ]);
  expect(declared[1]?.input_schema).toMatchObject({
    type: "object",
    properties: { name: { type: "string" }, greeting: { type: "string", default: "Hello" } },
    required: ["name"],
  });
  const message = {
    role: "assistant",
    stop_reason: "tool_use",
    content: [
      { type: "text", text: "Let me check." },
      { type: "tool_use", id: "toolu_greet", name: "remote_greet", input: { name: "Ada" } },
      { type: "tool_use", id: "toolu_boom", name: "remote_explode", input: {} },
      { type: "tool_use", id: "toolu_bad", name: "remote_greet", input: { name: 7 } },
    ],
  };
  const outcomes = await dispatcher.dispatchAll(format.calls(message as never));
  const blocks = format.results(outcomes);
  expect(blocks.slice(0, 2)).toEqual([
    { type: "tool_result", tool_use_id: "toolu_greet", content: GREET_TEXT },
    {
      type: "tool_result",
      tool_use_id: "toolu_boom",
      content: BOOM_TEXT,
      is_error: true,
    },
  ]);
  // Kit checked the remote schema before sending: the model reads what to correct.
  expect(blocks[2]).toMatchObject({ tool_use_id: "toolu_bad", is_error: true });
  expect(String(blocks[2]?.content)).toContain("Parameter 'name': expected type 'string'");
  expect(String(blocks[2]?.content)).toContain("Expected parameters: name (string, required)");
  expect(JSON.stringify(blocks)).not.toContain(CANARY);
});
