// What a client sees of the fixture tools, whatever the transport: the same tests run in-memory,
// over stdio against a spawned kit-mcp and over HTTP against another.
import { CANARY, visibleText } from "@kit/test-support";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import {
  CallToolResultSchema,
  EmptyResultSchema,
  ErrorCode,
  McpError,
} from "@modelcontextprotocol/sdk/types.js";
import { expect, test } from "vitest";

const NAMES = "greet, fetch_weather, explode, bad_output, echo, noisy, wait_for_abort";

/** The text of a tools/call result's only content item. */
export function textOf(result: object): string {
  const content = (result as { content?: unknown }).content as { type: string; text?: string }[];
  expect(content).toHaveLength(1);
  expect(content[0]?.type).toBe("text");
  return content[0]?.text ?? "";
}

/** Registers the tests of one transport; `client` gives the connected client of the test. */
export function clientSuite(client: () => Client): void {
  test("tools/list gives every tool in order, with schemas and annotations from effects", async () => {
    const { tools } = await client().listTools();
    expect(tools.map((tool) => tool.name)).toEqual(NAMES.split(", "));
    expect(tools[0]).toEqual({
      name: "greet",
      description: "Greets someone.",
      // The SDK's client speaks 2025-11-25, whose clients read $schema (SEP-1613).
      inputSchema: {
        $schema: "https://json-schema.org/draft/2020-12/schema",
        type: "object",
        properties: { name: { type: "string" }, greeting: { type: "string", default: "Hello" } },
        required: ["name"],
      },
      outputSchema: {
        $schema: "https://json-schema.org/draft/2020-12/schema",
        type: "object",
        properties: { message: { type: "string" } },
        required: ["message"],
      },
      annotations: {
        readOnlyHint: true,
        destructiveHint: false,
        idempotentHint: true,
        openWorldHint: false,
      },
    });
    const echo = tools.find((tool) => tool.name === "echo");
    expect(echo?.inputSchema).toEqual({ type: "object" });
    expect(echo?.outputSchema).toBeUndefined();
    expect(echo?.annotations).toEqual({
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: true,
    });
  });

  test("a successful call gives structuredContent with defaults applied, and its text", async () => {
    await client().listTools(); // the client checks structuredContent against the listed schema
    const result = await client().callTool({ name: "greet", arguments: { name: "Ada" } });
    expect(result).toEqual({
      content: [{ type: "text", text: '{"message":"Hello, Ada!"}' }],
      structuredContent: { message: "Hello, Ada!" },
    });
  });

  test("a tool without an output schema gives text only", async () => {
    const result = await client().callTool({ name: "echo", arguments: { x: [1, 2] } });
    expect(result).toEqual({ content: [{ type: "text", text: '{"x":[1,2]}' }] });
    const empty = await client().callTool({ name: "echo" });
    expect(textOf(empty)).toBe("{}");
  });

  test("an input failure is an isError result naming the problem and the expected parameters", async () => {
    const result = await client().callTool({ name: "greet", arguments: { greeting: 3 } });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toBe(
      "Tool 'greet' input validation failed:\n" +
        "  Missing required parameter: 'name'\n" +
        "  Parameter 'greeting': expected type 'string', got 'integer'\n" +
        'Expected parameters: name (string, required), greeting (string, default "Hello")',
    );
  });

  test("a throwing tool is an isError result with its message", async () => {
    const result = await client().callTool({ name: "explode", arguments: {} });
    expect(result).toEqual({
      content: [{ type: "text", text: "Tool 'explode' execution failed: the fuse was lit" }],
      isError: true,
    });
  });

  test("a call that needs a credential gets it, and no response holds the secret", async () => {
    const ok = await client().callTool({ name: "fetch_weather", arguments: { city: "Oslo" } });
    expect(ok.isError).toBeUndefined();
    expect(JSON.parse(textOf(ok))).toEqual({
      city: "Oslo",
      temperature: 21.5,
      usedKey: "[REDACTED]",
    });
    const failed = await client().callTool({
      name: "fetch_weather",
      arguments: { city: "Oslo", fail: true },
    });
    expect(failed.isError).toBe(true);
    expect(textOf(failed)).toBe(
      "Tool 'fetch_weather' execution failed: weather service refused key [REDACTED]",
    );
    expect(visibleText(ok)).not.toContain(CANARY);
    expect(visibleText(failed)).not.toContain(CANARY);
  });

  test("an unknown tool is the JSON-RPC error -32602 with the dispatcher's text", async () => {
    const error = await client()
      .callTool({ name: "gret", arguments: {} })
      .then(
        () => undefined,
        (reason: unknown) => reason,
      );
    expect(error).toBeInstanceOf(McpError);
    expect((error as McpError).code).toBe(ErrorCode.InvalidParams);
    expect((error as McpError).message).toBe(
      `MCP error -32602: Unknown tool 'gret'. Did you mean 'greet'? Available tools: ${NAMES}.`,
    );
  });

  test("a tool whose output breaks its schema is an isError result that blames the tool", async () => {
    await client().listTools();
    const result = await client().callTool({ name: "bad_output", arguments: {} });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toBe(
      "Tool 'bad_output' output validation failed:\n" +
        "  Parameter 'count': expected type 'integer', got 'string'\n" +
        "This is a fault of the tool, not of the arguments: the same call will fail the same way.",
    );
  });

  test("an unknown method is the JSON-RPC error -32601, and the server goes on", async () => {
    const error = await client()
      .request({ method: "tools/explode" }, EmptyResultSchema)
      .then(
        () => undefined,
        (reason: unknown) => reason,
      );
    expect((error as McpError).code).toBe(ErrorCode.MethodNotFound);
    expect(textOf(await client().callTool({ name: "echo", arguments: { a: 1 } }))).toBe('{"a":1}');
  });

  test("wrong parameter types are the JSON-RPC error -32602, and the server goes on", async () => {
    for (const params of [
      { name: 42 },
      { name: "greet", arguments: ["Ada"] },
      { name: "greet", arguments: "Ada" },
      {},
    ]) {
      const error = await client()
        .request({ method: "tools/call", params } as never, CallToolResultSchema)
        .then(
          () => undefined,
          (reason: unknown) => reason,
        );
      expect((error as McpError).code, JSON.stringify(params)).toBe(ErrorCode.InvalidParams);
    }
    const result = await client().callTool({ name: "greet", arguments: { name: "Bo" } });
    expect(result.structuredContent).toEqual({ message: "Hello, Bo!" });
  });
}
