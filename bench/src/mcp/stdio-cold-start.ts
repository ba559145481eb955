// Part 7b: cold start of a stdio server with 50 tools, from the spawn to the first `tools/list`
// answer: `kit-mcp serve` on a module of kit tools against a script serving the same tools on
// the SDK v2's McpServer (`serveStdio`, both eras), each driven by the same SDK v2 `Client` forced
// into each era. The two scripts are written at run time and removed afterwards.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Client } from "@modelcontextprotocol/client";
import { StdioClientTransport } from "@modelcontextprotocol/client/stdio";
import { median } from "../cold-start/run-child";
import { ERAS, type Era } from "./round-trip";

/**
 * The SDK's stdio transport, as a subclass: the SDK asks a 2026-07-28 server `server/discover`
 * on a second, short-lived process when the transport is exactly its own class (a server that
 * dies of the question costs nothing then), and in place on a subclass. In place, each start
 * below is one process, as in the 2025 era.
 */
class InPlaceStdioTransport extends StdioClientTransport {}

const KIT_CLI = fileURLToPath(new URL("../../../packages/mcp/dist/cli.js", import.meta.url));
// Under bench/node_modules, so that the scripts import their packages by name, as a user's do.
const CACHE = fileURLToPath(new URL("../../node_modules/.cache", import.meta.url));
const TOOL_COUNT = 50;
const TYPES = ["string", "integer", "float", "boolean", "list", "dictionary"] as const;
type ParameterType = (typeof TYPES)[number];
const SAMPLE: Record<ParameterType, unknown> = {
  string: "a",
  integer: 1,
  float: 0.5,
  boolean: true,
  list: [],
  dictionary: {},
};
const OK = { ok: true };

interface Parameter {
  readonly name: string;
  readonly type: ParameterType;
  readonly required?: false;
  readonly default?: unknown;
}

// 50 distinct tools: 2 to 9 parameters, rotating types, every third optional with a default.
const TOOLS = Array.from({ length: TOOL_COUNT }, (_, tool) => ({
  name: `tool_${tool}`,
  parameters: Array.from({ length: 2 + (tool % 8) }, (_, index): Parameter => {
    const type = TYPES[(tool + index) % TYPES.length] as ParameterType;
    const name = `t${tool}_p${index}`;
    return index % 3 === 2
      ? { name, type, required: false, default: SAMPLE[type] }
      : { name, type };
  }),
}));

const KIT_MODULE = `import { defineTool } from "@kit/tools";
const TOOLS = ${JSON.stringify(TOOLS)};
export default TOOLS.map(({ name, parameters }) =>
  defineTool({
    name,
    description: \`Tool \${name}\`,
    inputSchema: { parameters },
    execute: async () => (${JSON.stringify(OK)}),
  }),
);
`;

const SDK_SCRIPT = `import { McpServer } from "@modelcontextprotocol/server";
import { serveStdio } from "@modelcontextprotocol/server/stdio";
import { z } from "zod";
const TOOLS = ${JSON.stringify(TOOLS)};
const TYPES = {
  string: () => z.string(),
  integer: () => z.number().int(),
  float: () => z.number(),
  boolean: () => z.boolean(),
  list: () => z.array(z.unknown()),
  dictionary: () => z.record(z.string(), z.unknown()),
};
serveStdio(() => {
  const server = new McpServer({ name: "bench", version: "0.0.0" });
  for (const { name, parameters } of TOOLS) {
    const shape = {};
    for (const p of parameters) {
      const type = TYPES[p.type]();
      shape[p.name] = p.required === false ? type.default(p.default) : type;
    }
    server.registerTool(name, { description: \`Tool \${name}\`, inputSchema: z.object(shape) }, async () => ({
      content: [{ type: "text", text: JSON.stringify(${JSON.stringify(OK)}) }],
    }));
  }
  return server;
});
`;

/** The two contenders' names in an era. */
export function stdioCaseNames(era: Era): { kit: string; sdk: string } {
  return { kit: `kit-mcp serve (${era})`, sdk: `SDK v2 McpServer script (${era})` };
}

/**
 * The CPU time (user and system) a process has used so far, in ms, from /proc (Linux; in
 * clock ticks of 10 ms), or NaN where there is no /proc.
 */
function cpuMsOf(pid: number | null): number {
  if (pid === null) return Number.NaN;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The fields after the command's name (which may hold spaces, in parentheses).
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/** The cold-start medians and every measurement, in milliseconds. */
export interface StdioColdStart {
  readonly runs: number;
  readonly times: ReadonlyMap<string, readonly number[]>;
  readonly medians: ReadonlyMap<string, number>;
  /**
   * The median CPU time the server's process used until its first `tools/list` was answered
   * (ms, to 10 ms), by contender: steadier than the wall clock on a machine other work keeps
   * busy, which delays a start by the time it waits for a core.
   */
  readonly cpuMedians: ReadonlyMap<string, number>;
}

/**
 * Spawns a server, connects the SDK's client over stdio and lists the tools.
 * @returns milliseconds from the spawn to the `tools/list` answer.
 * @throws Error, when `verify` is set, unless the server lists 50 tools and answers a call.
 */
async function coldStart(
  args: readonly string[],
  era: Era,
  verify: boolean,
): Promise<{ ms: number; cpuMs: number }> {
  const transport = new InPlaceStdioTransport({
    command: process.execPath,
    args: [...args],
    stderr: verify ? "pipe" : "ignore",
  });
  let errors = "";
  transport.stderr?.on("data", (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const client = new Client(
    { name: "bench", version: "0.0.0" },
    { versionNegotiation: { mode: era === "2026-07-28" ? { pin: era } : "legacy" } },
  );
  try {
    const start = performance.now();
    await client.connect(transport);
    const { tools } = await client.listTools();
    const elapsed = performance.now() - start;
    const cpuMs = cpuMsOf(transport.pid);
    if (verify) {
      const spoken = client.getNegotiatedProtocolVersion();
      if (spoken !== era) throw new Error(`spoke ${spoken}, not ${era}`);
      if (tools.length !== TOOL_COUNT) throw new Error(`listed ${tools.length} tools`);
      const first = TOOLS[0] as (typeof TOOLS)[number];
      const inputs = Object.fromEntries(
        first.parameters.filter((p) => p.required !== false).map((p) => [p.name, SAMPLE[p.type]]),
      );
      const result = (await client.callTool({ name: first.name, arguments: inputs })) as {
        content?: { type: string; text?: string }[];
        isError?: boolean;
      };
      const text = result.content?.[0]?.text;
      if (result.isError === true || text === undefined || text !== JSON.stringify(OK)) {
        throw new Error(`answered ${JSON.stringify(result)}`);
      }
    }
    return { ms: elapsed, cpuMs };
  } catch (error) {
    throw new Error(
      `${args.join(" ")}: ${error instanceof Error ? error.message : error}\n${errors}`,
    );
  } finally {
    await client.close();
  }
}

/**
 * Writes the two servers, checks each in each era once, then starts each `runs` times per era,
 * interleaved.
 * @returns per contender, every time and the median (ms).
 */
export async function measureStdioColdStart(runs: number): Promise<StdioColdStart> {
  mkdirSync(CACHE, { recursive: true });
  const folder = mkdtempSync(join(CACHE, "kit-bench-mcp-"));
  try {
    const kitModule = join(folder, "kit-tools.mjs");
    const sdkScript = join(folder, "sdk-server.mjs");
    writeFileSync(kitModule, KIT_MODULE);
    writeFileSync(sdkScript, SDK_SCRIPT);
    const contenders: [string, readonly string[], Era][] = ERAS.flatMap((era) => {
      const names = stdioCaseNames(era);
      return [
        [names.kit, [KIT_CLI, "serve", kitModule], era],
        [names.sdk, [sdkScript], era],
      ] as [string, readonly string[], Era][];
    });
    for (const [, args, era] of contenders) await coldStart(args, era, true);
    const times = new Map(contenders.map(([name]) => [name, [] as number[]]));
    const cpuTimes = new Map(contenders.map(([name]) => [name, [] as number[]]));
    for (let run = 0; run < runs; run++) {
      for (let offset = 0; offset < contenders.length; offset++) {
        const [name, args, era] = contenders[(run + offset) % contenders.length] as [
          string,
          readonly string[],
          Era,
        ];
        const { ms, cpuMs } = await coldStart(args, era, false);
        times.get(name)?.push(ms);
        cpuTimes.get(name)?.push(cpuMs);
      }
    }
    return {
      runs,
      times,
      medians: new Map([...times].map(([name, values]) => [name, median(values)])),
      cpuMedians: new Map([...cpuTimes].map(([name, values]) => [name, median(values)])),
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
