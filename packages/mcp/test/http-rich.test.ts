// Progress, log messages, content parts, elicitation and sampling through a spawned
// `kit-mcp serve --http`: stateless, each call's messages on its own POST's event stream.
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import {
  CallToolResultSchema,
  CreateMessageRequestSchema,
  ElicitRequestSchema,
} from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, expect, test } from "vitest";
import { connectClient, type HttpServer, startHttpServer } from "./support/http-client";
import { killAll } from "./support/kit-mcp-process";

const FIXTURE = "test/fixtures/rich-tools.ts";
let server: HttpServer;
let client: Client;
beforeAll(async () => {
  server = await startHttpServer([], FIXTURE);
  client = await connectClient([server.url], undefined, { elicitation: {}, sampling: {} });
});
afterAll(async () => {
  await client.close();
  await killAll();
});

function textOf(result: unknown): string {
  return (CallToolResultSchema.parse(result).content[0] as { text: string }).text;
}

test("content parts over HTTP: text, the image's bytes as base64, a link", async () => {
  expect((await client.callTool({ name: "picture" })).content).toEqual([
    { type: "text", text: "A picture." },
    { type: "image", data: "iVBORw0KGgo=", mimeType: "image/png" },
    { type: "resource_link", uri: "https://example.com/p.png", name: "p.png" },
  ]);
});

test("elicitation and sampling over stateless HTTP: the client's answers reach the waiting call", async () => {
  client.setRequestHandler(ElicitRequestSchema, () => ({
    action: "accept",
    content: { name: "Ada" },
  }));
  client.setRequestHandler(CreateMessageRequestSchema, (request) => ({
    role: "assistant",
    content: { type: "text", text: `Hello, ${JSON.stringify(request.params.messages)}` },
    model: "m",
  }));
  const result = await client.callTool({ name: "ask" });
  expect(JSON.parse(textOf(result))).toEqual({
    greeting: 'Hello, [{"role":"user","content":{"type":"text","text":"Greet Ada"}}]',
  });
  client.setRequestHandler(ElicitRequestSchema, () => ({ action: "decline" }));
  expect(JSON.parse(textOf(await client.callTool({ name: "ask" })))).toEqual({
    action: "decline",
  });
});

test("a client that declared neither: the tool is told at once, nothing waits", async () => {
  const plain = await connectClient([server.url]);
  const result = await plain.callTool({ name: "ask" });
  expect(result.isError).toBe(true);
  expect(textOf(result)).toContain("elicitation");
  await plain.close();
});

test("1,000 concurrent calls with progress: every notification, in order, on its own call; nothing left behind", async () => {
  const before = JSON.parse(textOf(await client.callTool({ name: "resources" })));
  const logs: string[] = [];
  client.fallbackNotificationHandler = async (notification) => {
    if (notification.method === "notifications/message")
      logs.push(String(notification.params?.data));
  };
  const reports = Array.from({ length: 1000 }, () => [] as number[]);
  const results = await Promise.all(
    reports.map((seen, index) =>
      client.request(
        {
          method: "tools/call",
          params: { name: "steps", arguments: { count: 5 }, _meta: { progressToken: `p${index}` } },
        },
        CallToolResultSchema,
        {
          onprogress: ({ progress, total, message }) => {
            expect(total).toBe(5);
            expect(message).toBe(`step ${progress}`);
            seen.push(progress);
          },
        },
      ),
    ),
  );
  for (const [index, result] of results.entries()) {
    expect(result.structuredContent ?? JSON.parse(textOf(result)), String(index)).toEqual({
      count: 5,
    });
    expect(reports[index], String(index)).toEqual([1, 2, 3, 4, 5]);
  }
  expect(logs).toHaveLength(5000);
  const after = JSON.parse(textOf(await client.callTool({ name: "resources" })));
  expect(after).toEqual(before);
  expect(server.process.stderr()).not.toContain("MaxListenersExceeded");
});
