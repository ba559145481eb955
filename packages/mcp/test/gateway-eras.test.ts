// The gateway across protocol eras, every process real: a 2025 client (SDK 1.32's) through
// `kit-mcp serve --upstream` over stdio to an upstream that speaks 2026-07-28 only (SDK v2), and
// a 2026-07-28 client (SDK v2's, pinned) through the gateway over HTTP to an upstream that speaks
// the 2025 revisions only (SDK 1.32). Whichever era each side speaks, the gateway's policies,
// telemetry and redaction are the same: kit checks the inputs, its approval stops a destructive
// tool before the upstream runs it, every call has its span, and a secret never comes out.
import { CANARY } from "@kit/test-support";
import {
  Client as V2Client,
  StreamableHTTPClientTransport as V2HttpTransport,
} from "@modelcontextprotocol/client";
import { Client as V1Client } from "@modelcontextprotocol/sdk/client/index.js";
import { afterAll, expect, test } from "vitest";
import { writeConfig } from "./support/gateway";
import { TOKEN } from "./support/http-client";
import {
  ChildStdioTransport,
  type KitMcpProcess,
  killAll,
  spawnKitMcp,
} from "./support/kit-mcp-process";

afterAll(killAll);

const MODULE = "test/fixtures/gateway-eras-local.ts";
const ENV = { KIT_CREDENTIAL_ERA_SECRET: CANARY, KIT_MCP_TOKEN: TOKEN };

/** A gateway config with one upstream of `era`, its tools under the prefix `up_`. */
function config(era: "2025" | "2026"): string {
  return writeConfig({
    upstreams: [
      {
        name: "up",
        command: process.execPath,
        args: ["--import", "tsx", "test/fixtures/era-upstream.ts", era],
        prefix: "up_",
        credentialEnv: { ERA_SECRET: "era-secret" },
      },
    ],
  });
}

/** What both clients answer a call with, as far as these tests read it. */
interface Called {
  readonly isError?: boolean | undefined;
  readonly content?: unknown;
  readonly structuredContent?: unknown;
}
type Call = (name: string, args: Record<string, unknown>) => Promise<Called>;

const textOf = (result: Called): string =>
  ((result.content ?? []) as { text?: string }[]).map((block) => block.text ?? "").join("\n");

/** The same checks for every pairing: tools, a call, validation, approval, redaction, spans. */
async function checkGateway(
  gateway: KitMcpProcess,
  names: string[],
  call: Call,
  upstreamEra: string,
): Promise<void> {
  expect(names).toEqual(["local_spans", "up_echo", "up_wipe", "up_leak", "up_ask"]);

  const echoed = await call("up_echo", { text: "hi" });
  expect(echoed.isError).not.toBe(true);
  expect(echoed.structuredContent).toEqual({ text: "hi", era: upstreamEra });

  // Kit checks a remote tool's inputs before its upstream is asked.
  const invalid = await call("up_echo", { text: 7 });
  expect(invalid.isError).toBe(true);
  expect(textOf(invalid)).toContain("Parameter 'text': expected type 'string', got 'integer'");

  // The module's approval refuses the upstream's destructive tool: it never runs.
  const refused = await call("up_wipe", {});
  expect(refused.isError).toBe(true);
  expect(textOf(refused)).toContain("Tool 'up_wipe' call was not approved.");
  expect(textOf(refused)).not.toContain("wiped");

  // The secret reached the upstream (it says so), and comes back replaced.
  const leaked = await call("up_leak", {});
  expect(textOf(leaked)).toBe("the secret is [REDACTED]");

  // Without an output schema, kit answers the tool's object as JSON text.
  // The upstream's question goes to the gateway's client, which declares no elicitation: the
  // gateway cannot ask it, and the call fails saying so (gateway-questions.test.ts answers it).
  const asked = await call("up_ask", {});
  expect(asked.isError).toBe(true);
  expect(textOf(asked)).toContain(
    "Tool 'up_ask' asked for elicitation, which its caller does not support.",
  );

  const { spans } = JSON.parse(textOf(await call("local_spans", {}))) as {
    spans: { name: string; status: number; attributes: Record<string, unknown> }[];
  };
  const toolNames = spans.map((span) => span.attributes["gen_ai.tool.name"]);
  expect(toolNames).toEqual(["up_echo", "up_echo", "up_wipe", "up_leak", "up_ask"]);
  // OpenTelemetry's status codes: 0 is UNSET (a success), 2 is ERROR (the invalid input, the
  // refusal and the unanswered question).
  expect(spans.map((span) => span.status)).toEqual([0, 2, 2, 0, 2]);

  expect(JSON.stringify([leaked, spans, gateway.stderr(), gateway.stdout()])).not.toContain(CANARY);
}

test("a 2025 client (SDK 1.32) over stdio, through the gateway, to an upstream of 2026-07-28 only", async () => {
  const gateway = spawnKitMcp(["serve", MODULE, "--upstream", config("2026")], ENV);
  const client = new V1Client({ name: "era-2025", version: "1.0.0" });
  await client.connect(new ChildStdioTransport(gateway.child));
  const names = (await client.listTools()).tools.map((tool) => tool.name);
  await checkGateway(
    gateway,
    names,
    (name, args) => client.callTool({ name, arguments: args }) as Promise<Called>,
    "2026",
  );
  await client.close();
  expect(await gateway.exited).toBe(0);
}, 120_000);

test("a 2026-07-28 client (SDK v2, pinned) over HTTP, through the gateway, to an upstream of the 2025 revisions only", async () => {
  const gateway = spawnKitMcp(
    ["serve", MODULE, "--upstream", config("2025"), "--http", "--port", "0"],
    ENV,
  );
  const [, url] = await gateway.waitForStderr(/serving \d+ tools? at (http:\/\/\S+)\n/);
  const client = new V2Client(
    { name: "era-2026", version: "1.0.0" },
    { versionNegotiation: { mode: { pin: "2026-07-28" } } },
  );
  await client.connect(
    new V2HttpTransport(new URL(url ?? ""), {
      requestInit: { headers: { Authorization: `Bearer ${TOKEN}` } },
    }),
  );
  expect(client.getNegotiatedProtocolVersion()).toBe("2026-07-28");
  const names = (await client.listTools()).tools.map((tool) => tool.name);
  await checkGateway(
    gateway,
    names,
    (name, args) => client.callTool({ name, arguments: args }) as Promise<Called>,
    "2025",
  );
  await client.close();
  gateway.child.kill("SIGTERM");
  expect(await gateway.exited).toBe(0);
}, 120_000);
