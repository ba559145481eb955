// Part 8: the MCP client. A remote tool's call through `connectMcpServer` and the executor
// against the bare SDK client, over stdio and Streamable HTTP, all four cases interleaved.
import type { CaseStats } from "../harness/measure";
import type { Section, Verdict } from "../harness/report";
import { formatNs, formatRatio, markdownTable } from "../harness/table";
import { type AlternatingOptions, alternateCalls } from "./alternating-calls";
import {
  type ClientPair,
  type ClientTransport,
  clientCaseNames,
  connectPair,
} from "./client-cases";
import { writeServedModule } from "./served-tool";

/** The target: kit's call at most this many times the SDK's. */
const TARGET = 1.1;
const TRANSPORTS: readonly ClientTransport[] = ["stdio", "http"];

/** Starts the servers, checks every side once, and times all cases interleaved. */
export async function measureMcpClient(options: AlternatingOptions): Promise<CaseStats[]> {
  const module = writeServedModule();
  const pairs: ClientPair[] = [];
  try {
    for (const transport of TRANSPORTS) pairs.push(await connectPair(transport, module.path));
    for (const pair of pairs) await pair.verify();
    return await alternateCalls(
      pairs.map((pair) => pair.cases),
      options,
    );
  } finally {
    for (const pair of pairs) await pair.close();
    module.remove();
  }
}

/** The MCP client section: one table, a verdict per transport. */
export function mcpClientSection(rows: readonly CaseStats[]): Section {
  const median = (name: string): number =>
    rows.find((row) => row.name === name)?.median ?? Number.NaN;
  const sdkOf = (name: string): number => {
    const transport = TRANSPORTS.find((each) => name.endsWith(`(${each})`)) ?? "stdio";
    return median(clientCaseNames(transport).sdk);
  };
  const table = markdownTable(
    ["client", "median", "p25-p75", "vs SDK Client, same transport"],
    rows.map((row) => [
      row.name,
      formatNs(row.median),
      `${formatNs(row.p25)} - ${formatNs(row.p75)}`,
      formatRatio(row.median / sdkOf(row.name)),
    ]),
  );
  const verdicts: Verdict[] = TRANSPORTS.map((transport) => {
    const names = clientCaseNames(transport);
    const ratio = median(names.kit) / median(names.sdk);
    return {
      target: `MCP client over ${transport}: a tools/call through connectMcpServer + the executor at most ${TARGET.toFixed(2)}x the bare SDK Client.callTool`,
      met: ratio <= TARGET,
      detail: `kit ${formatNs(median(names.kit))}, SDK ${formatNs(median(names.sdk))}: ${formatRatio(ratio)}.`,
    };
  });
  const body = [
    "### A remote tools/call, kit's client against the SDK's",
    "",
    "One process, four clients, each with a server process of its own, all four `node packages/mcp/dist/cli.js serve <module>` of the same module (one tool, fetch_weather: `city` string, `country` and `units` with defaults, an output schema `{ city, temperature }`, read-only, answering a constant object). Over stdio each client spawns its server; over HTTP each server runs `--http --port 0` with its own bearer token, stateless. Kit's side is `connectMcpServer` (stdio `command`, or `url` and `headers`) and the listed tool run by a default `ToolExecutor`: `executor.execute(tool, { city: \"Oslo\" })`, which checks the inputs, fills the defaults, sends the call with a progress token and a watch for silence, turns the result back into the output and checks it against the output schema. The SDK's side is the SDK v2's `Client` (`@modelcontextprotocol/client`, the one connectMcpServer is built on), pinned to the revision connectMcpServer agreed on with its server (2026-07-28 with kit-mcp, checked), connected with `StdioClientTransport` or `StreamableHTTPClientTransport`, its tools listed once (so it checks `structuredContent` against the output schema, as it does for kit), and `client.callTool({ name, arguments: { city: \"Oslo\" } })`. Within a transport, kit's and the SDK's client are called in turn, call by call (kit, SDK, then SDK, kit, ...), each call timed on its own (`process.hrtime`), so a slow moment of the machine, or what a call leaves behind, falls on both alike; the transports take turns by blocks of calls (a first version rotated all four cases call by call, which put every kit stdio call right after an HTTP call and its aftermath, and read 1.5-1.8x where the two stdio clients alone read 1.0-1.2x). The table gives the median and quartiles of single calls, after a warm-up of 1,000 calls of each case. Every side was checked first: the answer, and a failure for a number as `city` (kit's executor refuses it before sending; the server answers the SDK's with an error result).",
    "",
    table,
  ].join("\n");
  return { title: "8. MCP client", body, verdicts };
}
