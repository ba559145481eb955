// Credentials by name (credentialEnv, credentialHeaders, bearerCredential): resolved on every
// connect, a canary never seen in any sink, a missing one named in the connect error.
import { CredentialManager, StaticCredentialProvider } from "@kit/credentials";
import { CANARY, visibleText } from "@kit/test-support";
import { type AnyTool, type CredentialResolver, ToolExecutor } from "@kit/tools";
import { afterAll, expect, test } from "vitest";
import { connectMcpServer, type McpConnection, McpConnectionError } from "../src/index";
import { kitMcpCommand } from "./support/client-targets";
import { startHttpServer, TOKEN } from "./support/http-client";
import { killAll, spawnKitMcp } from "./support/kit-mcp-process";

const open: McpConnection[] = [];

afterAll(async () => {
  await Promise.all(open.map((connection) => connection.close()));
  await killAll();
});

function tool(connection: McpConnection, name: string): AnyTool {
  const found = connection.tools.find((each) => each.name === name);
  if (found === undefined) throw new Error(`no tool ${name}`);
  return found;
}

/** A resolver over a mutable record, keeping every batch of names it was asked for. */
function resolver(values: Record<string, string>): CredentialResolver & { asked: string[][] } {
  const asked: string[][] = [];
  return {
    asked,
    resolve: async (names) => {
      asked.push([...names]);
      return Object.fromEntries(names.map((name) => [name, values[name] as string]));
    },
  };
}

function recordingExecutor(): { executor: ToolExecutor; seen: unknown[] } {
  const seen: unknown[] = [];
  const executor = new ToolExecutor({
    onLog: (entry) => seen.push(entry),
    onProgress: (progress) => seen.push(progress),
  });
  for (const name of ["tool.execution.completed", "tool.execution.failed"] as const) {
    executor.on(name, (event) => seen.push(event));
  }
  return { executor, seen };
}

test("credentialEnv: the process gets the value; no result, error, event, log or stderr shows it", async () => {
  const credentials = resolver({ "test-secret": CANARY });
  const serverLogs: unknown[] = [];
  const connection = await connectMcpServer({
    name: "by-name",
    ...kitMcpCommand("test/fixtures/client-tools.ts"),
    credentials,
    credentialEnv: { CLIENT_TEST_SECRET: "test-secret" },
    handlers: { onLog: (entry) => serverLogs.push(entry) },
  });
  open.push(connection);
  expect(credentials.asked).toEqual([["test-secret"]]);
  const { executor, seen } = recordingExecutor();
  const told = await executor.execute(tool(connection, "tell"), {});
  const leaked = await executor.execute(tool(connection, "leak"), {}, { raiseOnFailure: false });
  // The witness that the server holds the value: it said it, and it was replaced.
  expect(leaked.error?.message).toBe(
    "Tool 'leak' execution failed: Tool 'leak' execution failed: the secret is [REDACTED]",
  );
  const crashed = await executor.execute(tool(connection, "crash"), {}, { raiseOnFailure: false });
  expect(McpConnectionError.isInstance(crashed.error?.cause)).toBe(true);
  expect(connection.stderr()).toContain("crash: env holds [REDACTED]");
  expect(visibleText(seen)).toContain("using [REDACTED]");
  const everything = [told, leaked, crashed, seen, serverLogs, connection.stderr(), connection];
  expect(visibleText(everything)).not.toContain(CANARY);
});

test("bearerCredential and credentialHeaders from a CredentialManager: the server accepts the token", async () => {
  const { url } = await startHttpServer([], "test/fixtures/client-tools.ts");
  const manager = new CredentialManager(
    new StaticCredentialProvider({ "tools-token": TOKEN, canary: CANARY }),
  );
  const connection = await connectMcpServer({
    url,
    credentials: manager,
    bearerCredential: "tools-token",
    credentialHeaders: { "X-Canary": { credential: "canary", prefix: "key " } },
  });
  open.push(connection);
  const { executor, seen } = recordingExecutor();
  const result = await executor.execute(tool(connection, "forecast"), { city: "Oslo" });
  expect(result.output).toEqual({ city: "Oslo", days: 3 });
  expect(visibleText([result, seen, connection])).not.toContain(CANARY);
});

test("a rotated token is resolved again when an HTTP connection reconnects", async () => {
  const first = await startHttpServer([], "test/fixtures/client-tools.ts");
  const values = { "tools-token": TOKEN };
  const credentials = resolver(values);
  const connection = await connectMcpServer({
    url: first.url,
    credentials,
    bearerCredential: "tools-token",
  });
  open.push(connection);
  const executor = new ToolExecutor();
  expect((await executor.execute(tool(connection, "forecast"), { city: "Oslo" })).output).toEqual({
    city: "Oslo",
    days: 3,
  });
  first.process.child.kill("SIGKILL");
  await first.process.exited;
  const lost = await executor.execute(
    tool(connection, "forecast"),
    { city: "Oslo" },
    { raiseOnFailure: false },
  );
  expect(McpConnectionError.isInstance(lost.error?.cause)).toBe(true);
  // The same address, a new token: only the rotated value gets in.
  values["tools-token"] = CANARY;
  const second = spawnKitMcp(
    ["serve", "test/fixtures/client-tools.ts", "--http", "--port", first.url.port],
    { KIT_MCP_TOKEN: CANARY },
  );
  await second.waitForStderr(/serving \d+ tools? at/);
  const reopened = new Promise<void>((resolve) => {
    const check = (): void => {
      if (connection.state === "open") resolve();
      else setTimeout(check, 50);
    };
    check();
  });
  await reopened;
  expect(credentials.asked.length).toBeGreaterThanOrEqual(2);
  const again = await executor.execute(tool(connection, "forecast"), { city: "Bergen" });
  expect(again.output).toEqual({ city: "Bergen", days: 3 });
  expect(visibleText([lost, again, connection])).not.toContain(CANARY);
}, 60_000);

test("a missing credential fails the connect with an error naming it, never a value", async () => {
  const manager = new CredentialManager(new StaticCredentialProvider({}, { name: "vault" }));
  const failure = await connectMcpServer({
    name: "needs-token",
    ...kitMcpCommand("test/fixtures/client-tools.ts"),
    credentials: manager,
    credentialEnv: { CLIENT_TEST_SECRET: "absent-token" },
  }).catch((error: unknown) => error);
  expect(McpConnectionError.isInstance(failure)).toBe(true);
  expect((failure as Error).message).toMatch(
    /^MCP server 'needs-token': cannot resolve its credentials \('absent-token'\): Credential not found: 'absent-token' \(asked: 'vault'\)/,
  );
  const partial = await connectMcpServer({
    url: "http://127.0.0.1:9/mcp",
    name: "fake",
    credentials: resolver({ present: CANARY }),
    credentialHeaders: { "X-Present": "present", "X-Absent": "absent" },
  }).catch((error: unknown) => error);
  expect((partial as Error).message).toBe(
    "MCP server 'fake': cannot resolve its credentials ('present', 'absent'): the credential resolver returned no value for 'absent'.",
  );
  expect(visibleText(partial)).not.toContain(CANARY);
});

test("credential options are checked: each mistake names the option", async () => {
  const stdio = kitMcpCommand("test/fixtures/client-tools.ts");
  const credentials = resolver({});
  const cases: [Record<string, unknown>, string][] = [
    [
      { ...stdio, credentialEnv: { TOKEN: "a" } },
      "connectMcpServer(): 'credentialEnv' names credentials, so 'credentials' must resolve them: a CredentialManager or anything with its resolve(names, options).",
    ],
    [
      { ...stdio, credentials, credentialEnv: { TOKEN: "no spaces" } },
      "connectMcpServer(): 'credentialEnv.TOKEN' must be a credential name: 1 to 128 letters, digits, '-', '_' or '.'.",
    ],
    [
      { ...stdio, credentials, bearerCredential: "a" },
      "connectMcpServer(): 'bearerCredential' is for an HTTP ('url') connection.",
    ],
    [
      { url: "http://127.0.0.1:9/mcp", credentials, credentialEnv: { A: "a" } },
      "connectMcpServer(): 'credentialEnv' is for a stdio ('command') connection.",
    ],
    [
      {
        url: "http://127.0.0.1:9/mcp",
        credentials,
        headers: { authorization: "Bearer x" },
        bearerCredential: "a",
      },
      "connectMcpServer(): 'Authorization' is given twice: in 'headers' or 'credentialHeaders' or 'bearerCredential'; keep one.",
    ],
    [
      { url: "http://127.0.0.1:9/mcp", credentials, credentialHeaders: { "X-Key": { name: "a" } } },
      "connectMcpServer(): 'credentialHeaders.X-Key.name' is not an option: use 'credential' and 'prefix'.",
    ],
  ];
  for (const [options, message] of cases) {
    await expect(connectMcpServer(options as never)).rejects.toThrow(new TypeError(message));
  }
  expect(credentials.asked).toEqual([]);
});
