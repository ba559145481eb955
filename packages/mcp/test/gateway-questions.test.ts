// An upstream tool's question passed on through the gateway, every process real: the gateway
// asks its own client the question through the running call's `context.elicit` or
// `context.sample`, whatever era each side speaks, and hands the answer back upstream. A 2025
// client (SDK 1.32's) answers `elicitation/create` and `sampling/createMessage` requests for an
// upstream of 2026-07-28 only (whose tool asked with an InputRequiredResult); a 2026-07-28
// client (SDK v2's, pinned) answers InputRequiredResults for an upstream of the 2025 revisions
// only (whose tool asked with server requests).
import { CANARY } from "@kit/test-support";
import {
  Client as V2Client,
  StreamableHTTPClientTransport as V2HttpTransport,
} from "@modelcontextprotocol/client";
import { Client as V1Client } from "@modelcontextprotocol/sdk/client/index.js";
import {
  CreateMessageRequestSchema,
  ElicitRequestSchema,
} from "@modelcontextprotocol/sdk/types.js";
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
const ANSWERING = { elicitation: {}, sampling: {} };

/** A gateway config with one upstream of `era` whose tools ask, under the prefix `up_`. */
function config(era: "2025" | "2026"): string {
  return writeConfig({
    upstreams: [
      {
        name: "up",
        command: process.execPath,
        args: ["--import", "tsx", "test/fixtures/questions-upstream.ts", era],
        prefix: "up_",
        credentialEnv: { ERA_SECRET: "era-secret" },
      },
    ],
  });
}

/** What the client's user and model were asked, as its handlers saw it. */
interface Asked {
  readonly questions: string[];
  readonly prompts: string[];
}

/** The user's answer to the upstream's question, and the model's completion. */
const ANSWER = { action: "accept" as const, content: { name: "Ada", go: true } };
const completion = (prompt: string) => ({
  role: "assistant" as const,
  model: "client-model",
  content: { type: "text" as const, text: `"${prompt}" answered` },
});

interface Called {
  readonly isError?: boolean | undefined;
  readonly content?: unknown;
}
const textOf = (result: Called): string =>
  ((result.content ?? []) as { text?: string }[]).map((block) => block.text ?? "").join("\n");

const promptOf = (messages: readonly { content: unknown }[]): string => {
  const [first] = messages;
  const content = (Array.isArray(first?.content) ? first.content[0] : first?.content) as
    | { text?: string }
    | undefined;
  return content?.text ?? "";
};

/**
 * The checks for both pairings: each question reached the client with the upstream's secret
 * redacted, each answer the upstream.
 */
async function checkQuestions(
  gateway: KitMcpProcess,
  call: (name: string) => Promise<Called>,
  asked: Asked,
  upstreamEra: string,
): Promise<void> {
  const confirmed = await call("up_confirm");
  expect(confirmed.isError).not.toBe(true);
  expect(textOf(confirmed)).toBe('accept {"name":"Ada","go":true}');
  expect(asked.questions).toContain(`Who are you (${upstreamEra})? [REDACTED]`);

  const mused = await call("up_muse");
  expect(mused.isError).not.toBe(true);
  expect(textOf(mused)).toBe(`client-model said "A word (${upstreamEra})? [REDACTED]" answered`);
  expect(asked.prompts).toContain(`A word (${upstreamEra})? [REDACTED]`);
  expect(JSON.stringify([asked, gateway.stderr(), gateway.stdout()])).not.toContain(CANARY);
}

test("a 2025 client (SDK 1.32) over stdio answers the questions of an upstream of 2026-07-28 only", async () => {
  const gateway = spawnKitMcp(["serve", MODULE, "--upstream", config("2026")], ENV);
  const asked: Asked = { questions: [], prompts: [] };
  const client = new V1Client({ name: "era-2025", version: "1.0.0" }, { capabilities: ANSWERING });
  client.setRequestHandler(ElicitRequestSchema, (request) => {
    asked.questions.push(request.params.message);
    return ANSWER;
  });
  client.setRequestHandler(CreateMessageRequestSchema, (request) => {
    const prompt = promptOf(request.params.messages);
    asked.prompts.push(prompt);
    return completion(prompt);
  });
  await client.connect(new ChildStdioTransport(gateway.child));
  await checkQuestions(
    gateway,
    (name) => client.callTool({ name, arguments: {} }) as Promise<Called>,
    asked,
    "2026",
  );
  await client.close();
  expect(await gateway.exited).toBe(0);
}, 120_000);

test("a 2026-07-28 client (SDK v2, pinned) over HTTP answers the questions of an upstream of the 2025 revisions only", async () => {
  const gateway = spawnKitMcp(
    ["serve", MODULE, "--upstream", config("2025"), "--http", "--port", "0"],
    ENV,
  );
  const [, url] = await gateway.waitForStderr(/serving \d+ tools? at (http:\/\/\S+)\n/);
  const asked: Asked = { questions: [], prompts: [] };
  const client = new V2Client(
    { name: "era-2026", version: "1.0.0" },
    { capabilities: ANSWERING, versionNegotiation: { mode: { pin: "2026-07-28" } } },
  );
  client.setRequestHandler("elicitation/create", (request) => {
    asked.questions.push(request.params.message);
    return ANSWER;
  });
  client.setRequestHandler("sampling/createMessage", (request) => {
    const prompt = promptOf(request.params.messages);
    asked.prompts.push(prompt);
    return completion(prompt);
  });
  await client.connect(
    new V2HttpTransport(new URL(url ?? ""), {
      requestInit: { headers: { Authorization: `Bearer ${TOKEN}` } },
    }),
  );
  expect(client.getNegotiatedProtocolVersion()).toBe("2026-07-28");
  await checkQuestions(
    gateway,
    (name) => client.callTool({ name, arguments: {} }) as Promise<Called>,
    asked,
    "2025",
  );
  await client.close();
  gateway.child.kill("SIGTERM");
  expect(await gateway.exited).toBe(0);
}, 120_000);
