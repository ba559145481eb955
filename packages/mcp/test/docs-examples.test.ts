// The examples of docs/mcp.md are the files of test/docs-examples/, verbatim: each is checked to
// appear in the page; the in-process round trip runs and prints what the page says it prints;
// the page's module of tools is served by a spawned kit-mcp; the servers that would take over
// this process's stdio or a fixed port are type-checked (tsconfig includes test/) but not run.
import { readFileSync } from "node:fs";
import {
  capturePrinted,
  exampleFiles,
  expectedOutput,
  normalizeOutput,
  tsBlocks,
} from "@kit/test-support";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { afterAll, afterEach, describe, expect, test, vi } from "vitest";
import { readCommandLine } from "../src/cli/command-line";
import { readGatewayConfig } from "../src/gateway/read-gateway-config";
import { writeConfig } from "./support/gateway";
import { ChildStdioTransport, killAll, spawnKitMcp } from "./support/kit-mcp-process";

const page = readFileSync(new URL("../../../docs/mcp.md", import.meta.url), "utf8");
const directory = new URL("./docs-examples/", import.meta.url);
const files = exampleFiles(directory);

// An example of this page also says what it printed after a call that ends a statement on
// its own line (`});`), as its round trip does.
const PRINTS = /(^|\s)(console\.log\(|await |\}\);$)/;

describe("docs/mcp.md", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });
  afterAll(killAll);

  test("every ts block of the page is one of the example files, and each file is on the page", () => {
    const blocks = tsBlocks(page);
    const sources = files.map((name) => readFileSync(new URL(name, directory), "utf8"));
    expect(new Set(blocks)).toEqual(new Set(sources));
  });

  test("in-process.ts runs and prints what the page says", async () => {
    const source = readFileSync(new URL("in-process.ts", directory), "utf8");
    const printed = capturePrinted();
    vi.stubEnv("KIT_CREDENTIAL_WEATHER_API_KEY", "weather-key-for-the-docs");
    await import(/* @vite-ignore */ new URL("in-process.ts", directory).href);
    expect(normalizeOutput(printed)).toBe(expectedOutput(source, PRINTS));
  });

  test("resources-prompts.ts runs and prints what the page says", async () => {
    const source = readFileSync(new URL("resources-prompts.ts", directory), "utf8");
    const printed = capturePrinted();
    vi.stubEnv("KIT_CREDENTIAL_WEATHER_API_KEY", "weather-key-for-the-docs");
    await import(/* @vite-ignore */ new URL("resources-prompts.ts", directory).href);
    expect(normalizeOutput(printed)).toBe(expectedOutput(source, PRINTS));
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
    const json = [...page.matchAll(/```json\n([\s\S]*?)```/g)]
      .map((match) => match[1] ?? "")
      .filter((block) => "mcpServers" in (JSON.parse(block) as object));
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
    expect(commands.length).toBeGreaterThanOrEqual(6);
    for (const args of commands) {
      expect(readCommandLine(args), args.join(" ")).toMatchObject({ kind: "serve" });
    }
  });

  test("the page's gateway config is one kit-mcp accepts", async () => {
    const configs = [...page.matchAll(/```json\n([\s\S]*?)```/g)]
      .map((match) => JSON.parse(match[1] ?? "") as object)
      .filter((config) => "upstreams" in config);
    expect(configs).toHaveLength(1);
    const config = await readGatewayConfig(writeConfig(configs[0]));
    expect(config.upstreams.map((upstream) => upstream.name)).toEqual(["github", "search"]);
  });
});
