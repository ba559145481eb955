// Hands a ToolSchema, as a Standard JSON Schema, to a real library that reads one: the MCP
// TypeScript SDK's server (v2), which lists a tool's input and output schemas from
// `~standard.jsonSchema` and checks a call's arguments with `~standard.validate`.
import {
  InMemoryTransport,
  type JSONRPCMessage,
  LATEST_PROTOCOL_VERSION,
  McpServer,
} from "@modelcontextprotocol/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ToolSchema } from "./tool-schema";

const input = new ToolSchema(
  [
    { name: "city", type: "string", description: "The city name" },
    { name: "units", type: "string", required: false, default: "metric" },
    { name: "days", type: "integer", required: false },
  ],
  { strict: true },
);
const output = new ToolSchema([
  { name: "temperature", type: "float" },
  { name: "summary", type: "string", required: false, default: "" },
  { name: "wind", type: "float", required: false },
]);

const server = new McpServer({ name: "weather", version: "1.0.0" });
server.registerTool(
  "fetch_weather",
  { description: "Current weather", inputSchema: input, outputSchema: output },
  async (values) => {
    // The arguments are typed from the schema, and arrive checked with defaults filled in.
    const units: string = values.units;
    const structuredContent = { temperature: units === "metric" ? 21.5 : 70.7 };
    return {
      content: [{ type: "text", text: `${values.city}: ${structuredContent.temperature}` }],
      structuredContent,
    };
  },
);

const [client, serverSide] = InMemoryTransport.createLinkedPair();
const waiting = new Map<number, (message: JSONRPCMessage) => void>();
let lastId = 0;

/** Sends one JSON-RPC request to the server and resolves with its response. */
async function request(method: string, params: Record<string, unknown> = {}): Promise<unknown> {
  const id = ++lastId;
  const response = new Promise<JSONRPCMessage>((resolve) => waiting.set(id, resolve));
  await client.send({ jsonrpc: "2.0", id, method, params });
  const message = (await response) as { result?: unknown; error?: unknown };
  if (message.error !== undefined) throw new Error(JSON.stringify(message.error));
  return message.result;
}

beforeAll(async () => {
  client.onmessage = (message) => {
    if ("id" in message && typeof message.id === "number") waiting.get(message.id)?.(message);
  };
  await server.connect(serverSide);
  await client.start();
  await request("initialize", {
    protocolVersion: LATEST_PROTOCOL_VERSION,
    capabilities: {},
    clientInfo: { name: "test", version: "1.0.0" },
  });
  await client.send({ jsonrpc: "2.0", method: "notifications/initialized" });
});

afterAll(async () => {
  await server.close();
});

describe("a ToolSchema as the input and output schema of an MCP tool", () => {
  it("is listed with the JSON Schema of its input, as toJSONSchema() gives it", async () => {
    const result = (await request("tools/list")) as { tools: Record<string, unknown>[] };
    expect(result.tools).toHaveLength(1);
    expect(result.tools[0]?.inputSchema).toEqual(input.toJSONSchema());
    expect(result.tools[0]?.inputSchema).toEqual({
      $schema: "https://json-schema.org/draft/2020-12/schema",
      type: "object",
      properties: {
        city: { type: "string", description: "The city name" },
        units: { type: "string", default: "metric" },
        days: { type: "integer" },
      },
      required: ["city"],
      additionalProperties: false,
    });
  });

  it("is listed with the JSON Schema of its output: defaults present, only declared keys", async () => {
    const result = (await request("tools/list")) as { tools: Record<string, unknown>[] };
    expect(result.tools[0]?.outputSchema).toEqual({
      $schema: "https://json-schema.org/draft/2020-12/schema",
      type: "object",
      properties: {
        temperature: { type: "number" },
        summary: { type: "string", default: "" },
        wind: { type: "number" },
      },
      required: ["temperature", "summary"],
      additionalProperties: false,
    });
  });

  it("runs the tool with checked arguments, defaults filled in", async () => {
    const result = await request("tools/call", {
      name: "fetch_weather",
      arguments: { city: "Oslo" },
    });
    expect(result).toMatchObject({
      content: [{ type: "text", text: "Oslo: 21.5" }],
      structuredContent: { temperature: 21.5 },
    });
  });

  it("answers bad arguments with kit's messages", async () => {
    const result = (await request("tools/call", {
      name: "fetch_weather",
      arguments: { days: "3" },
    })) as { isError?: boolean; content: { text: string }[] };
    expect(result.isError).toBe(true);
    const text = result.content.map((part) => part.text).join("\n");
    expect(text).toContain("Missing required parameter: 'city'");
    expect(text).toContain("Parameter 'days': expected type 'integer', got 'string'");
  });
});
