// Part 8: one `tools/call` of a remote tool, kit's way (`connectMcpServer`, the kit tool run by
// `ToolExecutor.execute`) against the bare SDK `Client.callTool`, each talking to a server of
// its own, both `kit-mcp serve` of the same module, over the same transport. The bare client is
// the SDK's v2 `Client` (`@modelcontextprotocol/client`), the one connectMcpServer is built on,
// pinned to the revision connectMcpServer agreed on (2026-07-28 with kit-mcp), so that both
// sides speak the same era.
import { connectMcpServer, type McpConnection } from "@kit/mcp";
import { type AnyTool, ToolExecutor } from "@kit/tools";
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { StdioClientTransport } from "@modelcontextprotocol/client/stdio";
import type { BenchCase } from "../harness/measure";
import { type HttpServerProcess, startHttpServer } from "./http-server-process";
import { ANSWER, ARGUMENTS, KIT_CLI, TOOL_NAME } from "./served-tool";

/** The transports measured. */
export type ClientTransport = "stdio" | "http";

/** The case names of a transport. */
export function clientCaseNames(transport: ClientTransport): { kit: string; sdk: string } {
  return {
    kit: `kit connectMcpServer + executor (${transport})`,
    sdk: `SDK Client.callTool (${transport})`,
  };
}

/** Both sides of one transport, connected. */
export interface ClientPair {
  readonly transport: ClientTransport;
  readonly cases: readonly BenchCase[];
  /** One valid and one invalid call on each side, checked; throws on a wrong answer. */
  verify(): Promise<void>;
  close(): Promise<void>;
}

const isAnswer = (value: unknown): boolean => JSON.stringify(value) === JSON.stringify(ANSWER);

/** Starts both servers of a transport and connects both clients. */
export async function connectPair(transport: ClientTransport, module: string): Promise<ClientPair> {
  const servers: HttpServerProcess[] = [];
  const closers: (() => Promise<void>)[] = [];
  const close = async (): Promise<void> => {
    for (const closer of closers.reverse()) await closer().catch(() => {});
    await Promise.all(servers.map((server) => server.stop()));
  };
  try {
    let connection: McpConnection;
    // The bare client, in the era kit's agreed on.
    const bare = (era: string): Client => {
      const pinned = era.startsWith("2025") ? "legacy" : { pin: era };
      return new Client(
        { name: "bench", version: "0.0.0" },
        { versionNegotiation: { mode: pinned } },
      );
    };
    let sdkClient: Client;
    if (transport === "stdio") {
      const args = [KIT_CLI, "serve", module];
      connection = await connectMcpServer({ name: "bench", command: process.execPath, args });
      closers.push(() => connection.close());
      sdkClient = bare(connection.protocolVersion);
      await sdkClient.connect(new StdioClientTransport({ command: process.execPath, args }));
      closers.push(() => sdkClient.close());
    } else {
      const [forSdk, forKit] = await Promise.all([
        startHttpServer(module),
        startHttpServer(module),
      ]);
      servers.push(forSdk, forKit);
      connection = await connectMcpServer({
        name: "bench",
        url: forKit.url,
        headers: forKit.headers,
      });
      closers.push(() => connection.close());
      sdkClient = bare(connection.protocolVersion);
      const requestInit = { headers: { ...forSdk.headers } };
      await sdkClient.connect(new StreamableHTTPClientTransport(forSdk.url, { requestInit }));
      closers.push(() => sdkClient.close());
    }
    if (sdkClient.getNegotiatedProtocolVersion() !== connection.protocolVersion) {
      throw new Error(
        `the bare client spoke ${sdkClient.getNegotiatedProtocolVersion()}, kit ${connection.protocolVersion}`,
      );
    }
    // As connectMcpServer does: the listing gives the client the output schema it checks.
    await sdkClient.listTools();
    const tool = connection.tools.find((each) => each.name === TOOL_NAME) as AnyTool;
    const executor = new ToolExecutor();
    const names = clientCaseNames(transport);
    const sdkCall = { name: TOOL_NAME, arguments: ARGUMENTS };
    const cases: BenchCase[] = [
      { name: names.kit, run: () => executor.execute(tool, ARGUMENTS) },
      { name: names.sdk, run: () => sdkClient.callTool(sdkCall) },
    ];
    const verify = async (): Promise<void> => {
      const kit = await executor.execute(tool, ARGUMENTS);
      if (!isAnswer(kit.output)) throw new Error(`${names.kit} gave ${JSON.stringify(kit.output)}`);
      const sdk = (await sdkClient.callTool(sdkCall)) as { structuredContent?: unknown };
      if (!isAnswer(sdk.structuredContent))
        throw new Error(`${names.sdk} gave ${JSON.stringify(sdk)}`);
      const badKit = await executor.execute(tool, { city: 7 }, { raiseOnFailure: false });
      if (badKit.status !== "failure") throw new Error(`${names.kit} accepted a number as 'city'`);
      const badSdk = (await sdkClient.callTool({ name: TOOL_NAME, arguments: { city: 7 } })) as {
        isError?: boolean;
      };
      if (badSdk.isError !== true) throw new Error(`${names.sdk} accepted a number as 'city'`);
    };
    return { transport, cases, verify, close };
  } catch (error) {
    await close();
    throw error;
  }
}
