// kit-mcp's command line: usage errors, modules of each shape, modules it cannot serve.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { afterEach, describe, expect, test } from "vitest";
import { ChildStdioTransport, FIXTURE, killAll, spawnKitMcp } from "./support/kit-mcp-process";

afterEach(killAll);

async function listNames(module: string): Promise<{ names: string[]; stderr: string }> {
  const server = spawnKitMcp(["serve", module]);
  const client = new Client({ name: "test", version: "1.0.0" });
  await client.connect(new ChildStdioTransport(server.child));
  const { tools } = await client.listTools();
  const result = await client.callTool({ name: tools[0]?.name ?? "", arguments: {} });
  await client.close();
  expect(await server.exited).toBe(0);
  expect(result.isError).toBeUndefined();
  return { names: tools.map((tool) => tool.name), stderr: server.stderr() };
}

describe("modules", () => {
  test("an ES module whose default export is a registry; its top-level console.log goes to stderr", async () => {
    const { names, stderr } = await listNames("test/fixtures/registry-default.ts");
    expect(names).toEqual(["ping"]);
    expect(stderr).toContain("registry-default: loaded");
  });

  test("a CommonJS file whose module.exports holds the tools", async () => {
    expect((await listNames("test/fixtures/tools.cjs")).names).toEqual(["from_cjs"]);
  });

  for (const [module, message] of [
    ["test/fixtures/missing.ts", /^kit-mcp: cannot load 'test\/fixtures\/missing.ts': /],
    ["test/fixtures/throws.ts", /the module refused to load/],
    [
      "test/fixtures/no-tools.ts",
      /^kit-mcp: 'test\/fixtures\/no-tools.ts' has no tools: its default export, or its export 'tools', must be a ToolRegistry or an array of tools\n$/,
    ],
    [
      "test/fixtures/bad-executor.ts",
      /^kit-mcp: 'test\/fixtures\/bad-executor.ts' exports an 'executor' that is not a ToolExecutor\n$/,
    ],
  ] as const) {
    test(`${module}: code 1, why on stderr, nothing on stdout`, async () => {
      const server = spawnKitMcp(["serve", module]);
      expect(await server.exited).toBe(1);
      expect(server.stderr()).toMatch(message);
      expect(server.stdout()).toBe("");
    });
  }
});

describe("options", () => {
  test("--max-result-length caps what a call sends back", async () => {
    const server = spawnKitMcp(["serve", FIXTURE, "--max-result-length", "100"]);
    const client = new Client({ name: "test", version: "1.0.0" });
    await client.connect(new ChildStdioTransport(server.child));
    const result = await client.callTool({ name: "echo", arguments: { text: "x".repeat(500) } });
    await client.close();
    const [item] = result.content as { type: string; text: string }[];
    expect(item?.text).toHaveLength(99);
    expect(item?.text).toMatch(/^\{"text":"x+\n\[truncated: shown 59 of 511 characters\]$/);
  });
});

describe("tools that declare no effects", () => {
  const WARNING =
    "kit-mcp: 5 tools declare no effects (fetch_weather, explode, bad_output, noisy, " +
    "wait_for_abort): clients are told they may destroy data and are not safe to repeat " +
    "(readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true); " +
    "declare effects to tell them otherwise\n";

  test("over stdio: one line on stderr at start-up, naming them and what clients are told", async () => {
    const server = spawnKitMcp(["serve", FIXTURE]);
    const client = new Client({ name: "test", version: "1.0.0" });
    await client.connect(new ChildStdioTransport(server.child));
    const { tools } = await client.listTools();
    await client.callTool({ name: "echo", arguments: {} });
    await client.close();
    expect(await server.exited).toBe(0);
    // What the line says is what the listing says.
    expect(tools.find((tool) => tool.name === "explode")?.annotations).toEqual({
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: false,
      openWorldHint: true,
    });
    expect(server.stderr().split(WARNING)).toHaveLength(2);
    expect(server.stdout()).not.toContain("declare no effects");
  });

  test("over HTTP: the same line, before the server says where it listens", async () => {
    const server = spawnKitMcp(["serve", FIXTURE, "--http", "--port", "0"], {
      KIT_MCP_TOKEN: "test-token-0123456789abcdef",
    });
    await server.waitForStderr(/serving \d+ tools at /);
    expect(server.stderr().startsWith(WARNING)).toBe(true);
    expect(server.stderr().split(WARNING)).toHaveLength(2);
  });
});

describe("usage", () => {
  // Every usage error is in src/cli/command-line.test.ts; these check the process's side.
  for (const [args, message] of [
    [[], "No command given"],
    [["serve", "a.ts", "--http", "--port", "http"], "--port must be an integer from 0 to 65535"],
  ] as const) {
    test(`kit-mcp ${args.join(" ")}: code 2, the problem and the usage on stderr`, async () => {
      const server = spawnKitMcp(args);
      expect(await server.exited).toBe(2);
      expect(server.stderr()).toContain(`kit-mcp: ${message}`);
      expect(server.stderr()).toContain("Usage:\n  kit-mcp serve <module>");
      expect(server.stdout()).toBe("");
    });
  }

  test("kit-mcp --help: the usage on stdout, code 0", async () => {
    const server = spawnKitMcp(["--help"]);
    expect(await server.exited).toBe(0);
    expect(server.stdout()).toMatch(/^Usage:\n {2}kit-mcp serve <module> /);
    expect(server.stdout()).toContain("--max-result-length <n>");
    expect(server.stdout()).toContain("--no-auth ");
  });
});
