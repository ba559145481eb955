// The gateway put together in this process (openGateway): where its credentials and its
// executor come from, and the start-up problems that name the config file.
import { CANARY, visibleText } from "@kit/test-support";
import { ToolExecutor } from "@kit/tools";
import { afterAll, expect, test } from "vitest";
import { openGateway } from "../src/gateway/open-gateway";
import { kitMcpUpstream, writeConfig } from "./support/gateway";
import { killAll } from "./support/kit-mcp-process";

afterAll(killAll);

test("the module's export 'credentials' resolves the upstreams' credentials", async () => {
  const config = writeConfig({
    upstreams: [
      kitMcpUpstream("kit", "test/fixtures/client-tools.ts", {
        prefix: "kit_",
        credentialEnv: { CLIENT_TEST_SECRET: "test-secret" },
      }),
    ],
  });
  const gateway = await openGateway("test/fixtures/gateway-credentials.ts", config);
  if ("problem" in gateway) throw new Error(gateway.problem);
  try {
    const names = Array.from(gateway.module.tools, (tool) => tool.name);
    expect(names.slice(0, 2)).toEqual(["local_ping", "kit_forecast"]);
    const leak = Array.from(gateway.module.tools).find((tool) => tool.name === "kit_leak");
    if (leak === undefined) throw new Error("no kit_leak");
    const result = await new ToolExecutor().execute(leak, {}, { raiseOnFailure: false });
    // The upstream held the module's value (it said so, replaced), not an environment's.
    expect(result.error?.message).toContain("the secret is [REDACTED]");
    expect(visibleText(result)).not.toContain(CANARY);
  } finally {
    await gateway.hooks.beforeExit?.();
  }
}, 60_000);

test.each([
  [
    { upstreams: [], executor: { timeoutMs: 1000 } },
    "test/fixtures/gateway-local.ts",
    "F: executor: the module exports an executor too; give the policies in one place",
  ],
  [{ upstreams: [], executor: { timeoutMs: -5 } }, undefined, /^F: executor: .*timeoutMs/],
  [
    {
      upstreams: [kitMcpUpstream("kit", "test/fixtures/client-tools.ts", { prefix: "has space" })],
    },
    undefined,
    "F: upstreams[0]: 'prefix' must be at most 32 letters, digits, '_' or '-', so tool names stay valid for every provider.",
  ],
  [
    {
      upstreams: [
        kitMcpUpstream("kit", "test/fixtures/client-tools.ts", {
          credentialEnv: { A: "not a name" },
        }),
      ],
    },
    undefined,
    "F: upstreams[0]: 'credentialEnv.A' must be a credential name: 1 to 128 letters, digits, '-', '_' or '.'.",
  ],
])("%j: %s", async (content, module, message) => {
  const config = writeConfig(content);
  const gateway = await openGateway(module, config);
  const problem = "problem" in gateway ? gateway.problem.replace(config, "F") : "started";
  if (typeof message === "string") expect(problem).toBe(message);
  else expect(problem).toMatch(message);
});
