// kit-mcp as a gateway: a spawned kit-mcp serving a module's tool beside upstream servers (kit-mcp
// over stdio and over HTTP, the raw fixture server), called by the SDK's Client over stdio and
// over HTTP. Policies apply to remote tools, a canary credential never leaks, tools/list_changed
// reaches the client, and no upstream process outlives the gateway.
import { CANARY } from "@kit/test-support";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { ToolListChangedNotificationSchema } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, expect, test } from "vitest";
import {
  childrenOf,
  kitMcpUpstream,
  rawUpstream,
  waitUntilGone,
  writeConfig,
} from "./support/gateway";
import { startHttpServer, TOKEN } from "./support/http-client";
import { ChildStdioTransport, FIXTURE, killAll, spawnKitMcp } from "./support/kit-mcp-process";

afterAll(killAll);

type CallResult = Awaited<ReturnType<Client["callTool"]>>;

function text(result: CallResult): string {
  return (result.content as { type: string; text?: string }[])
    .map((block) => block.text ?? "")
    .join("\n");
}

test("over stdio: local and remote tools side by side, approval, credentials, list_changed, no orphans", async () => {
  const web = await startHttpServer([], FIXTURE);
  const config = writeConfig({
    upstreams: [
      kitMcpUpstream("kit", "test/fixtures/client-tools.ts", {
        prefix: "kit_",
        credentialEnv: { CLIENT_TEST_SECRET: "test-secret" },
      }),
      { name: "web", url: web.url.href, prefix: "web_", bearerCredential: "web-token" },
      rawUpstream("raw", { prefix: "raw_" }),
    ],
  });
  const gateway = spawnKitMcp(["serve", "test/fixtures/gateway-local.ts", "--upstream", config], {
    KIT_CREDENTIAL_TEST_SECRET: CANARY,
    KIT_CREDENTIAL_WEB_TOKEN: TOKEN,
  });
  const client = new Client({ name: "gateway-test", version: "1.0.0" });
  let changes = 0;
  client.setNotificationHandler(ToolListChangedNotificationSchema, () => {
    changes += 1;
  });
  await client.connect(new ChildStdioTransport(gateway.child));
  expect(client.getServerCapabilities()?.tools?.listChanged).toBe(true);

  const names = (await client.listTools()).tools.map((tool) => tool.name);
  expect(names.slice(0, 3)).toEqual(["local_note", "kit_forecast", "kit_picture"]);
  expect(names).toEqual(
    expect.arrayContaining(["web_greet", "web_explode", "web_echo", "raw_grow"]),
  );

  expect((await client.callTool({ name: "local_note", arguments: {} })).structuredContent).toEqual({
    note: "local",
  });
  const forecast = await client.callTool({ name: "kit_forecast", arguments: { city: "Oslo" } });
  expect(forecast.structuredContent).toEqual({ city: "Oslo", days: 3 });
  // Over HTTP with the bearer token resolved from KIT_CREDENTIAL_WEB_TOKEN.
  const greeting = await client.callTool({ name: "web_greet", arguments: { name: "Ada" } });
  expect(greeting.structuredContent).toEqual({ message: "Hello, Ada!" });
  // Kit validates a remote tool's inputs before the upstream sees them.
  const invalid = await client.callTool({ name: "kit_forecast", arguments: { city: 7 } });
  expect(invalid.isError).toBe(true);
  expect(text(invalid)).toContain("Parameter 'city': expected type 'string', got 'integer'");

  // The module's executor refuses destructive tools of 'web': the upstream never runs it.
  const refused = await client.callTool({ name: "web_explode", arguments: {} });
  expect(refused.isError).toBe(true);
  expect(text(refused)).toContain("Tool 'web_explode' call was not approved.");
  expect(text(refused)).not.toContain("the fuse was lit");
  const echoed = await client.callTool({ name: "web_echo", arguments: { word: "hi" } });
  expect(echoed.isError).not.toBe(true);

  // The canary reached the upstream (it said so, replaced), and nothing shows it.
  const leaked = await client.callTool({ name: "kit_leak", arguments: {} });
  expect(text(leaked)).toContain("the secret is [REDACTED]");
  const told = await client.callTool({ name: "kit_tell", arguments: {} });
  expect(told.isError).not.toBe(true);

  // An upstream's list changed: the gateway's client is told, and lists the new tool.
  await client.callTool({ name: "raw_grow", arguments: {} });
  await expect.poll(() => changes, { timeout: 20_000 }).toBeGreaterThan(0);
  const after = (await client.listTools()).tools.map((tool) => tool.name);
  expect(after).toContain("raw_added_5");

  const upstreamPids = childrenOf(gateway.child.pid as number);
  expect(upstreamPids.length).toBeGreaterThanOrEqual(2);
  await client.close();
  expect(await gateway.exited).toBe(0);
  await waitUntilGone(upstreamPids);
  expect(JSON.stringify([leaked, told, gateway.stderr(), gateway.stdout()])).not.toContain(CANARY);
}, 120_000);

test("over HTTP, without a module: the config's executor options hold, and SIGTERM ends the upstreams", async () => {
  const config = writeConfig({
    upstreams: [kitMcpUpstream("kit", "test/fixtures/client-tools.ts", { prefix: "kit_" })],
    executor: { timeoutMs: 1500 },
  });
  const gateway = spawnKitMcp(["serve", "--upstream", config, "--http", "--port", "0"], {
    KIT_MCP_TOKEN: TOKEN,
  });
  const [, url] = await gateway.waitForStderr(/serving \d+ tools? at (http:\/\/\S+)\n/);
  const client = new Client({ name: "gateway-test", version: "1.0.0" });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(url ?? ""), {
      requestInit: { headers: { Authorization: `Bearer ${TOKEN}` } },
    }),
  );
  const names = (await client.listTools()).tools.map((tool) => tool.name);
  expect(names).toContain("kit_wait");
  const forecast = await client.callTool({ name: "kit_forecast", arguments: { city: "Rome" } });
  expect(forecast.structuredContent).toEqual({ city: "Rome", days: 3 });
  const waited = await client.callTool({ name: "kit_wait", arguments: {} });
  expect(waited.isError).toBe(true);
  expect(text(waited)).toBe("Tool 'kit_wait' execution failed: timed out after 1500 ms");
  await client.close();

  const upstreamPids = childrenOf(gateway.child.pid as number);
  expect(upstreamPids.length).toBe(1);
  gateway.child.kill("SIGTERM");
  expect(await gateway.exited).toBe(0);
  await waitUntilGone(upstreamPids);
}, 120_000);

test("names that clash across upstreams stop the start, saying to set a prefix", async () => {
  const config = writeConfig({
    upstreams: [
      kitMcpUpstream("one", "test/fixtures/client-tools.ts"),
      kitMcpUpstream("two", "test/fixtures/client-tools.ts"),
    ],
  });
  const gateway = spawnKitMcp(["serve", "--upstream", config]);
  expect(await gateway.exited).toBe(1);
  expect(gateway.stderr()).toContain(
    `kit-mcp: ${config}: upstream 'two' (upstreams[1]) offers a tool 'forecast', as upstream 'one' (upstreams[0]) does: tool names must be unique; set a "prefix" at upstreams[1]`,
  );
}, 60_000);

test("an upstream that cannot start stops the start, naming it; the others are closed", async () => {
  const config = writeConfig({
    upstreams: [
      kitMcpUpstream("fine", "test/fixtures/client-tools.ts"),
      { name: "missing", command: "kit-no-such-program-here" },
    ],
  });
  const gateway = spawnKitMcp(["serve", "--upstream", config]);
  expect(await gateway.exited).toBe(1);
  expect(gateway.stderr()).toContain(
    "kit-mcp: cannot start the gateway: cannot reach an upstream:\n  upstreams[1] ('missing'): MCP server 'missing': cannot start its command: no such program.",
  );
}, 60_000);

test("a missing credential stops the start, naming the credential and its variable, not as unreachable", async () => {
  const config = writeConfig({
    upstreams: [
      kitMcpUpstream("kit", "test/fixtures/client-tools.ts", {
        credentialEnv: { CLIENT_TEST_SECRET: "absent-secret" },
      }),
    ],
  });
  const gateway = spawnKitMcp(["serve", "--upstream", config], {
    KIT_CREDENTIAL_ABSENT_SECRET: "",
  });
  expect(await gateway.exited).toBe(1);
  // Never contacted, so not "cannot reach": the credential, the backend and the variable named.
  expect(gateway.stderr()).toContain(
    "kit-mcp: cannot start the gateway: cannot resolve the credentials of an upstream, so it was not started or contacted:\n  upstreams[0] ('kit'): MCP server 'kit': cannot resolve its credentials ('absent-secret'): Credential not found: 'absent-secret' (asked: 'env'); store it in one of these backends. Looked for 'absent-secret' in 'env': the environment variable 'KIT_CREDENTIAL_ABSENT_SECRET'.",
  );
  expect(gateway.stderr()).not.toContain("cannot reach");
}, 60_000);
