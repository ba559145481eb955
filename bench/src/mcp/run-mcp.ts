// Part 7: MCP, kit's server against the SDK's McpServer: a `tools/call` round trip in memory,
// and the cold start of a stdio server with 50 tools.
import { type CaseStats, compareCases, type MeasureOptions } from "../harness/measure";
import type { Section, Verdict } from "../harness/report";
import { formatNs, formatRatio, markdownTable } from "../harness/table";
import { ROUND_TRIP_CASES, roundTripCases, verifyRoundTrips } from "./round-trip";
import { measureStdioColdStart, STDIO_CASES, type StdioColdStart } from "./stdio-cold-start";

/** The MCP part's measurements. */
export interface McpResult {
  readonly roundTrip: readonly CaseStats[];
  readonly coldStart: StdioColdStart;
}

/** Verifies both servers, times the round trips interleaved, then the cold starts. */
export async function measureMcp(options: MeasureOptions, coldRuns: number): Promise<McpResult> {
  const trips = await roundTripCases();
  let roundTrip: CaseStats[];
  try {
    await verifyRoundTrips(trips);
    roundTrip = await compareCases(trips.cases, options);
  } finally {
    await trips.close();
  }
  return { roundTrip, coldStart: await measureStdioColdStart(coldRuns) };
}

const ms = (value: number): string => `${value.toFixed(1)} ms`;

/** The MCP section: both tables and the verdicts. */
export function mcpSection(result: McpResult): Section {
  const median = (name: string): number =>
    result.roundTrip.find((row) => row.name === name)?.median ?? Number.NaN;
  const sdkTrip = median(ROUND_TRIP_CASES.sdk);
  const trips = markdownTable(
    ["server", "median", "p25-p75", "vs SDK McpServer"],
    result.roundTrip.map((row) => [
      row.name,
      formatNs(row.median),
      `${formatNs(row.p25)} - ${formatNs(row.p75)}`,
      formatRatio(row.median / sdkTrip),
    ]),
  );
  const cold = result.coldStart;
  const coldOf = (name: string): number => cold.medians.get(name) ?? Number.NaN;
  const sdkCold = coldOf(STDIO_CASES.sdk);
  const starts = markdownTable(
    ["server", "spawn to tools/list (median)", "fastest - slowest", "vs SDK McpServer"],
    [...cold.times].map(([name, values]) => [
      name,
      ms(coldOf(name)),
      `${ms(Math.min(...values))} - ${ms(Math.max(...values))}`,
      formatRatio(coldOf(name) / sdkCold),
    ]),
  );
  const tripRatio = median(ROUND_TRIP_CASES.kit) / sdkTrip;
  const coldRatio = coldOf(STDIO_CASES.kit) / sdkCold;
  const verdicts: Verdict[] = [
    {
      target: "MCP: a tools/call round trip no slower than the SDK's McpServer",
      met: tripRatio <= 1,
      detail: `kit ${formatNs(median(ROUND_TRIP_CASES.kit))}, McpServer ${formatNs(sdkTrip)}: ${formatRatio(tripRatio)}.`,
    },
    {
      target:
        "MCP: a stdio server with 50 tools answers its first tools/list in at most 0.8x the McpServer's time",
      met: coldRatio <= 0.8,
      detail: `median over ${cold.runs} fresh processes each: kit-mcp serve ${ms(coldOf(STDIO_CASES.kit))}, McpServer ${ms(sdkCold)}: ${formatRatio(coldRatio)}.`,
    },
  ];
  const body = [
    "### tools/call round trip",
    "",
    'One process: the SDK\'s `Client` (@modelcontextprotocol/sdk) connected through `InMemoryTransport.createLinkedPair()` to kit\'s `createMcpServer([tool])` (from the built dist, the default `ToolExecutor`) and, side by side, to the SDK\'s `McpServer` with `registerTool` given the same tool as a zod shape (fetch_weather: `city` string, `country` default "US", `units` default "metric"). Each tool is an async function returning a constant object; kit answers it as JSON text, the McpServer handler returns the same JSON text. The time is the whole `client.callTool({ name, arguments: { city: "Oslo" } })`: the request and its answer through both sides of the SDK\'s protocol layer, input validation with defaults, the tool. Both were checked first: the answer, and an error result for a number as `city`.',
    "",
    trips,
    "",
    "### Cold start of a stdio server with 50 tools",
    "",
    `Fresh \`node\` processes, ${cold.runs} per server, interleaved: \`node packages/mcp/dist/cli.js serve <module>\`, the module exporting 50 \`defineTool\` tools (2-9 parameters, all six types, some defaults), against \`node <script>\` building an \`McpServer\` with the same 50 tools as zod shapes over \`StdioServerTransport\`. The time runs from the spawn (the SDK's \`StdioClientTransport\` in this process) through the process start, the imports, building the tools, the \`initialize\` handshake, to the answer of the first \`tools/list\`. Both were checked first: 50 tools listed and one call answered.`,
    "",
    starts,
  ].join("\n");
  return { title: "7. MCP", body, verdicts };
}
