// Point 8 of issue 32: a bearer token given as `headers: { Authorization: "Bearer <token>" }`
// was redacted only as the whole "Bearer <token>": a server that said the bare token got it into
// log and progress messages, the output, RemoteToolError and McpConnectionError. Here a server
// says it everywhere it can, over HTTP (the header) and stdio (a variable holding
// "Bearer <token>"), and every output is searched for it. The executor knows no credential, so
// what is cleaned is cleaned by the MCP client itself.
import {
  connectMcpServer,
  type McpConnection,
  McpConnectionError,
  RemoteToolError,
} from "@kit/mcp";
import { CANARY, visibleText } from "@kit/test-support";
import { type AnyTool, ToolExecutor } from "@kit/tools";
import { afterAll, afterEach, describe, expect, test } from "vitest";
import { type HostileHttp, hostileCommand, startHostileHttp } from "./hostile";
import { TOKEN_VARIABLE } from "./modes/secrets-echo-token";
import { REFUSAL } from "./modes/secrets-refuse-token";

const BEARER = `Bearer ${CANARY}`;
const servers: HostileHttp[] = [];
const connections: McpConnection[] = [];
afterEach(async () => {
  await Promise.all(connections.splice(0).map((connection) => connection.close()));
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

async function http(mode: string): Promise<HostileHttp> {
  const server = await startHostileHttp(mode);
  servers.push(server);
  return server;
}

/** The options of a connection to `mode` that sends the token, over each transport. */
const TRANSPORTS = {
  HTTP: async (mode: string) => ({
    url: (await http(mode)).url,
    headers: { Authorization: BEARER },
  }),
  stdio: async (mode: string) => ({ ...hostileCommand(mode), env: { [TOKEN_VARIABLE]: BEARER } }),
};

function tool(connection: McpConnection, name: string): AnyTool {
  const found = connection.tools.find((each) => each.name === name);
  if (found === undefined) throw new Error(`no tool ${name}`);
  return found;
}

describe.each(Object.entries(TRANSPORTS))("over %s", (transport, target) => {
  test("the bare token is said nowhere: tools, logs, progress, output, errors, stderr", async () => {
    const serverLogs: unknown[] = [];
    const connection = await connectMcpServer({
      ...(await target("secrets-echo-token")),
      name: "hostile",
      timeoutMs: 20_000,
      handlers: { onLog: (entry) => serverLogs.push(entry) },
    } as Parameters<typeof connectMcpServer>[0]);
    connections.push(connection);
    const seen: unknown[] = [];
    const executor = new ToolExecutor({
      onLog: (entry) => seen.push(entry),
      onProgress: (progress) => seen.push(progress),
    });
    for (const name of ["tool.execution.completed", "tool.execution.failed"] as const) {
      executor.on(name, (event) => seen.push(event));
    }
    const echoed = await executor.execute(tool(connection, "echo_token"), {});
    const failed = await executor.execute(
      tool(connection, "fail_with_token"),
      {},
      {
        raiseOnFailure: false,
      },
    );
    const erred = await executor.execute(
      tool(connection, "error_with_token"),
      {},
      {
        raiseOnFailure: false,
      },
    );

    // The witnesses that the server said it through each channel, and it was replaced.
    expect(tool(connection, "echo_token").description).toBe(
      "Calls the service with the token [REDACTED].",
    );
    // "Bearer <token>" is a secret whole, so it is replaced whole.
    expect(echoed.output).toEqual({ token: "[REDACTED]", nested: { list: ["[REDACTED]"] } });
    expect(visibleText(echoed.content)).toContain("token: [REDACTED]");
    expect(visibleText(seen)).toContain("saw [REDACTED]");
    expect(visibleText(seen)).toContain("token=[REDACTED]");
    expect(visibleText(seen)).toContain("using [REDACTED]");
    expect(RemoteToolError.isInstance(failed.error?.cause)).toBe(true);
    expect(failed.error?.message).toContain("the token [REDACTED] was refused");
    expect(erred.error?.message).toContain("bad token [REDACTED]");
    if (transport === "stdio") expect(connection.stderr()).toContain("authorized with [REDACTED]");

    const everything = [
      connection.tools.map((each) => [each.description, each.inputSchema?.toJSONSchema()]),
      echoed,
      failed,
      erred,
      seen,
      serverLogs,
      connection.stderr(),
      connection,
    ];
    expect(visibleText(everything)).not.toContain(CANARY);
  }, 60_000);

  test("a server that refuses the connection saying the token: McpConnectionError without it", async () => {
    const failure = await connectMcpServer({
      ...(await target("secrets-refuse-token")),
      name: "hostile",
      timeoutMs: 20_000,
    } as Parameters<typeof connectMcpServer>[0]).catch((error: unknown) => error);
    expect(McpConnectionError.isInstance(failure)).toBe(true);
    // The witness that the server's words are in the error: its refusal, the token replaced.
    expect((failure as Error).message).toContain(`${REFUSAL}: [REDACTED]`);
    expect(visibleText(failure)).not.toContain(CANARY);
  }, 60_000);
});
