// The client reads the tool list page by page itself (not through the SDK's listTools, which
// caches it), so each call hands the SDK the tool's listed definition: a 2026-07-28 tool whose
// parameter is marked `x-mcp-header` still has it mirrored into its `Mcp-Param-*` header, which
// kit's server checks. Without the definition the SDK's call is refused (-32020), and the SDK
// lists every tool through its own walk (no bound of kit's) and sends the call again: one request
// through the proxy, not three, shows it was mirrored the first time.
import { ToolExecutor } from "@kit/tools";
import { afterAll, expect, test } from "vitest";
import { connectMcpServer, type McpConnection } from "../src/index";
import { startHttpServer, TOKEN } from "./support/http-client";
import { killAll } from "./support/kit-mcp-process";
import { type RoundRobinProxy, startRoundRobinProxy } from "./support/round-robin-proxy";

let connection: McpConnection | undefined;
let proxy: RoundRobinProxy | undefined;
afterAll(async () => {
  await connection?.close();
  await proxy?.close();
  await killAll();
});

test("a 2026-07-28 tool's x-mcp-header parameter is mirrored into its header", async () => {
  const server = await startHttpServer([], "test/fixtures/conformance-tools.ts");
  proxy = await startRoundRobinProxy([server.url]);
  connection = await connectMcpServer({
    url: proxy.url.href,
    headers: { Authorization: `Bearer ${TOKEN}` },
    timeoutMs: 20_000,
  });
  expect(connection.protocolVersion).toBe("2026-07-28");
  const tool = connection.tools.find((each) => each.name === "test_custom_headers");
  expect(tool).toBeDefined();
  const before = proxy.served.length;
  const result = await new ToolExecutor().execute(tool!, { region: "eu-west" });
  expect(result.content).toEqual([{ type: "text", text: "region: eu-west" }]);
  expect(proxy.served.length - before).toBe(1);
});
