// Point 9 of issue 32: an upstream's tool description holding the upstream's credential was
// listed on by the gateway's tools/list. Here three upstreams that say their token everywhere
// (one sent as `headers`, one through `bearerCredential`, one in a stdio variable) stand behind
// a gateway: its tool list, results and errors are searched for the token.
import type { McpConnection } from "@kit/mcp";
import { CANARY, visibleText } from "@kit/test-support";
import { ToolExecutor } from "@kit/tools";
import { afterAll, beforeAll, expect, test } from "vitest";
import { type HostileHttp, startHostileHttp } from "./hostile";
import { TOKEN_VARIABLE } from "./modes/secrets-echo-token";
import { connectGateway, hostileUpstream } from "./secrets-gateway";

let server: HostileHttp;
let gateway: McpConnection;
beforeAll(async () => {
  server = await startHostileHttp("secrets-echo-token");
  gateway = await connectGateway(
    [
      {
        name: "by-header",
        url: server.url,
        headers: { Authorization: `Bearer ${CANARY}` },
        prefix: "h_",
      },
      { name: "by-credential", url: server.url, bearerCredential: "hostile-token", prefix: "c_" },
      hostileUpstream("by-variable", "secrets-echo-token", {
        env: { [TOKEN_VARIABLE]: `Bearer ${CANARY}` },
        prefix: "s_",
      }),
    ],
    { KIT_CREDENTIAL_HOSTILE_TOKEN: CANARY },
  );
}, 90_000);
afterAll(async () => {
  await gateway?.close();
  await server?.close();
});

test("the gateway lists every upstream's tools with the token replaced in their descriptions", () => {
  const descriptions = gateway.tools
    .filter((tool) => tool.name.endsWith("echo_token"))
    .map((tool) => [tool.name, tool.description]);
  expect(descriptions).toEqual([
    ["h_echo_token", "Calls the service with the token [REDACTED]."],
    ["c_echo_token", "Calls the service with the token [REDACTED]."],
    ["s_echo_token", "Calls the service with the token [REDACTED]."],
  ]);
  const listed = gateway.tools.map((tool) => [tool.description, tool.inputSchema?.toJSONSchema()]);
  expect(visibleText(listed)).toContain("Sent along with [REDACTED].");
  expect(visibleText(listed)).not.toContain(CANARY);
});

test("what the gateway answers for them holds no token either", async () => {
  const executor = new ToolExecutor();
  const results = [];
  for (const prefix of ["h_", "c_", "s_"]) {
    for (const name of ["echo_token", "fail_with_token", "error_with_token"]) {
      const tool = gateway.tools.find((each) => each.name === `${prefix}${name}`);
      if (tool === undefined) throw new Error(`no ${prefix}${name}`);
      results.push(await executor.execute(tool, {}, { raiseOnFailure: false }));
    }
  }
  // The witnesses: each upstream's words came through, the token replaced.
  expect(results.map((result) => result.status)).toEqual(
    Array.from({ length: 3 }, () => ["success", "failure", "failure"]).flat(),
  );
  expect(visibleText(results)).toContain("the token [REDACTED] was refused");
  expect(visibleText(results)).toContain("bad token [REDACTED]");
  expect(visibleText([results, gateway.stderr()])).not.toContain(CANARY);
}, 60_000);
