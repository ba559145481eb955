// kit-mcp over stdio with a client of protocol 2026-07-28: its first message (a request with the
// version in `_meta`) chooses the era of the connection; no initialize.
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ChildStdioTransport, killAll, spawnKitMcp } from "./support/kit-mcp-process";
import { ANSWERING, MODERN_VERSION } from "./support/modern-request";

const META = {
  "io.modelcontextprotocol/protocolVersion": MODERN_VERSION,
  "io.modelcontextprotocol/clientCapabilities": ANSWERING,
};

describe("protocol 2026-07-28 over stdio", () => {
  let transport: ChildStdioTransport;
  const answers = new Map<number, (message: Record<string, unknown>) => void>();
  let next = 0;
  function request(method: string, params: Record<string, unknown> = {}) {
    next += 1;
    const id = next;
    return new Promise<Record<string, unknown>>((resolve) => {
      answers.set(id, resolve);
      void transport.send({
        jsonrpc: "2.0",
        id,
        method,
        params: { ...params, _meta: META },
      } as JSONRPCMessage);
    });
  }
  beforeAll(async () => {
    const server = spawnKitMcp(["serve", "test/fixtures/rich-tools.ts"]);
    transport = new ChildStdioTransport(server.child);
    transport.onmessage = (message) => {
      const { id } = message as { id?: unknown };
      if (typeof id === "number") answers.get(id)?.(message as Record<string, unknown>);
    };
    await transport.start();
  });
  afterAll(killAll);

  test("server/discover, then tools/list and a question as an InputRequiredResult, answered by a retry", async () => {
    const discovered = await request("server/discover");
    expect((discovered.result as { supportedVersions: string[] }).supportedVersions).toContain(
      MODERN_VERSION,
    );
    const listed = await request("tools/list");
    expect(listed.result).toMatchObject({
      resultType: "complete",
      ttlMs: 0,
      cacheScope: "private",
    });
    const asked = (await request("tools/call", { name: "ask", arguments: {} })).result as {
      resultType: string;
      inputRequests: Record<string, { method: string }>;
      requestState: string;
    };
    expect(asked.resultType).toBe("input_required");
    expect(asked.inputRequests["kit-1"]?.method).toBe("elicitation/create");
    const declined = await request("tools/call", {
      name: "ask",
      arguments: {},
      inputResponses: { "kit-1": { action: "decline" } },
      requestState: asked.requestState,
    });
    expect(declined.result).toMatchObject({
      resultType: "complete",
      content: [{ type: "text", text: '{"action":"decline"}' }],
    });
  });
});
