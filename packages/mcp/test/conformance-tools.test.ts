// The module scripts/mcp-conformance.mjs serves to the official conformance suite, checked here
// on this Node without the suite: the tools its scenarios call by name, each with the
// description tools-list asks for, and what each answers as the suite expects.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import {
  CallToolResultSchema,
  CreateMessageRequestSchema,
  ElicitRequestSchema,
} from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createMcpServer } from "../src/index";
import { tools } from "./fixtures/conformance-tools";
import { textOf } from "./support/client-suite";

let client: Client;
const asked: unknown[] = [];
beforeAll(async () => {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createMcpServer(tools).connect(serverSide);
  client = new Client(
    { name: "test", version: "1.0.0" },
    { capabilities: { elicitation: {}, sampling: {} } },
  );
  client.setRequestHandler(ElicitRequestSchema, (request) => {
    asked.push(request.params);
    return { action: "decline" };
  });
  client.setRequestHandler(CreateMessageRequestSchema, () => ({
    role: "assistant",
    content: { type: "text", text: "a test answer" },
    model: "test-model",
  }));
  await client.connect(clientSide);
});
afterAll(() => client.close());

test("every tool a scenario calls, each with a name, a description and an input schema", async () => {
  const listed = (await client.listTools()).tools;
  expect(listed.map((tool) => tool.name)).toEqual([
    "test_simple_text",
    "test_image_content",
    "test_audio_content",
    "test_embedded_resource",
    "test_multiple_content_types",
    "test_tool_with_logging",
    "test_error_handling",
    "test_tool_with_progress",
    "test_sampling",
    "test_elicitation",
    "test_elicitation_sep1034_defaults",
    "test_elicitation_sep1330_enums",
    "json_schema_2020_12_tool",
    "test_reconnection",
    "test_input_required_result_request_state",
    "test_input_required_result_tampered_state",
    "test_input_required_result_multi_round",
    "test_input_required_result_capabilities",
    "test_missing_capability",
    "test_streaming_elicitation",
    "test_logging_tool",
    "test_custom_headers",
    "greet",
    "slow_compute",
    "failing_job",
    "protocol_error_job",
    "confirm_delete",
    "test_tool_with_task",
    "multi_input",
  ]);
  for (const tool of listed) {
    expect(tool.description, tool.name).toMatch(/\S/);
    expect(tool.inputSchema.type, tool.name).toBe("object");
  }
  // json-schema-2020-12 looks for these, kept as the tool's schema gives them (SEP-1613,
  // SEP-2106: composition, conditionals, anchors).
  expect(
    listed.find((tool) => tool.name === "json_schema_2020_12_tool")?.inputSchema,
  ).toMatchObject({
    $schema: "https://json-schema.org/draft/2020-12/schema",
    $defs: { address: { $anchor: "addressDef", type: "object" } },
    allOf: [{ anyOf: [{ required: ["phone"] }, { required: ["email"] }] }],
    if: { required: ["contactMethod"] },
    // biome-ignore lint/suspicious/noThenProperty: JSON Schema's own keyword
    then: { required: ["phone"] },
    else: { required: ["email"] },
    additionalProperties: false,
  });
});

test("json_schema_2020_12_tool checks the rules its JSON Schema states", async () => {
  const call = (args: Record<string, unknown>) =>
    client.callTool({ name: "json_schema_2020_12_tool", arguments: args });
  const good = await call({ contactMethod: "phone", phone: "555", address: { city: "Oslo" } });
  expect(good.isError).toBeFalsy();
  const bad = await call({ contactMethod: "phone", email: "a@b.c" });
  expect(bad.isError).toBe(true);
  expect(textOf(bad)).toContain(
    "Missing required parameter: 'phone' (required when 'contactMethod' is 'phone')",
  );
  const none = await call({ address: { city: 1 } });
  expect(textOf(none)).toContain("Missing required parameter: one of 'phone', 'email'");
  expect(textOf(none)).toContain("Parameter 'address.city': expected type 'string', got 'integer'");
});

test("test_simple_text answers with text; test_error_handling with isError and a message", async () => {
  expect(textOf(await client.callTool({ name: "test_simple_text" }))).toBe(
    "This is a simple text response for testing.",
  );
  const failed = await client.callTool({ name: "test_error_handling", arguments: {} });
  expect(failed.isError).toBe(true);
  expect(textOf(failed)).toBe(
    "Tool 'test_error_handling' execution failed: This tool intentionally returns an error for testing",
  );
});

test("the content tools answer with the parts the scenarios look for", async () => {
  const types = async (name: string) =>
    CallToolResultSchema.parse(await client.callTool({ name })).content.map((block) => block.type);
  expect(await types("test_image_content")).toEqual(["image"]);
  expect(await types("test_audio_content")).toEqual(["audio"]);
  expect(await types("test_embedded_resource")).toEqual(["resource"]);
  expect(await types("test_multiple_content_types")).toEqual(["text", "image", "resource"]);
});

test("logging and progress: three messages, and 0, 50, 100 of 100", async () => {
  const logged: unknown[] = [];
  client.fallbackNotificationHandler = async (notification) => {
    logged.push(notification.params?.data);
  };
  await client.callTool({ name: "test_tool_with_logging" });
  expect(logged).toEqual([
    "Tool execution started",
    "Tool processing data",
    "Tool execution completed",
  ]);
  const progress: number[] = [];
  await client.callTool({ name: "test_tool_with_progress" }, undefined, {
    onprogress: (report) => progress.push(report.progress),
  });
  expect(progress).toEqual([0, 50, 100]);
});

test("sampling and the three elicitations ask the client, with the schemas the scenarios check", async () => {
  const sampled = await client.callTool({ name: "test_sampling", arguments: { prompt: "Hi" } });
  expect(textOf(sampled)).toBe("LLM response: a test answer");
  await client.callTool({ name: "test_elicitation", arguments: { message: "Who?" } });
  await client.callTool({ name: "test_elicitation_sep1034_defaults" });
  await client.callTool({ name: "test_elicitation_sep1330_enums" });
  const [basic, defaults, enums] = asked as {
    requestedSchema: { properties: Record<string, Record<string, unknown>> };
  }[];
  expect(Object.keys(basic?.requestedSchema.properties ?? {})).toEqual(["username", "email"]);
  expect(defaults?.requestedSchema.properties).toMatchObject({
    name: { type: "string", default: "John Doe" },
    age: { type: "integer", default: 30 },
    score: { type: "number", default: 95.5 },
    status: { type: "string", default: "active" },
    verified: { type: "boolean", default: true },
  });
  const fields = enums?.requestedSchema.properties ?? {};
  expect(fields.titledSingle?.oneOf).toHaveLength(3);
  expect(fields.titledSingle?.enum).toBeUndefined();
  expect(fields.legacyEnum?.enumNames).toHaveLength(3);
  expect(fields.titledMulti?.items).toMatchObject({ anyOf: expect.any(Array) });
});
