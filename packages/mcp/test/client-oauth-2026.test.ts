// connectMcpServer's `auth` as the 2026-07-28 revision asks, against the OAuth test server
// (test/support/oauth-server.ts): the callback's `iss` checked (RFC 9207), `application_type`
// sent in registration, the client-credentials grant with a secret and with a private-key JWT,
// and the SDK's own provider handed in.
import { generateKeyPairSync } from "node:crypto";
import { MemoryCredentialProvider } from "@kit/credentials";
import { CANARY, visibleText } from "@kit/test-support";
import { type AnyTool, defineTool, ToolExecutor } from "@kit/tools";
import { ClientCredentialsProvider } from "@modelcontextprotocol/client";
import { afterAll, expect, test } from "vitest";
import { connectMcpServer, type McpConnection, McpConnectionError } from "../src/index";
import { approve, type OAuthTestServer, startOAuthServer } from "./support/oauth-server";

const REDIRECT = "http://127.0.0.1:8976/callback";
const open: McpConnection[] = [];
const servers: OAuthTestServer[] = [];

afterAll(async () => {
  await Promise.all(open.map((connection) => connection.close()));
  await Promise.all(servers.map((server) => server.stop()));
});

const echo = defineTool({
  name: "echo",
  description: "Says the text back.",
  effects: { readOnly: true },
  inputSchema: { parameters: [{ name: "text", type: "string" }] },
  outputSchema: { parameters: [{ name: "text", type: "string" }] },
  execute: ({ text }) => ({ text }),
});

async function server(
  options: Parameters<typeof startOAuthServer>[1] = {},
): Promise<OAuthTestServer> {
  const started = await startOAuthServer([echo], options);
  servers.push(started);
  return started;
}

function tool(connection: McpConnection): AnyTool {
  const found = connection.tools.find((each) => each.name === "echo");
  if (found === undefined) throw new Error("no echo");
  return found;
}

async function echoes(connection: McpConnection): Promise<void> {
  open.push(connection);
  const result = await new ToolExecutor().execute(tool(connection), { text: "hi" });
  expect(result.output).toEqual({ text: "hi" });
}

const userAuth = {
  store: new MemoryCredentialProvider(),
  redirectUrl: REDIRECT,
  authorize: approve,
};

test("registration says the application's type: native for a loopback redirect", async () => {
  const secured = await server();
  await echoes(await connectMcpServer({ url: secured.url, auth: { ...userAuth } }));
  expect(secured.registrations[0]?.application_type).toBe("native");
});

test("a callback whose iss is the authorization server's: accepted", async () => {
  const secured = await server({ iss: "own" });
  const store = new MemoryCredentialProvider();
  await echoes(await connectMcpServer({ url: secured.url, auth: { ...userAuth, store } }));
});

test("a callback whose iss names another server (a mix-up): refused, the code never redeemed", async () => {
  const secured = await server({ iss: "other" });
  const store = new MemoryCredentialProvider();
  const failure = await connectMcpServer({
    url: secured.url,
    name: "mixed",
    auth: { ...userAuth, store },
  }).catch((error: unknown) => error as Error);
  expect(McpConnectionError.isInstance(failure)).toBe(true);
  expect((failure as Error).message).toMatch(/^MCP server 'mixed': /);
  expect(visibleText(failure)).toMatch(/issuer/i);
  expect(secured.grants).not.toContain("authorization_code");
});

test("a server that moves to another authorization server: kit registers there and goes on", async () => {
  const secured = await server();
  const store = new MemoryCredentialProvider();
  const asked: URL[] = [];
  const connection = await connectMcpServer({
    url: secured.url,
    auth: {
      ...userAuth,
      store,
      authorize: (url) => {
        asked.push(url);
        return approve(url);
      },
    },
  });
  await echoes(connection);
  secured.moveAuthorization();
  await echoes(connection);
  const origin = secured.url.origin;
  expect(secured.registeredWith).toEqual([origin, `${origin}/as2`]);
  expect(asked.map((url) => url.pathname)).toEqual(["/authorize", "/as2/authorize"]);
});

test("the client-credentials grant with a secret: no user, the secret never shown", async () => {
  const secured = await server({ machine: { id: "svc", secret: CANARY } });
  const connection = await connectMcpServer({
    url: secured.url,
    auth: { grant: "client_credentials", clientId: "svc", clientSecret: CANARY },
  });
  await echoes(connection);
  expect(secured.grants).toEqual(["client_credentials"]);
});

test("the client-credentials grant with a wrong secret: McpConnectionError, no secret in it", async () => {
  const secured = await server({ machine: { id: "svc", secret: "the-right-one" } });
  const failure = await connectMcpServer({
    url: secured.url,
    name: "svc",
    auth: { grant: "client_credentials", clientId: "svc", clientSecret: CANARY },
  }).catch((error: unknown) => error);
  expect(McpConnectionError.isInstance(failure)).toBe(true);
  expect(visibleText(failure)).not.toContain(CANARY);
});

test("the client-credentials grant with a private-key JWT (private_key_jwt)", async () => {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const secured = await server({ machine: { id: "signer", key: publicKey } });
  const pem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
  const connection = await connectMcpServer({
    url: secured.url,
    auth: { grant: "client_credentials", clientId: "signer", privateKey: pem, algorithm: "RS256" },
  });
  await echoes(connection);
  expect(secured.grants).toEqual(["client_credentials"]);
});

test("the SDK's own provider, handed in: it authorizes, kit hides the tokens it gave", async () => {
  const secured = await server({ machine: { id: "svc", secret: "s3cret-of-the-service" } });
  const provider = new ClientCredentialsProvider({
    clientId: "svc",
    clientSecret: "s3cret-of-the-service",
  });
  const connection = await connectMcpServer({ url: secured.url, auth: { provider } });
  await echoes(connection);
  expect(secured.grants).toEqual(["client_credentials"]);
});

test("bad client-credentials options: a TypeError naming the option", async () => {
  const url = "http://127.0.0.1:9/mcp";
  await expect(
    connectMcpServer({ url, auth: { grant: "client_credentials", clientId: "svc" } }),
  ).rejects.toThrow("takes one of 'clientSecret' and 'privateKey'");
  await expect(
    connectMcpServer({
      url,
      auth: { grant: "client_credentials", clientId: "", clientSecret: "x" },
    }),
  ).rejects.toThrow("'auth.clientId' must be a non-empty string.");
  await expect(connectMcpServer({ url, auth: { provider: {} as never } })).rejects.toThrow(
    "'auth.provider' must be an OAuthClientProvider",
  );
});
