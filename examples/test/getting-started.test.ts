// docs/getting-started.md, run the way its reader runs it: its ```ts blocks, each starting with
// the name of the file it goes in, are put together into tools.ts and main.ts in a folder of
// this workspace (so that the packages resolve as they would from npm), type-checked, then run
// with the commands of its ```sh blocks: `npx tsx main.ts` must print what the page says, and
// `kit-mcp serve tools.ts` must serve the tool to an MCP client. The packages run from their
// sources (the `@kit/source` condition; tests run before the build), so kit-mcp is its
// src/cli.ts where the page says dist/cli.js. The API key is the canary, and nothing shows it.
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { CANARY, expectedOutput, normalizeOutput, tsBlocks } from "@kit/test-support";
import { typeCheckSnippets } from "@kit/test-support/type-check";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { afterAll, describe, expect, test } from "vitest";

const EXAMPLES = fileURLToPath(new URL("..", import.meta.url));
const page = readFileSync(new URL("../../docs/getting-started.md", import.meta.url), "utf8");
const run = promisify(execFile);

// The reader's files: each block's first line names its file, and the block goes at its end.
const files = new Map<string, string>();
for (const block of tsBlocks(page)) {
  const file = /^\/\/ (\w+\.ts)\n/.exec(block)?.[1];
  if (file === undefined) throw new Error(`a block does not name its file:\n${block}`);
  files.set(file, `${files.get(file) ?? ""}${block}\n`);
}

// The commands the page tells the reader to run with the API key set, as node's arguments.
const commands = [...page.matchAll(/```sh\n([\s\S]*?)```/g)]
  .flatMap((block) => (block[1] ?? "").split("\n"))
  .filter((line) => line.startsWith("KIT_CREDENTIAL_WEATHER_API_KEY=your-key "))
  .map((line) => line.split(" ").slice(1));

/** A command of the page as this test runs it: node with tsx, kit-mcp from its sources. */
function nodeArguments(command: readonly string[]): string[] {
  const [program, ...rest] = command;
  const args = program === "npx" && rest[0] === "tsx" ? ["--import", ...rest] : rest;
  if (program !== "node" && program !== "npx") throw new Error(`unexpected command ${program}`);
  return [
    "--conditions=@kit/source",
    ...args.map((arg) =>
      arg === "node_modules/@kit/mcp/dist/cli.js"
        ? join(EXAMPLES, "node_modules/@kit/mcp/src/cli.ts")
        : arg,
    ),
  ];
}

mkdirSync(join(EXAMPLES, ".getting-started"), { recursive: true });
const folder = mkdtempSync(join(EXAMPLES, ".getting-started", "run-"));
for (const [file, source] of files) writeFileSync(join(folder, file), source);
const environment = { ...process.env, KIT_CREDENTIAL_WEATHER_API_KEY: CANARY };

afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("docs/getting-started.md", () => {
  test("its blocks make tools.ts and main.ts, and it says how to run each", () => {
    expect([...files.keys()]).toEqual(["tools.ts", "main.ts"]);
    expect(commands).toEqual([
      ["npx", "tsx", "main.ts"],
      ["node", "--import", "tsx", "node_modules/@kit/mcp/dist/cli.js", "serve", "tools.ts"],
    ]);
  });

  test("tools.ts and main.ts type-check with the repository's strict settings", () => {
    const snippets = [...files].map(([file, code]) => ({
      path: join(folder, file),
      origin: `docs/getting-started.md, ${file}`,
      code,
    }));
    expect(typeCheckSnippets(snippets, join(EXAMPLES, "tsconfig.json"))).toEqual([]);
  });

  test("npx tsx main.ts prints what the page says, and never the API key", async () => {
    const { stdout, stderr } = await run(process.execPath, nodeArguments(commands[0] ?? []), {
      cwd: folder,
      env: environment,
    });
    expect(normalizeOutput(stdout.split("\n"))).toBe(expectedOutput(files.get("main.ts") ?? ""));
    expect(`${stdout}${stderr}`).not.toContain(CANARY);
  });

  test("kit-mcp serves tools.ts: the tool, called with its credential from the environment", async () => {
    const [, ...args] = commands[1] ?? [];
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: nodeArguments(["node", ...args]),
      cwd: folder,
      env: environment as Record<string, string>,
      stderr: "pipe",
    });
    let stderr = "";
    transport.stderr?.on("data", (chunk: Buffer) => {
      stderr += chunk.toString("utf8");
    });
    const client = new Client({ name: "getting-started", version: "1.0.0" });
    await client.connect(transport);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => [tool.name, tool.annotations?.readOnlyHint])).toEqual([
      ["fetch_weather", true],
    ]);
    const result = await client.callTool({
      name: "fetch_weather",
      arguments: { city: "Oslo", units: "imperial" },
    });
    expect(result.structuredContent).toEqual({
      city: "Oslo",
      temperature: 70.7,
      units: "imperial",
    });
    await client.close();
    expect(`${JSON.stringify(result)}${stderr}`).not.toContain(CANARY);
  });
});
