// The fast path of tools/call against the SDK's way, message for message: the same raw JSON-RPC
// sent to a server served by the SDK's serveStdio on an in-memory pair, once with the fast path
// and once without it, must give the same messages back (results, errors, notifications, the
// server's own requests) and the same reported errors.
import { type AnyTool, defineTool } from "@kit/tools";
import { Client } from "@modelcontextprotocol/client";
import {
  CLIENT_CAPABILITIES_META_KEY,
  CLIENT_INFO_META_KEY,
  InMemoryTransport,
  type JSONRPCMessage,
  PROTOCOL_VERSION_META_KEY,
} from "@modelcontextprotocol/server";
import { serveStdio } from "@modelcontextprotocol/server/stdio";
import { afterEach, describe, expect, test, vi } from "vitest";
import { createMcpServer } from "../create-mcp-server";
import { FastToolCalls } from "./fast-tool-calls";
import { RequestStateSeal } from "./request-state-seal";
import type { ToolServer } from "./tool-server";
import { toolServerFactory } from "./tool-server-factory";

type Era = "2025-11-25" | "2026-07-28";
type Message = Record<string, unknown>;

const KEY = new Uint8Array(32).fill(7);

// What the tools saw: a call's abort, in order.
const seen: string[] = [];

const TOOLS: AnyTool[] = [
  defineTool({
    name: "weather",
    inputSchema: { parameters: [{ name: "city", type: "string" }] },
    execute: ({ city }) => ({ city, temperature: 21 }),
  }),
  defineTool({
    name: "steps",
    execute: (_inputs, _credentials, context) => {
      context.progress(0, 2);
      context.progress(1, 2, "one");
      context.progress(2, 2, "done");
      return { ok: true };
    },
  }),
  defineTool({
    name: "wait",
    execute: (_inputs, _credentials, { signal }) =>
      new Promise((_resolve, reject) => {
        signal.addEventListener("abort", () => {
          seen.push("wait aborted");
          reject(signal.reason);
        });
      }),
  }),
  defineTool({
    name: "ask",
    execute: async (_inputs, _credentials, context) =>
      context.elicit("Your name?", { parameters: [{ name: "name", type: "string" }] }),
  }),
];

const CAPABILITIES = { elicitation: { form: {} } };

/** The envelope of a 2026-07-28 request. */
function envelope(capabilities: object = CAPABILITIES): Message {
  return {
    [PROTOCOL_VERSION_META_KEY]: "2026-07-28",
    [CLIENT_CAPABILITIES_META_KEY]: capabilities,
    [CLIENT_INFO_META_KEY]: { name: "raw", version: "1.0.0" },
  };
}

/** A tools/call of the era, its `_meta` with the envelope in 2026-07-28. */
function call(era: Era, id: unknown, params: Message, meta: Message = {}): Message {
  const _meta = era === "2026-07-28" ? { ...meta, ...envelope() } : meta;
  return {
    jsonrpc: "2.0",
    id,
    method: "tools/call",
    params: Object.keys(_meta).length === 0 ? params : { ...params, _meta },
  };
}

/** A raw client on an in-memory pair to a server of kit's factory served by the SDK's serveStdio. */
class RawClient {
  readonly received: Message[] = [];
  readonly errors: string[] = [];
  private readonly side: InMemoryTransport;
  private waiters: (() => void)[] = [];
  private readonly served: { close(): Promise<void> };

  constructor(fast: boolean) {
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    this.side = clientSide;
    const factory = toolServerFactory(TOOLS, {
      requestStateSeal: new RequestStateSeal(KEY, 60_000),
    });
    this.served = serveStdio(
      ({ era }) => {
        const server = factory({ era }) as ToolServer;
        server.fastCalls = fast;
        return server;
      },
      { transport: serverSide, onerror: (error) => this.errors.push(error.message) },
    );
    clientSide.onmessage = (message) => {
      this.received.push(message as Message);
      const waiters = this.waiters;
      this.waiters = [];
      for (const wake of waiters) wake();
    };
  }

  // The era's opening: initialize (2025), or a first request, which the SDK's serveStdio hands
  // over with its era's classification, so that it goes the SDK's way (2026).
  async start(era: Era): Promise<void> {
    await this.side.start();
    if (era === "2026-07-28") {
      await this.send({
        jsonrpc: "2.0",
        id: "open",
        method: "tools/list",
        params: { _meta: envelope() },
      });
      await this.until((message) => message.id === "open");
      this.received.length = 0;
      return;
    }
    await this.send({
      jsonrpc: "2.0",
      id: "init",
      method: "initialize",
      params: {
        protocolVersion: era,
        capabilities: CAPABILITIES,
        clientInfo: { name: "raw", version: "1.0.0" },
      },
    });
    await this.until((message) => message.id === "init");
    await this.send({ jsonrpc: "2.0", method: "notifications/initialized" });
    this.received.length = 0;
  }

  send(message: unknown): Promise<void> {
    return this.side.send(message as JSONRPCMessage);
  }

  /** The first message received that `matches`, once it came. */
  async until(matches: (message: Message) => boolean): Promise<Message> {
    for (;;) {
      const found = this.received.find(matches);
      if (found !== undefined) return found;
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  /** The answer to request `id`. */
  answer(id: unknown): Promise<Message> {
    return this.until((message) => message.id === id && !("method" in message));
  }

  close(): Promise<void> {
    return this.served.close();
  }
}

const clients: RawClient[] = [];
afterEach(async () => {
  for (const client of clients.splice(0)) await client.close();
  seen.length = 0;
  vi.restoreAllMocks();
});

/**
 * Runs `script` against a server with the fast path and one without, and gives what each client
 * received (a sealed requestState replaced, as its random nonce differs), the errors reported,
 * and how many messages the fast path answered in each.
 */
async function bothWays(
  era: Era,
  script: (client: RawClient) => Promise<void>,
): Promise<{ fast: Transcript; sdk: Transcript }> {
  const take = vi.spyOn(FastToolCalls.prototype, "take");
  const run = async (fast: boolean): Promise<Transcript> => {
    take.mockClear();
    const client = new RawClient(fast);
    clients.push(client);
    await client.start(era);
    await script(client);
    const taken = take.mock.results.filter((result) => result.value === true).length;
    return {
      received: JSON.parse(
        JSON.stringify(client.received).replace(
          /"requestState":"[^"]+"/g,
          '"requestState":"<sealed>"',
        ),
      ) as Message[],
      errors: client.errors,
      taken,
    };
  };
  const sdk = await run(false);
  const fast = await run(true);
  return { fast, sdk };
}

interface Transcript {
  readonly received: Message[];
  readonly errors: string[];
  readonly taken: number;
}

describe.each(["2025-11-25", "2026-07-28"] as const)("the fast path in %s", (era) => {
  test("a call, a bad argument, an unknown tool, bad params: the same answers as the SDK's way", async () => {
    const { fast, sdk } = await bothWays(era, async (client) => {
      const requests = [
        call(era, 1, { name: "weather", arguments: { city: "Oslo" } }),
        call(era, 2, { name: "weather", arguments: { city: 7 } }),
        call(era, 3, { name: "nowhere", arguments: {} }),
        call(era, 4, { name: "weather", arguments: "Oslo" }),
        call(era, 5, { arguments: {} }),
        call(era, 6, { name: "weather" }),
      ];
      for (const request of requests) {
        await client.send(request);
        await client.answer(request.id);
      }
    });
    expect(fast).toEqual({ ...sdk, taken: 6 });
    expect(sdk.taken).toBe(0);
    const [good, bad, unknown] = fast.received as {
      result?: { content: { text: string }[]; isError?: boolean };
      error?: { code: number; message: string };
    }[];
    expect(good?.result?.content[0]?.text).toBe('{"city":"Oslo","temperature":21}');
    expect(bad?.result?.isError).toBe(true);
    expect(unknown?.error?.code).toBe(-32602);
    expect(unknown?.error?.message).toContain("weather");
  });

  test("a progress token, as a string or a number: the same notifications before the result", async () => {
    const { fast, sdk } = await bothWays(era, async (client) => {
      await client.send(call(era, 1, { name: "steps" }, { progressToken: "p1" }));
      await client.answer(1);
      await client.send(call(era, 2, { name: "steps" }, { progressToken: 9 }));
      await client.answer(2);
      // Not a token the SDK's schema takes: the SDK's way, for both.
      await client.send(call(era, 3, { name: "steps" }, { progressToken: true }));
      await client.send(call(era, 4, { name: "weather", arguments: { city: "Oslo" } }));
      await client.answer(4);
    });
    expect(fast).toEqual({ ...sdk, taken: 3 });
    const progress = fast.received.filter((message) => message.method === "notifications/progress");
    expect(progress.map((message) => (message.params as Message).progressToken)).toEqual([
      "p1",
      "p1",
      "p1",
      9,
      9,
      9,
    ]);
    expect(fast.received.findIndex((message) => message.id === 1)).toBe(3);
  });

  test("odd ids and shapes go the SDK's way and are answered (or not) as it does", async () => {
    const plain = { name: "weather", arguments: { city: "Oslo" } };
    const { fast, sdk } = await bothWays(era, async (client) => {
      for (const id of [0, -1, "", "x".repeat(300)]) {
        await client.send(call(era, id, plain));
        await client.answer(id);
      }
      await client.send(call(era, 1.5, plain));
      await client.send(call(era, null, plain));
      await client.send(call(era, 2 ** 60, plain));
      await client.send({ ...call(era, 10, plain), extra: true });
      await client.send([call(era, 11, plain)]);
      await client.send({ ...call(era, 12, plain), jsonrpc: "1.0" });
      await client.send(call(era, 13, { ...plain, task: { ttl: 1000 } }));
      await client.send(
        call(era, 14, plain, { "io.modelcontextprotocol/related-task": { taskId: "t" } }),
      );
      await client.answer(14);
      await client.send(call(era, "last", plain));
      await client.answer("last");
    });
    expect(fast).toEqual({ ...sdk, taken: 5 });
    expect(fast.received.map((message) => message.id)).toContain("last");
  });

  test("a call the client cancels: its tool's signal aborts and no answer is sent", async () => {
    const { fast, sdk } = await bothWays(era, async (client) => {
      await client.send(call(era, 1, { name: "wait" }));
      await new Promise((resolve) => setTimeout(resolve, 20));
      await client.send({
        jsonrpc: "2.0",
        method: "notifications/cancelled",
        params: {
          requestId: 1,
          reason: "enough",
          ...(era === "2026-07-28" ? { _meta: envelope() } : {}),
        },
      });
      await client.send(call(era, 2, { name: "weather", arguments: { city: "Oslo" } }));
      await client.answer(2);
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(fast).toEqual({ ...sdk, taken: 2 });
    expect(fast.received.map((message) => message.id)).toEqual([2]);
    expect(seen).toEqual(["wait aborted", "wait aborted"]);
  });
});

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
