// The interoperability matrix, every process real: kit's server (`kit-mcp serve`, over stdio and
// HTTP) against SDK 1.32's Client and SDK v2's Client forced into each era, and kit's client
// against kit-mcp over both transports. Each cell lists the tools, calls one and runs a round of
// questions (`ask`: an elicitation, then a sampling), whichever way the era carries them: a
// server-to-client request in 2025, an `InputRequiredResult` answered by a retry in 2026-07-28.
//
// The other cells of the matrix have files of their own: kit's client against a v2 `McpServer`
// of each era, over stdio and HTTP, in client-eras.test.ts; against
// @modelcontextprotocol/server-everything in client-everything.test.ts; the gateway across eras
// in gateway-eras.test.ts; two replicas behind a round-robin proxy in http-replicas.test.ts.

import { type AnyTool, ToolExecutor } from "@kit/tools";
import {
  Client as V2Client,
  StreamableHTTPClientTransport as V2HttpTransport,
} from "@modelcontextprotocol/client";
import { StdioClientTransport as V2StdioTransport } from "@modelcontextprotocol/client/stdio";
import { Client as V1Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport as V1StdioTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport as V1HttpTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { Transport as V1Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import {
  CreateMessageRequestSchema,
  ElicitRequestSchema,
} from "@modelcontextprotocol/sdk/types.js";
import { afterAll, describe, expect, test } from "vitest";
import { connectMcpServer, type McpConnection } from "../src/index";
import { kitMcpCommand } from "./support/client-targets";
import { type HttpServer, startHttpServer, TOKEN } from "./support/http-client";
import { killAll } from "./support/kit-mcp-process";

const FIXTURE = "test/fixtures/rich-tools.ts";
const TOOLS = ["steps", "picture", "ask", "resources"];
const ANSWERING = { elicitation: {}, sampling: {} };
const AUTH = { Authorization: `Bearer ${TOKEN}` };

/** What every cell's client does, whatever its SDK: the three steps of a cell. */
interface MatrixClient {
  /** The version the connection agreed on. */
  readonly version: string | undefined;
  listTools(): Promise<string[]>;
  /** Calls `steps` with a count of 2 and returns its text. */
  callSteps(): Promise<string>;
  /** Calls `ask`, answering the name `name`; returns its text. */
  ask(): Promise<string>;
  close(): Promise<void>;
}

const closers: (() => Promise<void>)[] = [];
let http: HttpServer | undefined;
afterAll(async () => {
  for (const close of closers.splice(0)) await close().catch(() => undefined);
  await killAll();
});

/** One kit-mcp over HTTP for every HTTP cell: eras and SDKs meet on the same process. */
async function httpUrl(): Promise<URL> {
  http ??= await startHttpServer([], FIXTURE);
  return http.url;
}

const textOf = (result: object): string =>
  (result as { content?: { type: string; text?: string }[] }).content?.[0]?.text ?? "";

/** The sampling answer every client gives: the prompt's text back, in a greeting. */
function greeting(messages: readonly { content: unknown }[]): string {
  const content = messages[0]?.content as { type?: string; text?: string } | undefined;
  return `Hello from ${content?.type === "text" ? content.text : "?"}`;
}

async function v1Client(transport: "stdio" | "http"): Promise<MatrixClient> {
  const client = new V1Client({ name: "sdk-1.32", version: "1.0.0" }, { capabilities: ANSWERING });
  client.setRequestHandler(ElicitRequestSchema, () => ({
    action: "accept",
    content: { name: "Ada" },
  }));
  client.setRequestHandler(CreateMessageRequestSchema, (request) => ({
    role: "assistant",
    model: "m",
    content: { type: "text", text: greeting(request.params.messages) },
  }));
  const command = kitMcpCommand(FIXTURE);
  const wire: V1Transport =
    transport === "stdio"
      ? new V1StdioTransport({ ...command, stderr: "ignore" })
      : new V1HttpTransport(await httpUrl(), { requestInit: { headers: AUTH } });
  // SDK 1.32's client tells its transport the version the handshake agreed on.
  let agreed: string | undefined;
  const told = wire.setProtocolVersion?.bind(wire);
  wire.setProtocolVersion = (version: string) => {
    agreed = version;
    told?.(version);
  };
  await client.connect(wire);
  closers.push(() => client.close());
  return {
    version: agreed,
    listTools: async () => (await client.listTools()).tools.map((tool) => tool.name),
    callSteps: async () =>
      textOf(await client.callTool({ name: "steps", arguments: { count: 2 } })),
    ask: async () => textOf(await client.callTool({ name: "ask", arguments: {} })),
    close: () => client.close(),
  };
}

async function v2Client(transport: "stdio" | "http", era: "2025" | "2026"): Promise<MatrixClient> {
  const client = new V2Client(
    { name: `sdk-v2-${era}`, version: "1.0.0" },
    {
      capabilities: ANSWERING,
      versionNegotiation: { mode: era === "2026" ? { pin: "2026-07-28" } : "legacy" },
    },
  );
  client.setRequestHandler("elicitation/create", () => ({
    action: "accept",
    content: { name: "Ada" },
  }));
  client.setRequestHandler("sampling/createMessage", (request) => ({
    role: "assistant",
    model: "m",
    content: { type: "text", text: greeting(request.params.messages) },
  }));
  const command = kitMcpCommand(FIXTURE);
  await client.connect(
    transport === "stdio"
      ? new V2StdioTransport({ ...command, stderr: "ignore" })
      : new V2HttpTransport(await httpUrl(), { requestInit: { headers: AUTH } }),
  );
  closers.push(() => client.close());
  return {
    version: client.getNegotiatedProtocolVersion(),
    listTools: async () => (await client.listTools()).tools.map((tool) => tool.name),
    callSteps: async () =>
      textOf(await client.callTool({ name: "steps", arguments: { count: 2 } })),
    ask: async () => textOf(await client.callTool({ name: "ask", arguments: {} })),
    close: () => client.close(),
  };
}

async function kitClient(transport: "stdio" | "http"): Promise<MatrixClient> {
  const where =
    transport === "stdio"
      ? kitMcpCommand(FIXTURE)
      : { url: String(await httpUrl()), headers: AUTH };
  const connection: McpConnection = await connectMcpServer({
    name: `kit-mcp-${transport}`,
    ...where,
    handlers: {
      elicit: async () => ({ action: "accept" as const, content: { name: "Ada" } }),
      sample: async ({ messages }) => ({
        role: "assistant" as const,
        model: "m",
        content: { type: "text" as const, text: greeting(messages) },
      }),
    },
  });
  closers.push(() => connection.close());
  const executor = new ToolExecutor();
  const run = async (name: string, inputs: Record<string, unknown>): Promise<string> => {
    const tool = connection.tools.find((each) => each.name === name) as AnyTool;
    const result = await executor.execute(tool, inputs);
    return (result.content?.[0] as { text?: string } | undefined)?.text ?? "";
  };
  return {
    version: connection.protocolVersion,
    listTools: async () => connection.tools.map((tool) => tool.name),
    callSteps: () => run("steps", { count: 2 }),
    ask: () => run("ask", {}),
    close: () => connection.close(),
  };
}

const GREETING = JSON.stringify({ greeting: "Hello from Greet Ada" });

describe.each([
  ["SDK 1.32 Client", "stdio", "2025-11-25", () => v1Client("stdio")],
  ["SDK 1.32 Client", "http", "2025-11-25", () => v1Client("http")],
  ["SDK v2 Client, 2025", "stdio", "2025-11-25", () => v2Client("stdio", "2025")],
  ["SDK v2 Client, 2025", "http", "2025-11-25", () => v2Client("http", "2025")],
  ["SDK v2 Client, 2026-07-28", "stdio", "2026-07-28", () => v2Client("stdio", "2026")],
  ["SDK v2 Client, 2026-07-28", "http", "2026-07-28", () => v2Client("http", "2026")],
  ["kit's connectMcpServer", "stdio", "2026-07-28", () => kitClient("stdio")],
  ["kit's connectMcpServer", "http", "2026-07-28", () => kitClient("http")],
] as const)("%s against kit-mcp serve over %s", (_client, _transport, version, open) => {
  let client: MatrixClient;

  test(`speaks ${version}, lists the tools in order and calls one`, async () => {
    client = await open();
    expect(client.version).toBe(version);
    expect(await client.listTools()).toEqual(TOOLS);
    expect(JSON.parse(await client.callSteps())).toEqual({ count: 2 });
  });

  test("a round of questions: the elicitation and the sampling are answered, the call completes", async () => {
    expect(await client.ask()).toBe(GREETING);
  });
});
