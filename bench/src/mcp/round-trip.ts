// Part 7a: one `tools/call` round trip in memory, kit's server against the SDK v2's McpServer
// offering the same tool, in each protocol era, every server driven by the same SDK v2 `Client`
// (forced into the era) over a linked `InMemoryTransport` pair. Each server is served by the
// SDK's `serveStdio` on the in-memory transport, which chooses the era from the client's first
// message (`initialize`: 2025; a request with the version in `_meta`: 2026-07-28) and pins one
// server from the factory for the connection, as over real stdio.
import { createMcpServer } from "@kit/mcp";
import { defineTool } from "@kit/tools";
import { Client, InMemoryTransport } from "@modelcontextprotocol/client";
import { McpServer, type Server } from "@modelcontextprotocol/server";
import { serveStdio } from "@modelcontextprotocol/server/stdio";
import { z } from "zod";
import type { Variant } from "../harness/interleaved-rounds";

/** What the tool answers, whatever it is asked. */
const ANSWER = { city: "Oslo", temperature: 21 } as const;
const CALL = { name: "fetch_weather", arguments: { city: "Oslo" } };
const BAD_CALL = { name: "fetch_weather", arguments: { city: 7 } };

/** The eras measured, as the client is forced into them. */
export const ERAS = ["2025-11-25", "2026-07-28"] as const;
export type Era = (typeof ERAS)[number];

/** The case names of an era. */
export function roundTripNames(era: Era): { kit: string; sdk: string } {
  return { kit: `kit createMcpServer (${era})`, sdk: `SDK v2 McpServer (${era})` };
}

/** A client of `era` connected to the server `make` builds, through a linked in-memory pair. */
async function connect(
  make: () => McpServer | Server,
  era: Era,
): Promise<{ client: Client; close(): Promise<void> }> {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const served = serveStdio(make, { transport: serverSide });
  const client = new Client(
    { name: "bench", version: "0.0.0" },
    { versionNegotiation: { mode: era === "2026-07-28" ? { pin: era } : "legacy" } },
  );
  await client.connect(clientSide);
  if (client.getNegotiatedProtocolVersion() !== era) {
    throw new Error(`the client spoke ${client.getNegotiatedProtocolVersion()}, not ${era}`);
  }
  return {
    client,
    close: async () => {
      await client.close();
      await served.close();
    },
  };
}

function kitServer(): Server {
  const tool = defineTool({
    name: "fetch_weather",
    description: "The weather in a city",
    inputSchema: {
      parameters: [
        { name: "city", type: "string" },
        { name: "country", type: "string", required: false, default: "US" },
        { name: "units", type: "string", required: false, default: "metric" },
      ],
    },
    execute: async () => ANSWER,
  });
  return createMcpServer([tool]);
}

function sdkServer(): McpServer {
  const server = new McpServer({ name: "bench", version: "0.0.0" });
  server.registerTool(
    "fetch_weather",
    {
      description: "The weather in a city",
      inputSchema: z.object({
        city: z.string(),
        country: z.string().default("US"),
        units: z.string().default("metric"),
      }),
    },
    async () => ({ content: [{ type: "text", text: JSON.stringify(ANSWER) }] }),
  );
  return server;
}

/** Every server of every era, each behind its own client. */
export interface RoundTrips {
  readonly variants: Variant[];
  /** The client of each variant, by its name. */
  readonly clients: ReadonlyMap<string, Client>;
  close(): Promise<void>;
}

/** Connects kit's and the SDK's server in each era: one variant each, a `tools/call` and back. */
export async function roundTripCases(): Promise<RoundTrips> {
  const variants: Variant[] = [];
  const clients = new Map<string, Client>();
  const closers: (() => Promise<void>)[] = [];
  for (const era of ERAS) {
    const names = roundTripNames(era);
    for (const [name, make] of [
      [names.kit, kitServer],
      [names.sdk, sdkServer],
    ] as const) {
      const { client, close } = await connect(make, era);
      closers.push(close);
      clients.set(name, client);
      variants.push([name, () => client.callTool(CALL)]);
    }
  }
  return {
    variants,
    clients,
    close: async () => {
      for (const close of closers) await close();
    },
  };
}

/** The answer's text, read as JSON, and whether the result is an error. */
function readAnswer(result: unknown): { isError: boolean; value: unknown } {
  const { content, isError } = result as {
    content?: readonly { type: string; text?: string }[];
    isError?: boolean;
  };
  const text = content?.[0]?.type === "text" ? content[0].text : undefined;
  let value: unknown;
  try {
    value = text === undefined ? undefined : JSON.parse(text);
  } catch {
    value = text;
  }
  return { isError: isError === true, value };
}

/** Whether a value is the tool's answer. */
const isAnswer = (value: unknown): boolean => JSON.stringify(value) === JSON.stringify(ANSWER);

/** One valid and one invalid call through each client: the answer, and an error result. */
export async function verifyRoundTrips(trips: RoundTrips): Promise<void> {
  for (const [name, client] of trips.clients) {
    const good = readAnswer(await client.callTool(CALL));
    if (good.isError || !isAnswer(good.value)) {
      throw new Error(`${name} answered ${JSON.stringify(good.value)}`);
    }
    const bad = readAnswer(await client.callTool(BAD_CALL));
    if (!bad.isError) throw new Error(`${name} accepted a number for 'city'`);
  }
}
