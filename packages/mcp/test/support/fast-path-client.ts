// What the tests of kit's fast path for tools/call share (src/server/internal/fast-tool-calls*.test.ts):
// a raw JSON-RPC client on an in-memory pair to a server of kit's factory served by the SDK's
// serveStdio, and `bothWays`, which runs one script against a server with the fast path and one
// without it and gives what each client received.
import { type AnyTool, defineTool } from "@kit/tools";
import {
  CLIENT_CAPABILITIES_META_KEY,
  CLIENT_INFO_META_KEY,
  InMemoryTransport,
  type JSONRPCMessage,
  PROTOCOL_VERSION_META_KEY,
} from "@modelcontextprotocol/server";
import { serveStdio } from "@modelcontextprotocol/server/stdio";
import { vi } from "vitest";
import { FastToolCalls } from "../../src/server/internal/fast-tool-calls";
import { RequestStateSeal } from "../../src/server/internal/request-state-seal";
import type { ToolServer } from "../../src/server/internal/tool-server";
import { toolServerFactory } from "../../src/server/internal/tool-server-factory";

export type Era = "2025-11-25" | "2026-07-28";
export type Message = Record<string, unknown>;

const KEY = new Uint8Array(32).fill(7);

// What the tools saw: a call's abort, in order.
export const seen: string[] = [];

export const TOOLS: AnyTool[] = [
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
export function envelope(capabilities: object = CAPABILITIES): Message {
  return {
    [PROTOCOL_VERSION_META_KEY]: "2026-07-28",
    [CLIENT_CAPABILITIES_META_KEY]: capabilities,
    [CLIENT_INFO_META_KEY]: { name: "raw", version: "1.0.0" },
  };
}

/** A tools/call of the era, its `_meta` with the envelope in 2026-07-28. */
export function call(era: Era, id: unknown, params: Message, meta: Message = {}): Message {
  const _meta = era === "2026-07-28" ? { ...meta, ...envelope() } : meta;
  return {
    jsonrpc: "2.0",
    id,
    method: "tools/call",
    params: Object.keys(_meta).length === 0 ? params : { ...params, _meta },
  };
}

/** A raw client on an in-memory pair to a server of kit's factory served by the SDK's serveStdio. */
export class RawClient {
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

/** Closes every client's server, forgets what the tools saw, and restores the spies. */
export async function closeAll(): Promise<void> {
  for (const client of clients.splice(0)) await client.close();
  seen.length = 0;
  vi.restoreAllMocks();
}

/**
 * Runs `script` against a server with the fast path and one without, and gives what each client
 * received (a sealed requestState replaced, as its random nonce differs), the errors reported,
 * and how many messages the fast path answered in each.
 */
export async function bothWays(
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

export interface Transcript {
  readonly received: Message[];
  readonly errors: string[];
  readonly taken: number;
}
