// Point 7 of issue 32: an upstream that lists one tool name twice got the advice to set a prefix
// on it, which cannot tell the two apart. The gateway now serves the first of the two, says so
// on stderr with advice that can fix it, and starts.
import type { McpConnection } from "@kit/mcp";
import { afterAll, beforeAll, expect, test } from "vitest";
import { connectGateway, hostileUpstream } from "./secrets-gateway";

let gateway: McpConnection;
beforeAll(async () => {
  gateway = await connectGateway([
    hostileUpstream("dup", "malformed-duplicate-names", { prefix: "dup_" }),
  ]);
}, 90_000);
afterAll(() => gateway?.close());

test("the gateway starts, serves the first of the two and the rest, and says why", () => {
  expect(gateway.tools.map((tool) => [tool.name, tool.description])).toEqual([
    ["dup_search", "The first search."],
    ["dup_fetch", "Fetches."],
  ]);
  expect(gateway.stderr()).toContain(
    "kit-mcp: upstream 'dup' (upstreams[0]) lists the tool 'dup_search' twice: the gateway serves the first and leaves out the other (a prefix cannot tell the two apart; the server's tool list needs fixing)\n",
  );
  expect(gateway.stderr()).not.toContain('set a "prefix"');
});
