// Content parts, progress, log messages, elicitation and sampling through the official client,
// in memory.

import { CANARY_CREDENTIAL, canaryExecutor } from "@kit/test-executor";
import { CANARY, visibleText } from "@kit/test-support";
import {
  type AnyTool,
  audio,
  defineTool,
  image,
  resource,
  resourceLink,
  ToolExecutor,
  text,
  toolContent,
  UnsupportedCapabilityError,
} from "@kit/tools";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import {
  CallToolResultSchema,
  type ClientCapabilities,
  CreateMessageRequestSchema,
  ElicitRequestSchema,
  LoggingMessageNotificationSchema,
  type ServerNotification,
} from "@modelcontextprotocol/sdk/types.js";
import { afterEach, describe, expect, test } from "vitest";
import { createMcpServer, type McpServerOptions } from "../src/index";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const clients: Client[] = [];
afterEach(async () => {
  for (const client of clients.splice(0)) await client.close();
});

async function connect(
  tools: AnyTool[],
  capabilities: ClientCapabilities = {},
  options: McpServerOptions = {},
): Promise<Client> {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createMcpServer(tools, options).connect(serverSide);
  const client = new Client({ name: "test", version: "1.0.0" }, { capabilities });
  clients.push(client);
  await client.connect(clientSide);
  return client;
}

/** Everything the server sent besides results, in order, as `method: detail`. */
function record(client: Client): string[] {
  const seen: string[] = [];
  client.fallbackNotificationHandler = async (notification) => {
    const { method, params } = notification as ServerNotification;
    const detail = method === "notifications/message" ? params : params;
    seen.push(`${method} ${JSON.stringify(detail)}`);
  };
  return seen;
}

describe("content parts", () => {
  test("every kind of part, in order, after the output's text; bytes as base64", async () => {
    // A view into a larger buffer: only its own bytes are sent.
    const backing = new Uint8Array([1, 2, ...PNG, 3]);
    const view = backing.subarray(2, 2 + PNG.length);
    const tool = defineTool({
      name: "report",
      execute: () =>
        toolContent(
          [
            text("Here it is."),
            image(view, "image/png"),
            audio("UklGRg==", "audio/wav"),
            resource({ uri: "file:///a.txt", text: "alpha", mimeType: "text/plain" }),
            resource({ uri: "file:///b.bin", blob: PNG, mimeType: "application/octet-stream" }),
            resourceLink({ uri: "file:///c.pdf", name: "c.pdf", mimeType: "application/pdf" }),
          ],
          { pages: 3 },
        ),
    });
    const client = await connect([tool]);
    const base64 = Buffer.from(PNG).toString("base64");
    expect(await client.callTool({ name: "report" })).toEqual({
      content: [
        { type: "text", text: '{"pages":3}' },
        { type: "text", text: "Here it is." },
        { type: "image", data: base64, mimeType: "image/png" },
        { type: "audio", data: "UklGRg==", mimeType: "audio/wav" },
        {
          type: "resource",
          resource: { uri: "file:///a.txt", text: "alpha", mimeType: "text/plain" },
        },
        {
          type: "resource",
          resource: { uri: "file:///b.bin", blob: base64, mimeType: "application/octet-stream" },
        },
        { type: "resource_link", uri: "file:///c.pdf", name: "c.pdf", mimeType: "application/pdf" },
      ],
    });
    expect(backing).toEqual(new Uint8Array([1, 2, ...PNG, 3]));
  });

  test("parts without an output stand alone; with an output schema, structuredContent too", async () => {
    const bare = defineTool({ name: "bare", execute: () => toolContent([text("only this")]) });
    const typed = defineTool({
      name: "typed",
      outputSchema: { parameters: [{ name: "n", type: "integer" }] },
      execute: () => toolContent([image("AAAA", "image/png")], { n: 1 }),
    });
    const client = await connect([bare, typed]);
    await client.listTools();
    expect(await client.callTool({ name: "bare" })).toEqual({
      content: [{ type: "text", text: "only this" }],
    });
    expect(await client.callTool({ name: "typed" })).toEqual({
      content: [
        { type: "text", text: '{"n":1}' },
        { type: "image", data: "AAAA", mimeType: "image/png" },
      ],
      structuredContent: { n: 1 },
    });
  });

  test("texts share maxResultLength and are cut with the marker; bytes are sent whole", async () => {
    const big = "b".repeat(5_000);
    const tool = defineTool({
      name: "long",
      execute: () =>
        toolContent([
          text("a".repeat(150)),
          image(big, "image/png"),
          text("c".repeat(150)),
          resource({ uri: "file:///d", text: "d".repeat(150) }),
        ]),
    });
    const client = await connect([tool], {}, { maxResultLength: 200 });
    const { content } = CallToolResultSchema.parse(await client.callTool({ name: "long" }));
    expect(content[0]).toEqual({ type: "text", text: "a".repeat(150) });
    expect(content[1]).toEqual({ type: "image", data: big, mimeType: "image/png" });
    expect(content[2]).toEqual({ type: "text", text: "[truncated: shown 0 of 150 characters]" });
    expect(content[3]).toEqual({
      type: "resource",
      resource: { uri: "file:///d", text: "[truncated: shown 0 of 150 characters]" },
    });
  });
});

describe("progress and log messages", () => {
  const steps = defineTool({
    name: "steps",
    execute: (_inputs, _credentials, context) => {
      context.log("debug", "starting");
      context.progress(0, 3);
      context.log("info", "first step", { step: 1 });
      context.progress(1, 3, "one");
      context.progress(1, 3, "still one");
      context.log("warning", "second step");
      context.progress(3, 3, "done");
      return { ok: true };
    },
  });

  test("with a progress token: notifications/progress in order, a repeated amount not sent, all before the result", async () => {
    const client = await connect([steps]);
    const seen = record(client);
    const progress: unknown[] = [];
    const result = await client.request(
      { method: "tools/call", params: { name: "steps", _meta: { progressToken: "t1" } } },
      CallToolResultSchema,
      { onprogress: (report) => progress.push(report) },
    );
    expect(result.content).toEqual([{ type: "text", text: '{"ok":true}' }]);
    expect(progress).toEqual([
      { progress: 0, total: 3 },
      { progress: 1, total: 3, message: "one" },
      { progress: 3, total: 3, message: "done" },
    ]);
    // Log messages at the default level (info) and above, interleaved as the tool sent them.
    expect(seen).toEqual([
      'notifications/message {"level":"info","logger":"steps","data":{"message":"first step","data":{"step":1}}}',
      'notifications/message {"level":"warning","logger":"steps","data":"second step"}',
    ]);
  });

  test("without a progress token, no progress is sent", async () => {
    const client = await connect([steps]);
    const seen = record(client);
    await client.callTool({ name: "steps" });
    expect(seen.filter((line) => line.startsWith("notifications/progress"))).toEqual([]);
    expect(seen).toHaveLength(2);
  });

  test("logging/setLevel sets the connection's level; a level it does not know is -32602", async () => {
    const client = await connect([steps]);
    const seen = record(client);
    await client.setLoggingLevel("debug");
    await client.callTool({ name: "steps" });
    expect(seen.map((line) => JSON.parse(line.slice(line.indexOf(" "))).level)).toEqual([
      "debug",
      "info",
      "warning",
    ]);
    seen.length = 0;
    await client.setLoggingLevel("error");
    await client.callTool({ name: "steps" });
    expect(seen).toEqual([]);
    await expect(client.setLoggingLevel("loud" as never)).rejects.toThrow(
      "MCP error -32602: Invalid logging/setLevel params: 'level' must be one of debug, info, notice, warning, error, critical, alert, emergency",
    );
  });

  test("a credential value in a log message, a progress message or a content part is redacted", async () => {
    const { executor } = canaryExecutor();
    const leaky = defineTool({
      name: "leaky",
      credentialNames: [CANARY_CREDENTIAL],
      execute: (_inputs, credentials, context) => {
        const key = credentials[CANARY_CREDENTIAL] as string;
        context.progress(1, 2, `using ${key}`);
        context.log("error", `key ${key}`, { key });
        return toolContent([text(`the key is ${key}`), resource({ uri: "k://x", text: key })]);
      },
    });
    const client = await connect([leaky], {}, { executor });
    const seen = record(client);
    const progress: unknown[] = [];
    const result = await client.request(
      { method: "tools/call", params: { name: "leaky", _meta: { progressToken: 7 } } },
      CallToolResultSchema,
      { onprogress: (report) => progress.push(report) },
    );
    expect(result.isError).toBeUndefined();
    expect(visibleText(result)).toContain("[REDACTED]");
    expect(seen).toHaveLength(1);
    expect(progress).toEqual([{ progress: 1, total: 2, message: "using [REDACTED]" }]);
    for (const each of [result, seen, progress]) expect(visibleText(each)).not.toContain(CANARY);
  });
});

describe("elicitation", () => {
  const ask = () =>
    defineTool({
      name: "ask",
      execute: async (_inputs, _credentials, context) => {
        const answer = await context.elicit("Who are you?", {
          parameters: [
            { name: "name", type: "string", description: "Your name" },
            { name: "age", type: "integer", required: false, minimum: 0 },
            {
              name: "role",
              type: "string",
              enum: ["admin", "user"],
              required: false,
              default: "user",
            },
            {
              name: "tags",
              type: "list",
              items: { type: "string", enum: ["a", "b"] },
              required: false,
            },
            { name: "subscribe", type: "boolean", required: false, default: true },
          ],
        });
        return answer;
      },
    });

  test("the client's form: flat fields with defaults, descriptions and enums; its answer checked", async () => {
    const client = await connect([ask()], { elicitation: {} });
    const asked: unknown[] = [];
    client.setRequestHandler(ElicitRequestSchema, (request) => {
      asked.push(request.params);
      return { action: "accept", content: { name: "Grace", role: "admin", subscribe: false } };
    });
    const result = await client.callTool({ name: "ask" });
    expect(asked).toEqual([
      {
        message: "Who are you?",
        requestedSchema: {
          type: "object",
          properties: {
            name: { type: "string", description: "Your name" },
            age: { type: "integer", minimum: 0 },
            role: { type: "string", default: "user", enum: ["admin", "user"] },
            tags: { type: "array", items: { type: "string", enum: ["a", "b"] } },
            subscribe: { type: "boolean", default: true },
          },
          required: ["name"],
        },
      },
    ]);
    expect(JSON.parse((result.content as { text: string }[])[0]?.text ?? "")).toEqual({
      action: "accept",
      content: { name: "Grace", role: "admin", subscribe: false },
    });
  });

  test.each(["decline", "cancel"] as const)("%s reaches the tool as it is", async (action) => {
    const client = await connect([ask()], { elicitation: {} });
    client.setRequestHandler(ElicitRequestSchema, () => ({ action }));
    const result = await client.callTool({ name: "ask" });
    expect((result.content as { text: string }[])[0]?.text).toBe(JSON.stringify({ action }));
  });

  test("an answer that breaks the schema fails the call with the problem", async () => {
    const client = await connect([ask()], { elicitation: {} });
    client.setRequestHandler(ElicitRequestSchema, () => ({
      action: "accept",
      content: { name: "Grace", role: "root", subscribe: true },
    }));
    const result = await client.callTool({ name: "ask" });
    expect(result.isError).toBe(true);
    expect((result.content as { text: string }[])[0]?.text).toContain("role");
  });

  test("a client without the capability: the tool gets UnsupportedCapabilityError at once", async () => {
    let error: unknown;
    const probe = defineTool({
      name: "probe",
      execute: async (_inputs, _credentials, context) => {
        error = await context.elicit("?", { parameters: [] }).catch((reason: unknown) => reason);
        error ??= undefined;
        const sampled = await context
          .sample({ messages: [], maxTokens: 5 })
          .catch((reason: unknown) => reason);
        return {
          elicit: UnsupportedCapabilityError.isInstance(error),
          sample: UnsupportedCapabilityError.isInstance(sampled),
        };
      },
    });
    const client = await connect([probe]);
    let asked = false;
    client.fallbackRequestHandler = async () => {
      asked = true;
      return {};
    };
    const result = await client.callTool({ name: "probe" });
    expect((result.content as { text: string }[])[0]?.text).toBe('{"elicit":true,"sample":true}');
    expect(asked).toBe(false);
  });

  test("the call's timeout ends the wait, and the client is told the request is cancelled", async () => {
    const twice = defineTool({
      name: "twice",
      execute: async (_inputs, _credentials, context) => {
        // The SDK's client ignores the cancellation of a request whose id is 0 (falsy): the
        // second question, id 1, is the one left waiting.
        await context.elicit("First?", { parameters: [] });
        return context.elicit("Second?", { parameters: [] });
      },
    });
    const executor = new ToolExecutor({ timeoutMs: 200 });
    const client = await connect([twice], { elicitation: {} }, { executor });
    let cancelled!: (reason: unknown) => void;
    const aborted = new Promise((resolve) => {
      cancelled = resolve;
    });
    // The client's request handler sees its signal abort when the server cancels the request.
    client.setRequestHandler(ElicitRequestSchema, (request, extra) =>
      request.params.message === "First?"
        ? { action: "decline" }
        : new Promise(() => {
            extra.signal.addEventListener("abort", () => cancelled(extra.signal.reason));
          }),
    );
    const result = await client.callTool({ name: "twice" });
    expect(result.isError).toBe(true);
    expect((result.content as { text: string }[])[0]?.text).toBe(
      "Tool 'twice' execution failed: timed out after 200 ms",
    );
    expect(String(await aborted)).toContain("timed out after 200 ms");
  });
});

describe("sampling", () => {
  test("the client's model answers the tool's request", async () => {
    const summarize = defineTool({
      name: "summarize",
      execute: async (_inputs, _credentials, context) => {
        const answer = await context.sample({
          messages: [
            { role: "user", content: text("Summarize: kit") },
            { role: "user", content: image(PNG, "image/png") },
          ],
          systemPrompt: "Be brief.",
          maxTokens: 50,
        });
        const { role, content, model, stopReason } = answer;
        return {
          role,
          text: content.type === "text" ? content.text : content.type,
          model,
          stopReason,
        };
      },
    });
    const client = await connect([summarize], { sampling: {} });
    const asked: unknown[] = [];
    client.setRequestHandler(CreateMessageRequestSchema, (request) => {
      asked.push(request.params);
      return {
        role: "assistant",
        content: { type: "text", text: "A kit." },
        model: "m-1",
        stopReason: "endTurn",
      };
    });
    const result = await client.callTool({ name: "summarize" });
    expect(asked).toEqual([
      {
        messages: [
          { role: "user", content: { type: "text", text: "Summarize: kit" } },
          {
            role: "user",
            content: {
              type: "image",
              data: Buffer.from(PNG).toString("base64"),
              mimeType: "image/png",
            },
          },
        ],
        maxTokens: 50,
        systemPrompt: "Be brief.",
      },
    ]);
    expect(JSON.parse((result.content as { text: string }[])[0]?.text ?? "")).toEqual({
      role: "assistant",
      text: "A kit.",
      model: "m-1",
      stopReason: "endTurn",
    });
  });
});

test("a log notification is a LoggingMessageNotification the SDK accepts", () => {
  expect(() =>
    LoggingMessageNotificationSchema.parse({
      method: "notifications/message",
      params: { level: "info", logger: "t", data: "x" },
    }),
  ).not.toThrow();
});
