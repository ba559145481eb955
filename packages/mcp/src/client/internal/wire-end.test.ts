import { describe, expect, it } from "vitest";
import { McpConnectionError } from "../../errors/mcp-connection-error";
import { RemoteResultTooLargeError } from "../../errors/remote-result-too-large-error";
import { SecretValues } from "./secret-values";
import { SendAgain, type WireFailureContext, wireFailure } from "./wire-end";

const SECRET = "s3cret-token-value";
const broken = {
  kind: "broken" as const,
  error: new TypeError("terminated", { cause: new Error(`other side closed ${SECRET}`) }),
};

function context(overrides: Partial<WireFailureContext> = {}) {
  let probes = 0;
  const value: WireFailureContext = {
    server: "search",
    secrets: new SecretValues([SECRET]),
    resent: false,
    safe: false,
    probe: async () => {
      probes += 1;
      return true;
    },
    ...overrides,
  };
  return { value, probes: () => probes };
}

describe("wireFailure", () => {
  it("a result too large: RemoteResultTooLargeError, without asking the server", async () => {
    const { value, probes } = context();
    const error = await wireFailure({ kind: "too-large" }, "query", value);
    expect(RemoteResultTooLargeError.isInstance(error)).toBe(true);
    expect(probes()).toBe(0);
  });

  it("broke off, a tool that may not run twice: says it may have run, the secret cleaned", async () => {
    const { value, probes } = context();
    const error = (await wireFailure(broken, "query", value)) as Error;
    expect(McpConnectionError.isInstance(error)).toBe(true);
    expect(error.message).toBe(
      "MCP server 'search': broke off its answer to a call of 'query' (terminated: other side closed [REDACTED]); the call may have run, so it was not sent again.",
    );
    expect(probes()).toBe(1);
  });

  it("broke off, a read-only or idempotent tool, the server still there: sent again once", async () => {
    expect(await wireFailure(broken, "query", context({ safe: true }).value)).toBeInstanceOf(
      SendAgain,
    );
    const again = (await wireFailure(
      broken,
      "query",
      context({ safe: true, resent: true }).value,
    )) as Error;
    expect(again.message).toMatch(
      /, and again when sent once more \('query' is read-only or idempotent\)\.$/,
    );
    const gone = context({ safe: true, probe: async () => false }).value;
    expect(McpConnectionError.isInstance(await wireFailure(broken, "query", gone))).toBe(true);
  });

  it("ended without a result: says so", async () => {
    const error = (await wireFailure({ kind: "ended" }, "query", context().value)) as Error;
    expect(error.message).toBe(
      "MCP server 'search': ended its answer to a call of 'query' without a result.",
    );
  });
});
