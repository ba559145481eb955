// The conditions of a run: machine, Node.js, and the versions of everything measured.
import { readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { cpus, loadavg, totalmem } from "node:os";
import { dirname, join } from "node:path";

const require = createRequire(import.meta.url);

/** The packages whose installed versions the report names. */
const MEASURED_PACKAGES: readonly string[] = [
  "@kit/schema",
  "@kit/tools",
  "@kit/credentials",
  "@kit/otel",
  "@kit/providers",
  "@kit/mcp",
  "ajv",
  "zod",
  "valibot",
  "typebox",
  "@cfworker/json-schema",
  "@langchain/core",
  "@mastra/core",
  "ai",
  "@openai/agents",
  "@opentelemetry/api",
  "@opentelemetry/sdk-trace-base",
  "@opentelemetry/sdk-metrics",
  "@modelcontextprotocol/client",
  "@modelcontextprotocol/server",
  "mitata",
  "esbuild",
  "size-limit",
];

// Packages without a root entry: a subpath to resolve instead (none today).
const ENTRY_OF: Readonly<Record<string, string>> = {};

/** The version in a package's own package.json, found next to its resolved entry. */
function installedVersion(name: string): string {
  let directory = dirname(require.resolve(ENTRY_OF[name] ?? name));
  for (let depth = 0; depth < 6; depth++) {
    try {
      const manifest = JSON.parse(readFileSync(join(directory, "package.json"), "utf8")) as {
        name?: string;
        version?: string;
      };
      if (manifest.name === name && manifest.version !== undefined) return manifest.version;
    } catch {
      // no package.json at this level
    }
    directory = dirname(directory);
  }
  return "unknown";
}

/** When each kit package's dist entry was built (the bench measures dist, not src). */
function distBuildTimes(): string {
  return [
    "@kit/schema",
    "@kit/tools",
    "@kit/credentials",
    "@kit/otel",
    "@kit/providers",
    "@kit/mcp",
  ]
    .map((name) => {
      try {
        return `${name} ${statSync(require.resolve(name)).mtime.toISOString()}`;
      } catch {
        return `${name} not built`;
      }
    })
    .join(", ");
}

/** The machine and runtime, as Markdown lines. */
export function describeEnvironment(): string {
  const cpu = cpus();
  const versions = MEASURED_PACKAGES.map((name) => `${name} ${installedVersion(name)}`);
  return [
    `- Date: ${new Date().toISOString()}`,
    `- CPU: ${cpu[0]?.model ?? "unknown"}, ${cpu.length} cores; memory ${(totalmem() / 2 ** 30).toFixed(1)} GiB`,
    `- Load average at start: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(", ")}`,
    `- Node.js ${process.version} (${process.platform} ${process.arch}), flags: ${process.execArgv.join(" ") || "none"}`,
    `- Packages: ${versions.join(", ")}`,
    `- kit dist built at: ${distBuildTimes()}`,
  ].join("\n");
}
