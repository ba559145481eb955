// Part 7a: one `tools/call` round trip over the SDK's in-memory transport, kit's server against
// the SDK's McpServer offering the same tool.
import { createMcpServer } from "@kit/mcp";
import { defineTool } from "@kit/tools";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import type { BenchCase } from "../harness/measure";

/** What the tool answers, whatever it is asked. */
const ANSWER = { city: "Oslo", temperature: 21 } as const;
const CALL = { name: "fetch_weather", arguments: { city: "Oslo" } };
const BAD_CALL = { name: "fetch_weather", arguments: { city: 7 } };

/** The case names. */
export const ROUND_TRIP_CASES = { kit: "kit createMcpServer", sdk: "SDK McpServer" } as const;

/** A client connected to a server through a linked in-memory pair. */
interface Connected {
  readonly client: Client;
  close(): Promise<void>;
}

async function connect(server: {
  connect(transport: InMemoryTransport): Promise<void>;
  close(): Promise<void>;
}): Promise<Connected> {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: "bench", version: "0.0.0" });
  await client.connect(clientSide);
  return {
    client,
    close: async () => {
      await client.close();
      await server.close();
    },
  };
}

function kitServer(): ReturnType<typeof createMcpServer> {
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
      inputSchema: {
        city: z.string(),
        country: z.string().default("US"),
        units: z.string().default("metric"),
      },
    },
    async () => ({ content: [{ type: "text", text: JSON.stringify(ANSWER) }] }),
  );
  return server;
}

/** Both servers, each behind its own client. */
export interface RoundTrips {
  readonly cases: BenchCase[];
  /** The client of each case, by case name. */
  readonly clients: ReadonlyMap<string, Client>;
  close(): Promise<void>;
}

/** Connects both servers and returns one case each: a `tools/call` from the client and back. */
export async function roundTripCases(): Promise<RoundTrips> {
  const kit = await connect(kitServer());
  const sdk = await connect(sdkServer());
  return {
    cases: [
      { name: ROUND_TRIP_CASES.kit, run: () => kit.client.callTool(CALL) },
      { name: ROUND_TRIP_CASES.sdk, run: () => sdk.client.callTool(CALL) },
    ],
    clients: new Map([
      [ROUND_TRIP_CASES.kit, kit.client],
      [ROUND_TRIP_CASES.sdk, sdk.client],
    ]),
    close: async () => {
      await kit.close();
      await sdk.close();
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
  for (const bench of trips.cases) {
    const good = readAnswer(await bench.run(undefined));
    if (good.isError || !isAnswer(good.value)) {
      throw new Error(`${bench.name} answered ${JSON.stringify(good.value)}`);
    }
    const bad = readAnswer(await trips.clients.get(bench.name)?.callTool(BAD_CALL));
    if (!bad.isError) throw new Error(`${bench.name} accepted a number for 'city'`);
  }
}
