// The fast path of tools/call where it steps aside or meets the SDK's own machinery: a tool's
// questions (2025: the SDK's requests; 2026-07-28: an InputRequiredResult, its retry the SDK's
// way), envelopes the codec refuses, a handler the user replaced, transports with details.
import { Client } from "@modelcontextprotocol/client";
import {
  CLIENT_CAPABILITIES_META_KEY,
  CLIENT_INFO_META_KEY,
  InMemoryTransport,
  type JSONRPCMessage,
  PROTOCOL_VERSION_META_KEY,
} from "@modelcontextprotocol/server";
import { afterEach, describe, expect, test, vi } from "vitest";
import {
  bothWays,
  call,
  closeAll,
  envelope,
  type Message,
  TOOLS,
} from "../../../test/support/fast-path-client";
import { createMcpServer } from "../create-mcp-server";
import { FastToolCalls } from "./fast-tool-calls";

afterEach(closeAll);

describe("questions", () => {
  test("2025-11-25: a tool's questions are the SDK's requests, their ids its own, each answered", async () => {
    const { fast, sdk } = await bothWays("2025-11-25", async (client) => {
      await client.send(call("2025-11-25", 1, { name: "ask" }));
      await client.send(call("2025-11-25", 2, { name: "ask" }));
      for (const name of ["Ada", "Grace"]) {
        const question = await client.until(
          (message) =>
            message.method === "elicitation/create" &&
            !client.received.some((answer) => answer.id === message.id && "result" in answer),
        );
        await client.send({
          jsonrpc: "2.0",
          id: question.id,
          result: { action: "accept", content: { name } },
        });
        // The next question is told from this one by its id: note the answer as sent.
        client.received.push({ id: question.id, result: {} });
      }
      await client.answer(1);
      await client.answer(2);
    });
    expect(fast).toEqual({ ...sdk, taken: 2 });
    const questions = fast.received.filter((message) => message.method === "elicitation/create");
    expect(new Set(questions.map((question) => question.id)).size).toBe(2);
    const texts = fast.received
      .filter((message) => message.id === 1 || message.id === 2)
      .filter((message) => "jsonrpc" in message && "result" in message)
      .map((message) => (message.result as { content: { text: string }[] }).content[0]?.text);
    expect(texts.sort()).toEqual([
      '{"action":"accept","content":{"name":"Ada"}}',
      '{"action":"accept","content":{"name":"Grace"}}',
    ]);
  });

  test("2026-07-28: a question is an InputRequiredResult; its retry goes the SDK's way", async () => {
    const { fast, sdk } = await bothWays("2026-07-28", async (client) => {
      await client.send(call("2026-07-28", 1, { name: "ask" }));
      const first = await client.answer(1);
      const { inputRequests, requestState } = first.result as {
        inputRequests: Record<string, unknown>;
        requestState: string;
      };
      const [key] = Object.keys(inputRequests);
      await client.send(
        call("2026-07-28", 2, {
          name: "ask",
          inputResponses: { [key as string]: { action: "accept", content: { name: "Ada" } } },
          requestState,
        }),
      );
      await client.answer(2);
    });
    expect(fast).toEqual({ ...sdk, taken: 1 });
    const [question, answer] = fast.received as {
      result: { resultType: string; content?: { text: string }[] };
    }[];
    expect(question?.result.resultType).toBe("input_required");
    expect(answer?.result.content?.[0]?.text).toBe('{"action":"accept","content":{"name":"Ada"}}');
  });
});

describe("2026-07-28 envelopes", () => {
  test("a missing or bad envelope is refused as the SDK refuses it, after a good one too", async () => {
    const plain = { name: "weather", arguments: { city: "Oslo" } };
    const { fast, sdk } = await bothWays("2026-07-28", async (client) => {
      await client.send(call("2026-07-28", 1, plain));
      await client.answer(1);
      await client.send({ jsonrpc: "2.0", id: 2, method: "tools/call", params: plain });
      await client.answer(2);
      const bad = [
        { ...envelope(), [CLIENT_CAPABILITIES_META_KEY]: "all" },
        { ...envelope(), [CLIENT_INFO_META_KEY]: { name: 7 } },
        { ...envelope(), [PROTOCOL_VERSION_META_KEY]: 20260728 },
      ];
      for (const [index, meta] of bad.entries()) {
        const id = 3 + index;
        await client.send({
          jsonrpc: "2.0",
          id,
          method: "tools/call",
          params: { ...plain, _meta: meta },
        });
        await client.answer(id);
      }
      // The good envelope again, and one with other capabilities: both checked, both served.
      await client.send(call("2026-07-28", 6, plain));
      await client.answer(6);
      await client.send({
        jsonrpc: "2.0",
        id: 7,
        method: "tools/call",
        params: { ...plain, _meta: { ...envelope({}), progressToken: "p" } },
      });
      await client.answer(7);
      // An envelope accepted, then changed in place (an in-memory client's own object): checked
      // again, and refused.
      const shared = envelope();
      await client.send({
        jsonrpc: "2.0",
        id: 8,
        method: "tools/call",
        params: { ...plain, _meta: shared },
      });
      await client.answer(8);
      shared[CLIENT_CAPABILITIES_META_KEY] = "all";
      await client.send({
        jsonrpc: "2.0",
        id: 9,
        method: "tools/call",
        params: { ...plain, _meta: shared },
      });
      await client.answer(9);
    });
    expect(fast).toEqual({ ...sdk, taken: 4 });
    const errors = fast.received.filter((message) => "error" in message);
    expect(errors.map((message) => message.id)).toEqual([2, 3, 4, 5, 9]);
  });
});

describe("a tools/call handler the user puts in place", () => {
  test("before or after connecting: the user's handler answers, not kit's", async () => {
    for (const when of ["before", "after"] as const) {
      const server = createMcpServer(TOOLS);
      const replace = () =>
        server.setRequestHandler("tools/call", async (request) => ({
          content: [{ type: "text" as const, text: `mine: ${request.params.name}` }],
        }));
      if (when === "before") replace();
      const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
      await server.connect(serverSide);
      const client = new Client({ name: "raw", version: "1.0.0" });
      await client.connect(clientSide);
      if (when === "after") replace();
      const result = await client.callTool({ name: "weather", arguments: { city: "Oslo" } });
      expect(result.content).toEqual([{ type: "text", text: "mine: weather" }]);
      await client.close();
    }
  });
});

describe("transports", () => {
  test("connected straight to an in-memory transport (no transport details): the fast path", async () => {
    const take = vi.spyOn(FastToolCalls.prototype, "take");
    const server = createMcpServer(TOOLS);
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await server.connect(serverSide);
    const client = new Client({ name: "raw", version: "1.0.0" });
    await client.connect(clientSide);
    const result = await client.callTool({ name: "weather", arguments: { city: "Oslo" } });
    expect(result.content).toEqual([{ type: "text", text: '{"city":"Oslo","temperature":21}' }]);
    expect(take.mock.results.filter((each) => each.value === true)).toHaveLength(1);
    await client.close();
  });

  test("a message with transport details (an HTTP request, auth) goes the SDK's way", async () => {
    const take = vi.spyOn(FastToolCalls.prototype, "take");
    const server = createMcpServer(TOOLS);
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await server.connect(serverSide);
    const answers: Message[] = [];
    clientSide.onmessage = (message) => answers.push(message as Message);
    await clientSide.start();
    const initialize = {
      jsonrpc: "2.0",
      id: 0,
      method: "initialize",
      params: {
        protocolVersion: "2025-11-25",
        capabilities: {},
        clientInfo: { name: "raw", version: "1" },
      },
    } as JSONRPCMessage;
    await clientSide.send(initialize);
    const authInfo = { token: "t", clientId: "c", scopes: [] };
    await clientSide.send(
      call("2025-11-25", 1, { name: "weather", arguments: { city: "Oslo" } }) as JSONRPCMessage,
      {
        authInfo,
      },
    );
    await vi.waitFor(() => expect(answers.map((answer) => answer.id)).toEqual([0, 1]));
    // Only the initialize (no details) was looked at; the call with auth went straight on.
    expect(take.mock.calls.map(([message]) => (message as Message).method)).toEqual(["initialize"]);
    const [, answer] = answers as { result: { content: unknown } }[];
    expect(answer?.result.content).toEqual([
      { type: "text", text: '{"city":"Oslo","temperature":21}' },
    ]);
  });
});
