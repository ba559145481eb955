// connectMcpServer with `auth`: OAuth 2.1 against a server started by the test that requires it
// (test/support/oauth-server.ts). Authorization code with PKCE and dynamic registration, tokens
// kept in a writable credential store across restarts, refresh, a wider scope asked in a call,
// and a canary planted in the tokens searched in everything a user can see.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  CredentialBackendError,
  MemoryCredentialProvider,
  SecretsDirectoryCredentialProvider,
  type WritableCredentialProvider,
} from "@kit/credentials";
import { CANARY, visibleText } from "@kit/test-support";
import { type AnyTool, defineTool, ToolExecutor } from "@kit/tools";
import { afterAll, describe, expect, expectTypeOf, test } from "vitest";
import {
  connectMcpServer,
  type McpConnection,
  McpConnectionError,
  type McpOAuthOptions,
  type McpOAuthStore,
  mcpOAuthCredentialNames,
} from "../src/index";
import { approve, type OAuthTestServer, startOAuthServer } from "./support/oauth-server";

const REDIRECT = "http://127.0.0.1:8976/callback";
const open: McpConnection[] = [];
const servers: OAuthTestServer[] = [];
const directories: string[] = [];

afterAll(async () => {
  await Promise.all(open.map((connection) => connection.close()));
  await Promise.all(servers.map((server) => server.stop()));
  await Promise.all(
    directories.map((directory) => rm(directory, { recursive: true, force: true })),
  );
});

const echo = defineTool({
  name: "echo",
  description: "Says the text back.",
  effects: { readOnly: true },
  inputSchema: { parameters: [{ name: "text", type: "string" }] },
  outputSchema: { parameters: [{ name: "text", type: "string" }] },
  execute: ({ text }) => ({ text }),
});
const admin = defineTool({
  name: "admin_reset",
  description: "Needs the admin scope.",
  outputSchema: { parameters: [{ name: "done", type: "boolean" }] },
  execute: () => ({ done: true }),
});
const leak = defineTool({ name: "leak", description: "Gets a 500.", execute: () => ({}) });

function tool(connection: McpConnection, name: string): AnyTool {
  const found = connection.tools.find((each) => each.name === name);
  if (found === undefined) throw new Error(`no tool ${name}`);
  return found;
}

async function server(options: Parameters<typeof startOAuthServer>[1] = {}) {
  const started = await startOAuthServer([echo, admin, leak], options);
  servers.push(started);
  return started;
}

/** `auth` with a recording `authorize` that approves like a user would. */
function oauth(store: McpOAuthStore, extra: Partial<McpOAuthOptions> = {}) {
  const asked: URL[] = [];
  const options: McpOAuthOptions = {
    store,
    redirectUrl: REDIRECT,
    authorize: (url) => {
      asked.push(url);
      return approve(url);
    },
    ...extra,
  };
  return { options, asked };
}

async function connected(
  url: URL,
  auth: McpOAuthOptions,
  name = "secured",
): Promise<McpConnection> {
  const connection = await connectMcpServer({ url, name, auth });
  open.push(connection);
  return connection;
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => new Error("expected a rejection"),
    (error: unknown) => error,
  );
}

test("any writable credential backend is a store", () => {
  expectTypeOf<WritableCredentialProvider>().toMatchTypeOf<McpOAuthStore>();
  expectTypeOf<MemoryCredentialProvider>().toMatchTypeOf<McpOAuthStore>();
});

test("first connection: discovery, registration, authorization with S256 PKCE and state, tokens stored under the documented names", async () => {
  const secured = await server();
  const store = new MemoryCredentialProvider();
  const { options, asked } = oauth(store);
  const connection = await connected(secured.url, options);
  expect(asked).toHaveLength(1);
  const request = asked[0] as URL;
  expect(request.pathname).toBe("/authorize");
  expect(request.searchParams.get("code_challenge_method")).toBe("S256");
  expect(request.searchParams.get("redirect_uri")).toBe(REDIRECT);
  expect(request.searchParams.get("state")).toMatch(/^[\w-]{20,}$/);
  expect(request.searchParams.get("resource")).toBe(String(secured.url));
  const result = await new ToolExecutor().execute(tool(connection, "echo"), { text: "hi" });
  expect(result.output).toEqual({ text: "hi" });
  expect(secured.grants).toEqual(["authorization_code"]);

  const names = mcpOAuthCredentialNames(secured.url);
  expect(names.tokens).toMatch(/^mcp-oauth\.127\.0\.0\.1_\d+_mcp-[0-9a-f]{8}\.tokens$/);
  expect(JSON.parse((await store.get(names.tokens)) ?? "{}")).toMatchObject({
    access_token: secured.issued[0],
    token_type: "Bearer",
  });
  expect(JSON.parse((await store.get(names.client)) ?? "{}").client_id).toMatch(/^client-/);
  expect(await store.get(names.verifier)).toMatch(/^[\w.~-]{43,128}$/);
});

test("a restart: a new connection with the same store (a secrets directory) does not ask the user again", async () => {
  const secured = await server();
  const directory = await mkdtemp(join(tmpdir(), "kit-oauth-"));
  directories.push(directory);
  const first = oauth(new SecretsDirectoryCredentialProvider({ directory }));
  await (await connected(secured.url, first.options)).close();
  expect(first.asked).toHaveLength(1);

  const second = oauth(new SecretsDirectoryCredentialProvider({ directory }));
  const connection = await connected(secured.url, second.options);
  expect(second.asked).toHaveLength(0);
  const result = await new ToolExecutor().execute(tool(connection, "echo"), { text: "again" });
  expect(result.output).toEqual({ text: "again" });
  expect(secured.grants).toEqual(["authorization_code"]);
});

test("an expired access token is renewed with the refresh token, without the user", async () => {
  const secured = await server();
  const store = new MemoryCredentialProvider();
  const first = oauth(store);
  await (await connected(secured.url, first.options)).close();
  secured.expireAccessTokens();

  const second = oauth(store);
  const connection = await connected(secured.url, second.options);
  expect(second.asked).toHaveLength(0);
  expect(secured.grants).toEqual(["authorization_code", "refresh_token"]);
  const stored = JSON.parse((await store.get(mcpOAuthCredentialNames(secured.url).tokens)) ?? "{}");
  expect(stored.access_token).toBe(secured.issued[1]);
  const result = await new ToolExecutor().execute(tool(connection, "echo"), { text: "fresh" });
  expect(result.output).toEqual({ text: "fresh" });
});

test("a call that needs a wider scope: the user is asked again, and the call goes through", async () => {
  const secured = await server({ adminTools: ["admin_reset"] });
  const { options, asked } = oauth(new MemoryCredentialProvider());
  const connection = await connected(secured.url, options);
  expect(asked).toHaveLength(1);
  const result = await new ToolExecutor().execute(tool(connection, "admin_reset"), {});
  expect(result.output).toEqual({ done: true });
  expect(asked).toHaveLength(2);
  expect(asked[1]?.searchParams.get("scope")).toBe("read admin");
});

test("a wider scope that is never granted: the call fails after asking once more, it does not loop", async () => {
  const secured = await server({ adminTools: ["admin_reset"], withholdAdmin: true });
  const { options, asked } = oauth(new MemoryCredentialProvider());
  const connection = await connected(secured.url, options);
  const result = await new ToolExecutor().execute(
    tool(connection, "admin_reset"),
    {},
    { raiseOnFailure: false },
  );
  expect(result.status).toBe("failure");
  expect(result.error?.message).toContain("403");
  expect(asked).toHaveLength(2);
  // The connection still works for what the token allows.
  const echoed = await new ToolExecutor().execute(tool(connection, "echo"), { text: "still" });
  expect(echoed.output).toEqual({ text: "still" });
});

test("a call waiting for the user to grant a wider scope ends with the executor's timeout", async () => {
  const secured = await server({ adminTools: ["admin_reset"] });
  let asked = 0;
  const connection = await connected(secured.url, {
    store: new MemoryCredentialProvider(),
    redirectUrl: REDIRECT,
    authorize: (url) => {
      asked += 1;
      // The first time the user comes back; the second time (the wider scope) never.
      return asked === 1 ? approve(url) : new Promise<URL>(() => {});
    },
  });
  const result = await new ToolExecutor().execute(
    tool(connection, "admin_reset"),
    {},
    { raiseOnFailure: false, timeoutMs: 300 },
  );
  expect(asked).toBe(2);
  expect(result.error?.message).toBe("Tool 'admin_reset' execution failed: timed out after 300 ms");
});

test("a canary in the tokens: never in a result, an error, its causes or an executor event", async () => {
  const secured = await server({ tokenPrefix: CANARY, leakTool: "leak" });
  const store = new MemoryCredentialProvider();
  const { options } = oauth(store);
  const connection = await connected(secured.url, options);
  const seen: unknown[] = [];
  const executor = new ToolExecutor();
  for (const event of ["tool.execution.started", "tool.execution.failed"] as const) {
    executor.on(event, (payload) => seen.push(payload));
  }
  const failed = await executor.execute(tool(connection, "leak"), {}, { raiseOnFailure: false });
  expect(failed.status).toBe("failure");
  expect(failed.error?.message).toContain("the token [REDACTED] is not allowed here");
  expect(secured.issued[0]).toContain(CANARY);
  expect(seen.length).toBeGreaterThan(0);
  expect(visibleText([failed, seen, connection])).not.toContain(CANARY);
});

describe("authorization that does not complete", () => {
  test("the user denies: McpConnectionError with the server's error code, the store keeps no token", async () => {
    const secured = await server();
    const store = new MemoryCredentialProvider();
    const error = await rejection(
      connectMcpServer({
        url: secured.url,
        name: "denied",
        auth: {
          store,
          redirectUrl: REDIRECT,
          authorize: () => new URL(`${REDIRECT}?error=access_denied&error_description=no+thanks`),
        },
      }),
    );
    expect(McpConnectionError.isInstance(error)).toBe(true);
    expect((error as Error).message).toContain(
      "requires OAuth authorization, which failed: the authorization server answered 'access_denied': no thanks",
    );
    expect(await store.get(mcpOAuthCredentialNames(secured.url).tokens)).toBeUndefined();
  });

  test("a callback whose state does not match is refused", async () => {
    const secured = await server();
    const error = await rejection(
      connectMcpServer({
        url: secured.url,
        auth: {
          store: new MemoryCredentialProvider(),
          redirectUrl: REDIRECT,
          authorize: async (url) => {
            const back = await approve(url);
            back.searchParams.set("state", "forged");
            return back;
          },
        },
      }),
    );
    expect((error as Error).message).toContain("'state' does not match");
    expect(secured.grants).toEqual([]);
  });

  test("a user who never comes back: the wait ends after authorizationTimeoutMs, and authorize saw the abort", async () => {
    const secured = await server();
    let aborted = false;
    const error = await rejection(
      connectMcpServer({
        url: secured.url,
        auth: {
          store: new MemoryCredentialProvider(),
          redirectUrl: REDIRECT,
          authorizationTimeoutMs: 200,
          authorize: (_url, { signal }) =>
            new Promise<string>(() => {
              signal.addEventListener("abort", () => {
                aborted = true;
              });
            }),
        },
      }),
    );
    expect((error as Error).message).toContain("'authorize' did not resolve within 200 ms");
    expect(aborted).toBe(true);
  });

  test("a server that needs OAuth, without `auth`: the 401 is named", async () => {
    const secured = await server();
    const error = await rejection(connectMcpServer({ url: secured.url, name: "plain" }));
    expect((error as Error).message).toContain("HTTP 401");
  });
});

test("a store that fails: the connection fails with the backend's error as its cause, no token in it", async () => {
  const secured = await server({ tokenPrefix: CANARY });
  const memory = new MemoryCredentialProvider();
  const broken: McpOAuthStore = {
    name: "vault",
    get: (name) => memory.get(name),
    delete: (name) => memory.delete(name),
    set: async (name, value) => {
      if (name.endsWith(".tokens")) {
        throw new CredentialBackendError(
          `Credential backend 'vault' failed to store '${name}': sealed (${value})`,
          { provider: "vault", credential: name, secrets: [value] },
        );
      }
      await memory.set(name, value);
    },
  };
  const error = await rejection(connected(secured.url, oauth(broken).options, "sealed"));
  expect(McpConnectionError.isInstance(error)).toBe(true);
  expect((error as Error).message).toContain("failed to store 'mcp-oauth.");
  expect(CredentialBackendError.isInstance((error as Error).cause)).toBe(true);
  expect(secured.issued).toHaveLength(1);
  expect(visibleText(error)).not.toContain(CANARY);
});

describe("the auth option is checked", () => {
  const store = new MemoryCredentialProvider();
  const base = { store, redirectUrl: REDIRECT, authorize: () => "code" };
  test.each([
    [{ command: "node", auth: base }, "'auth' (OAuth) is for servers reached over HTTP ('url')."],
    [
      {
        url: "http://127.0.0.1:1/mcp",
        auth: { ...base, store: { name: "ro", get: async () => undefined } },
      },
      "'auth.store' must be a writable credential store",
    ],
    [
      { url: "http://127.0.0.1:1/mcp", auth: { ...base, authorize: "open" } },
      "'auth.authorize' must be a function.",
    ],
    [
      { url: "http://127.0.0.1:1/mcp", auth: { ...base, redirectUrl: "/callback" } },
      "'auth.redirectUrl' must be an absolute URL.",
    ],
    [
      { url: "http://127.0.0.1:1/mcp", auth: { ...base, key: "../x" } },
      "'auth.key' must be 1-80 letters",
    ],
    [
      { url: "http://127.0.0.1:1/mcp", auth: { ...base, client: { id: "" } } },
      "'auth.client.id' must be a non-empty string.",
    ],
  ])("%#: refused with a TypeError naming the option", async (options, message) => {
    const error = await rejection(connectMcpServer(options as never));
    expect(error).toBeInstanceOf(TypeError);
    expect((error as Error).message).toContain(message);
  });

  test("a bad authorization timeout is a RangeError", async () => {
    const error = await rejection(
      connectMcpServer({
        url: "http://127.0.0.1:1/mcp",
        auth: { ...base, authorizationTimeoutMs: -1 },
      }),
    );
    expect(error).toBeInstanceOf(RangeError);
  });
});

describe("a 403 that no authorization answers", () => {
  // A server that refuses everyone with a plain 403 (no insufficient_scope): the message's hint
  // follows what the connection sent, and never names headers it did not send.
  async function refusing(): Promise<{ url: string; stop: () => Promise<void> }> {
    const { createServer } = await import("node:http");
    const server = createServer((_request, response) => response.writeHead(403).end());
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    return {
      url: `http://127.0.0.1:${port}/mcp`,
      stop: () => new Promise((resolve) => server.close(() => resolve())),
    };
  }

  test("under OAuth: the authorization was refused, not the headers", async () => {
    const server = await refusing();
    try {
      const { options } = oauth(new MemoryCredentialProvider());
      const failure = await connectMcpServer({ url: server.url, name: "walled", auth: options })
        .then(() => undefined)
        .catch((error: unknown) => error as Error);
      expect(McpConnectionError.isInstance(failure)).toBe(true);
      expect(failure?.message).toContain("refused the connection with HTTP 403");
      expect(failure?.message).toContain("OAuth authorization was refused");
      expect(failure?.message).not.toContain("headers");
    } finally {
      await server.stop();
    }
  });

  test("with no credentials at all: the message says which options give some", async () => {
    const server = await refusing();
    try {
      const failure = await connectMcpServer({ url: server.url, name: "walled" })
        .then(() => undefined)
        .catch((error: unknown) => error as Error);
      expect(failure?.message).toBe(
        "MCP server 'walled': refused the connection with HTTP 403: it requires credentials (`headers`, `credentialHeaders`, `bearerCredential` or `auth`).",
      );
    } finally {
      await server.stop();
    }
  });
});
