// Point 9 of issue 32: a `structuredContent` 100,000 levels deep overflowed the stack, but only
// when the connection had a secret to clean out of it (the cleaning wrote it out as JSON). Here
// the token sits at the bottom of such a result: the call succeeds and the token is replaced.
import { connectMcpServer, type McpConnection } from "@kit/mcp";
import { CANARY } from "@kit/test-support";
import { ToolExecutor } from "@kit/tools";
import { afterAll, describe, expect, test } from "vitest";
import { type HostileHttp, hostileCommand, startHostileHttp } from "./hostile";
import { DEPTH } from "./modes/secrets-deep-result";
import { TOKEN_VARIABLE } from "./modes/secrets-echo-token";

const BEARER = `Bearer ${CANARY}`;
let server: HostileHttp | undefined;
afterAll(() => server?.close());

const TRANSPORTS = {
  HTTP: async () => {
    server = await startHostileHttp("secrets-deep-result");
    return { url: server.url, headers: { Authorization: BEARER } };
  },
  stdio: async () => ({
    ...hostileCommand("secrets-deep-result"),
    env: { [TOKEN_VARIABLE]: BEARER },
  }),
};

/** The value `DEPTH` levels of `next` down. */
function bottom(value: unknown): unknown {
  let current = value;
  for (let level = 0; level < DEPTH; level++) current = (current as { next: unknown }).next;
  return current;
}

describe.each(Object.entries(TRANSPORTS))("over %s", (_, target) => {
  test(`a result ${DEPTH} levels deep with the token at the bottom: returned, the token replaced`, async () => {
    const options = { ...(await target()), name: "hostile", timeoutMs: 20_000 };
    const connection: McpConnection = await connectMcpServer(
      options as Parameters<typeof connectMcpServer>[0],
    );
    try {
      const deep = connection.tools[0];
      if (deep === undefined) throw new Error("no tool");
      const result = await new ToolExecutor().execute(deep, {}, { timeoutMs: 20_000 });
      expect(result.status, String(result.error)).toBe("success");
      expect(bottom(result.output)).toEqual({ leaf: "[REDACTED]" });
    } finally {
      await connection.close();
    }
  }, 60_000);
});
