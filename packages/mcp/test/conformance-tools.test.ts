// The module scripts/mcp-conformance.mjs serves to the official conformance suite, checked here
// on this Node without the suite: the tools its scenarios call by name, each with the
// description tools-list asks for, and the two calls kit answers as the suite expects today.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createMcpServer } from "../src/index";
import { tools } from "./fixtures/conformance-tools";
import { textOf } from "./support/client-suite";

let client: Client;
beforeAll(async () => {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createMcpServer(tools).connect(serverSide);
  client = new Client({ name: "test", version: "1.0.0" });
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
  ]);
  for (const tool of listed) {
    expect(tool.description, tool.name).toMatch(/\S/);
    expect(tool.inputSchema.type, tool.name).toBe("object");
  }
});

test("test_simple_text answers with text; test_error_handling with isError and a message", async () => {
  expect(textOf(await client.callTool({ name: "test_simple_text" }))).toBe(
    '"This is a simple text response for testing."',
  );
  const failed = await client.callTool({ name: "test_error_handling", arguments: {} });
  expect(failed.isError).toBe(true);
  expect(textOf(failed)).toBe(
    "Tool 'test_error_handling' execution failed: This tool intentionally returns an error for testing",
  );
});
