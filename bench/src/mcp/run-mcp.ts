// Part 7: MCP, kit's server against the SDK v2's McpServer, in each protocol era, every server
// driven by the same SDK v2 `Client`: a `tools/call` round trip in memory, and the cold start of a
// stdio server with 50 tools.
import { interleavedRounds, type RoundsRow } from "../harness/interleaved-rounds";
import type { Section, Verdict } from "../harness/report";
import { formatRatio, markdownTable } from "../harness/table";
import { ERAS, roundTripCases, roundTripNames, verifyRoundTrips } from "./round-trip";
import { measureStdioColdStart, type StdioColdStart, stdioCaseNames } from "./stdio-cold-start";

/** The MCP part's measurements. */
export interface McpResult {
  /** Calls per variant of the round trip. */
  readonly calls: number;
  /** The median microseconds per call of each round-trip variant, by name: wall clock and CPU. */
  readonly roundTrip: ReadonlyMap<string, { readonly wall: number; readonly cpu: number }>;
  readonly coldStart: StdioColdStart;
}

/** The targets: kit's time over the SDK v2 McpServer's, at most. */
const ROUND_TRIP_TARGET = 0.8;
const COLD_START_TARGET = 0.6;

/** Verifies every server in each era, times the round trips interleaved, then the cold starts. */
export async function measureMcp(calls: number, coldRuns: number): Promise<McpResult> {
  const trips = await roundTripCases();
  let rows: RoundsRow[];
  try {
    await verifyRoundTrips(trips);
    rows = await interleavedRounds(trips.variants, calls, { cpu: true });
  } finally {
    await trips.close();
  }
  return {
    calls,
    roundTrip: new Map(
      rows.map((row) => [
        row.variant,
        { wall: row["µs per call"], cpu: row["CPU µs per call"] ?? Number.NaN },
      ]),
    ),
    coldStart: await measureStdioColdStart(coldRuns),
  };
}

const ms = (value: number): string => `${value.toFixed(1)} ms`;
const us = (value: number): string => `${value.toFixed(2)} µs`;

/** The MCP section: both tables and the verdicts, per era. */
export function mcpSection(result: McpResult): Section {
  const trip = (name: string): number => result.roundTrip.get(name)?.wall ?? Number.NaN;
  const tripCpu = (name: string): number => result.roundTrip.get(name)?.cpu ?? Number.NaN;
  const cold = result.coldStart;
  const coldOf = (name: string): number => cold.medians.get(name) ?? Number.NaN;
  const coldCpuOf = (name: string): number => cold.cpuMedians.get(name) ?? Number.NaN;
  const tripRows: string[][] = [];
  const coldRows: string[][] = [];
  const verdicts: Verdict[] = [];
  for (const era of ERAS) {
    const names = roundTripNames(era);
    const sdk = trip(names.sdk);
    const sdkCpu = tripCpu(names.sdk);
    for (const name of [names.kit, names.sdk]) {
      tripRows.push([
        name,
        us(trip(name)),
        formatRatio(trip(name) / sdk),
        us(tripCpu(name)),
        formatRatio(tripCpu(name) / sdkCpu),
      ]);
    }
    const starts = stdioCaseNames(era);
    const sdkCold = coldOf(starts.sdk);
    const sdkColdCpu = coldCpuOf(starts.sdk);
    for (const name of [starts.kit, starts.sdk]) {
      const values = cold.times.get(name) ?? [];
      coldRows.push([
        name,
        ms(coldOf(name)),
        `${ms(Math.min(...values))} - ${ms(Math.max(...values))}`,
        formatRatio(coldOf(name) / sdkCold),
        `${coldCpuOf(name).toFixed(0)} ms`,
        formatRatio(coldCpuOf(name) / sdkColdCpu),
      ]);
    }
    const tripRatio = trip(names.kit) / sdk;
    const tripCpuRatio = tripCpu(names.kit) / sdkCpu;
    const coldRatio = coldOf(starts.kit) / sdkCold;
    const coldCpuRatio = coldCpuOf(starts.kit) / sdkColdCpu;
    verdicts.push(
      {
        target: `MCP ${era}: a tools/call round trip at most ${ROUND_TRIP_TARGET}x the SDK v2 McpServer's`,
        // Met only when both clocks say so.
        met: tripRatio <= ROUND_TRIP_TARGET && tripCpuRatio <= ROUND_TRIP_TARGET,
        detail: `wall clock: kit ${us(trip(names.kit))}, McpServer ${us(sdk)}: ${formatRatio(tripRatio)}; CPU: kit ${us(tripCpu(names.kit))}, McpServer ${us(sdkCpu)}: ${formatRatio(tripCpuRatio)}.`,
      },
      {
        target: `MCP ${era}: a stdio server with 50 tools answers its first tools/list in at most ${COLD_START_TARGET}x the SDK v2 McpServer's time`,
        met: coldRatio <= COLD_START_TARGET && coldCpuRatio <= COLD_START_TARGET,
        detail: `median over ${cold.runs} fresh processes each: wall clock kit-mcp serve ${ms(coldOf(starts.kit))}, McpServer ${ms(sdkCold)}: ${formatRatio(coldRatio)}; the server process's CPU ${coldCpuOf(starts.kit).toFixed(0)} ms against ${sdkColdCpu.toFixed(0)} ms: ${formatRatio(coldCpuRatio)}.`,
      },
    );
  }
  const trips = markdownTable(
    [
      "server (era)",
      "median per call",
      "vs SDK v2 McpServer, same era",
      "CPU per call (median)",
      "CPU vs SDK v2 McpServer",
    ],
    tripRows,
  );
  const starts = markdownTable(
    [
      "server (era)",
      "spawn to tools/list (median)",
      "fastest - slowest",
      "vs SDK v2 McpServer, same era",
      "server's CPU (median)",
      "CPU vs SDK v2 McpServer",
    ],
    coldRows,
  );
  const body = [
    "### tools/call round trip",
    "",
    `One process, four servers, each behind its own SDK v2 \`Client\` (\`@modelcontextprotocol/client\`), forced into its era (\`versionNegotiation\`: \`legacy\` for 2025-11-25, \`{ pin: "2026-07-28" }\`), over a linked \`InMemoryTransport\` pair served by the SDK's \`serveStdio\` (which picks the era from the client's first message and pins one server of the factory for the connection, as over real stdio): kit's \`createMcpServer([tool])\` (from the built dist, the default \`ToolExecutor\`) against the SDK v2's \`McpServer\` with \`registerTool\` given the same tool as a zod object (fetch_weather: \`city\` string, \`country\` default "US", \`units\` default "metric"). Each tool is an async function returning a constant object; kit answers it as JSON text, the McpServer handler returns the same JSON text. The time is the whole \`client.callTool({ name, arguments: { city: "Oslo" } })\`: the request and its answer through both sides of the SDK's protocol layer, input validation with defaults, the tool. \`interleavedRounds\` (bench/src/harness): after 500 calls each to warm up, 20 rounds of ${result.calls / 20} calls of each server in turn, the median round per server, by the wall clock and by the process's CPU time (\`process.cpuUsage\`, client and server together, as both run in this process): on a machine other work keeps busy, the wall clock also counts the time the process waits for a core, which the CPU time does not. A target is met when both ratios meet it. Every server was checked first, in its era: the answer, and an error result for a number as \`city\`.`,
    "",
    trips,
    "",
    "### Cold start of a stdio server with 50 tools",
    "",
    `Fresh \`node\` processes, ${cold.runs} per server and era, interleaved: \`node packages/mcp/dist/cli.js serve <module>\`, the module exporting 50 \`defineTool\` tools (2-9 parameters, all six types, some defaults), against \`node <script>\` serving an SDK v2 \`McpServer\` with the same 50 tools as zod objects through \`serveStdio\` (both eras). The time runs from the spawn (the SDK v2's \`StdioClientTransport\` in this process, as a subclass, so that the 2026-07-28 client asks \`server/discover\` of the one process instead of a second, short-lived one) through the process start, the imports, building the tools, the era's opening (\`initialize\`, or \`server/discover\`) to the answer of the first \`tools/list\`. Beside the wall clock, the CPU time the server's process used until then (\`/proc/<pid>/stat\`, in steps of 10 ms): the process start, the imports and building the tools, without the time spent waiting for a core. A target is met when both ratios meet it. Each was checked first: the era spoken, 50 tools listed and one call answered.`,
    "",
    starts,
  ].join("\n");
  return { title: "7. MCP", body, verdicts };
}
