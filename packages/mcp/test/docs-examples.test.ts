// The examples of docs/mcp.md are the files of test/docs-examples/, verbatim: each is checked to
// appear in the page; the in-process round trip runs and prints what the page says it prints;
// the page's module of tools is served by a spawned kit-mcp; the servers that would take over
// this process's stdio or a fixed port are type-checked (tsconfig includes test/) but not run.
import { readdirSync, readFileSync } from "node:fs";
import { format } from "node:util";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { afterAll, afterEach, describe, expect, test, vi } from "vitest";
import { readCommandLine } from "../src/internal/command-line";
import { ChildStdioTransport, killAll, spawnKitMcp } from "./support/kit-mcp-process";

const page = readFileSync(new URL("../../../docs/mcp.md", import.meta.url), "utf8");
const directory = new URL("./docs-examples/", import.meta.url);
const files = readdirSync(directory).filter((name) => name.endsWith(".ts"));

// What an example prints: the comment lines right after a line that logs or awaits, without
// "// ", with runs of white space made one space (objects may print on many lines).
function expectedOutput(source: string): string {
  const lines = source.split("\n");
  const expected: string[] = [];
  lines.forEach((line, index) => {
    if (!/(^|\s)(console\.log\(|await |\}\);$)/.test(line)) return;
    for (const next of lines.slice(index + 1)) {
      const comment = /^\s*\/\/ (.*)$/.exec(next);
      if (comment === null) break;
      expected.push(comment[1] ?? "");
    }
  });
  return normalize(expected);
}

function normalize(lines: string[]): string {
  return lines.join("\n").replace(/\s+/g, " ").trim();
}

describe("docs/mcp.md", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });
  afterAll(killAll);

  test("every ts block of the page is one of the example files, and each file is on the page", () => {
    const blocks = [...page.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1]);
    const sources = files.map((name) => readFileSync(new URL(name, directory), "utf8"));
    expect(new Set(blocks)).toEqual(new Set(sources));
  });

  test("in-process.ts runs and prints what the page says", async () => {
    const source = readFileSync(new URL("in-process.ts", directory), "utf8");
    const printed: string[] = [];
    vi.spyOn(console, "log").mockImplementation((...values: unknown[]) => {
      printed.push(...format(...values).split("\n"));
    });
    vi.stubEnv("KIT_CREDENTIAL_WEATHER_API_KEY", "weather-key-for-the-docs");
    await import(/* @vite-ignore */ new URL("in-process.ts", directory).href);
    expect(normalize(printed)).toBe(expectedOutput(source));
  });

  test("kit-mcp serves weather-tools.ts, with the credential from the environment", async () => {
    const server = spawnKitMcp(["serve", "test/docs-examples/weather-tools.ts"], {
      KIT_CREDENTIAL_WEATHER_API_KEY: "weather-key-for-the-docs",
    });
    const client = new Client({ name: "docs", version: "1.0.0" });
    await client.connect(new ChildStdioTransport(server.child));
    const result = await client.callTool({
      name: "fetch_weather",
      arguments: { city: "Oslo", units: "imperial" },
    });
    expect(result.structuredContent).toEqual({ city: "Oslo", temperature: 70.7 });
    await client.close();
    expect(await server.exited).toBe(0);
  });

  test("every kit-mcp command of the page (sh blocks and client configs) is one kit-mcp accepts", () => {
    const json = [...page.matchAll(/```json\n([\s\S]*?)```/g)].map((match) => match[1] ?? "");
    const commands = [
      ...json.flatMap((block) =>
        Object.values(
          (JSON.parse(block) as { mcpServers: Record<string, { args: string[] }> }).mcpServers,
        ).map((server) => server.args),
      ),
      ...[...page.matchAll(/```sh\n([\s\S]*?)```/g)].flatMap((block) =>
        [...(block[1] ?? "").matchAll(/kit-mcp (serve [^\n&]*)/g)].map((match) =>
          (match[1] ?? "").trim().split(/\s+/),
        ),
      ),
    ];
    expect(commands.length).toBeGreaterThanOrEqual(4);
    for (const args of commands) {
      expect(readCommandLine(args), args.join(" ")).toMatchObject({ kind: "serve" });
    }
  });
});
