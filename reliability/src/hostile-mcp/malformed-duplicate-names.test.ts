// Point 7 of issue 32: a server that lists one tool name twice. kit's client takes the first of
// the two and names the other in `skipped`; the gateway serves the first, says so on stderr with
// advice that can fix it (not a prefix, which cannot tell the two apart), and starts.
import { connectMcpServer, type McpConnection } from "@kit/mcp";
import { ToolExecutor } from "@kit/tools";
import { afterAll, beforeAll, expect, test } from "vitest";
import { hostileCommand } from "./hostile";
import { connectGateway, hostileUpstream } from "./secrets-gateway";

const TWICE =
  "the server lists this name twice: kit takes the first and leaves out the other (a prefix cannot tell the two apart; the server's tool list needs fixing)";

let gateway: McpConnection;
beforeAll(async () => {
  gateway = await connectGateway([
    hostileUpstream("dup", "malformed-duplicate-names", { prefix: "dup_" }),
  ]);
}, 90_000);
afterAll(() => gateway?.close());

test("the client takes the first of the two, names the other in skipped, and calls the first", async () => {
  const connection = await connectMcpServer({
    ...hostileCommand("malformed-duplicate-names"),
    timeoutMs: 20_000,
  });
  try {
    expect(connection.tools.map((tool) => [tool.name, tool.description])).toEqual([
      ["search", "The first search."],
      ["fetch", "Fetches."],
    ]);
    expect(connection.skipped).toEqual([{ name: "search", reason: TWICE }]);
    const result = await new ToolExecutor().execute(connection.tools[0]!, {});
    expect(result.status, String(result.error)).toBe("success");
  } finally {
    await connection.close();
  }
});

test("the gateway starts, serves the first of the two and the rest, and says why once", () => {
  expect(gateway.tools.map((tool) => [tool.name, tool.description])).toEqual([
    ["dup_search", "The first search."],
    ["dup_fetch", "Fetches."],
  ]);
  const line = `kit-mcp: upstream 'dup' (upstreams[0]) lists a tool 'search' the gateway leaves out: ${TWICE}\n`;
  expect(gateway.stderr()).toContain(line);
  expect(gateway.stderr().split(line)).toHaveLength(2);
  expect(gateway.stderr()).not.toContain('set a "prefix"');
});
