// Two kit-mcp replicas behind a round-robin proxy, all real processes: a tool's question of
// protocol 2026-07-28 asked on one replica is answered on the other, as the sealed requestState
// carries everything the call needs. A replica with another key refuses the state.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { TOKEN } from "./support/http-client";
import { killAll, spawnKitMcp } from "./support/kit-mcp-process";
import { ANSWERING, messageOf, modernRequest } from "./support/modern-request";
import { type RoundRobinProxy, startRoundRobinProxy } from "./support/round-robin-proxy";

const RICH = "test/fixtures/rich-tools.ts";
const SERVING = /serving \d+ tools? at (http:\/\/\S+)\n/;

async function replica(stateKey: string): Promise<URL> {
  const kit = spawnKitMcp(["serve", RICH, "--http", "--port", "0"], {
    KIT_MCP_TOKEN: TOKEN,
    KIT_MCP_STATE_KEY: stateKey,
  });
  const [, url] = await kit.waitForStderr(SERVING);
  return new URL(url ?? "");
}

interface Asked {
  readonly resultType: string;
  readonly inputRequests: Record<string, { method: string }>;
  readonly requestState: string;
}

describe("a question asked on one replica, answered on another", () => {
  const key = randomBytes(32).toString("base64");
  let proxy: RoundRobinProxy;
  let stranger: URL;
  beforeAll(async () => {
    const [first, second, other] = await Promise.all([
      replica(key),
      replica(key),
      replica(randomBytes(32).toString("hex")),
    ]);
    proxy = await startRoundRobinProxy([first, second]);
    stranger = other;
  });
  afterAll(async () => {
    await proxy.close();
    await killAll();
  });

  test("each round on the next replica; the call completes with the answers of both rounds", async () => {
    const call = { name: "ask", arguments: {} };
    const options = { capabilities: ANSWERING };
    const start = proxy.served.length;
    const first = (await messageOf(await modernRequest(proxy.url, "tools/call", call, options)))
      .result as Asked;
    expect(first.inputRequests["kit-1"]?.method).toBe("elicitation/create");
    const second = (
      await messageOf(
        await modernRequest(
          proxy.url,
          "tools/call",
          {
            ...call,
            inputResponses: { "kit-1": { action: "accept", content: { name: "Ann" } } },
            requestState: first.requestState,
          },
          options,
        ),
      )
    ).result as Asked;
    expect(second.inputRequests["kit-2"]?.method).toBe("sampling/createMessage");
    const done = await messageOf(
      await modernRequest(
        proxy.url,
        "tools/call",
        {
          ...call,
          inputResponses: {
            "kit-2": {
              role: "assistant",
              content: { type: "text", text: "Hello Ann" },
              model: "m",
            },
          },
          requestState: second.requestState,
        },
        options,
      ),
    );
    expect(done.result).toMatchObject({
      resultType: "complete",
      content: [{ type: "text", text: '{"greeting":"Hello Ann"}' }],
    });
    // The three rounds went to the replicas in turn: asked on one, answered on the other.
    const rounds = proxy.served.slice(start);
    expect(rounds).toHaveLength(3);
    expect(rounds[0]).not.toBe(rounds[1]);
    expect(rounds[1]).not.toBe(rounds[2]);
  });

  test("a replica with another key refuses the state with a clear -32602", async () => {
    const call = { name: "ask", arguments: {} };
    const first = (
      await messageOf(
        await modernRequest(proxy.url, "tools/call", call, { capabilities: ANSWERING }),
      )
    ).result as Asked;
    const refused = await messageOf(
      await modernRequest(
        stranger,
        "tools/call",
        {
          ...call,
          inputResponses: { "kit-1": { action: "accept", content: { name: "Ann" } } },
          requestState: first.requestState,
        },
        { capabilities: ANSWERING },
      ),
    );
    expect(refused.error).toMatchObject({ code: -32602 });
    expect((refused.error as { message: string }).message).toMatch(
      /^Invalid requestState: it was not handed out by this server \(or by a replica with the same state key\)/,
    );
  });
});

test("kit-mcp refuses to start with a state key that is not 32 bytes, saying what a key is", async () => {
  const kit = spawnKitMcp(["serve", RICH, "--http", "--port", "0"], {
    KIT_MCP_TOKEN: TOKEN,
    KIT_MCP_STATE_KEY: "too-short-to-be-a-key",
  });
  expect(await kit.exited).toBe(1);
  expect(kit.stderr()).toMatch(
    /^kit-mcp: KIT_MCP_STATE_KEY must be 32 random bytes written as 64 hex digits or as base64 \(44 characters\), got a string of 21 characters/,
  );
  expect(kit.stderr()).not.toContain("too-short-to-be-a-key");
});
