// An MCP server that requires OAuth 2.1, written by hand on node:http for the client's tests: a
// protected resource (RFC 9728 metadata, 401 with WWW-Authenticate, 403 insufficient_scope for
// a tool that needs the `admin` scope) and its authorization server (RFC 8414 metadata, dynamic
// registration, an authorize endpoint that approves at once, authorization code with S256 PKCE,
// refresh). Tokens are made from a prefix the test gives, so a canary can be planted in them.
import { createHash, type KeyObject, randomBytes, verify } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { AnyTool } from "@kit/tools";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { createMcpServer } from "../../src/index";

/** What the test can see of and do to the server. */
export interface OAuthTestServer {
  readonly url: URL;
  /** Every request: method and path (query left out). */
  readonly requests: string[];
  /** The `grant_type` of every token request, in order. */
  readonly grants: string[];
  /** The access tokens it issued, in order. */
  readonly issued: string[];
  /** The client metadata of every dynamic registration, in order. */
  readonly registrations: Record<string, unknown>[];
  /** Every access token stops working (as after expiry); refresh tokens still work. */
  expireAccessTokens(): void;
  /**
   * The resource moves to a second authorization server (issuer `<origin>/as2`, which knows
   * none of the first one's clients): every token stops working.
   */
  moveAuthorization(): void;
  /** The issuer each registration went to, in order. */
  readonly registeredWith: string[];
  stop(): Promise<void>;
}

/** How the server behaves. */
export interface OAuthTestServerOptions {
  /** Put at the start of every token (plant a canary here). */
  readonly tokenPrefix?: string;
  /** Tools whose calls need the `admin` scope (403 insufficient_scope without it). */
  readonly adminTools?: readonly string[];
  /** A tool whose call gets an HTTP 500 repeating the request's bearer token. */
  readonly leakTool?: string;
  /** Never grants `admin`, whatever the authorization asked for. */
  readonly withholdAdmin?: boolean;
  /**
   * RFC 9207: says `authorization_response_iss_parameter_supported` and puts `iss` in the
   * callback, its own issuer (`"own"`) or another's (`"other"`, a mix-up attack).
   */
  readonly iss?: "own" | "other";
  /** A client of the client-credentials grant: its secret (Basic), or its public key (JWT). */
  readonly machine?: { readonly id: string; readonly secret?: string; readonly key?: KeyObject };
}

// A client assertion (RFC 7523) signed with RS256 by the key, for this audience.
function assertionHolds(assertion: string, key: KeyObject, clientId: string): boolean {
  const [header, payload, signature] = assertion.split(".");
  if (header === undefined || payload === undefined || signature === undefined) return false;
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as Record<
    string,
    unknown
  >;
  const signed = verify(
    "sha256",
    Buffer.from(`${header}.${payload}`),
    key,
    Buffer.from(signature, "base64url"),
  );
  return signed && claims.iss === clientId && claims.sub === clientId;
}

interface Grant {
  readonly clientId: string;
  readonly challenge: string;
  readonly redirectUri: string;
  readonly scope: string;
}

async function body(request: IncomingMessage): Promise<string> {
  let text = "";
  for await (const chunk of request) text += chunk;
  return text;
}

function json(response: ServerResponse, status: number, value: unknown): void {
  response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(value));
}

/** Starts the server on a free loopback port. */
export async function startOAuthServer(
  tools: readonly AnyTool[],
  options: OAuthTestServerOptions = {},
): Promise<OAuthTestServer> {
  const prefix = options.tokenPrefix ?? "token";
  const requests: string[] = [];
  const grants: string[] = [];
  const issued: string[] = [];
  const registrations: Record<string, unknown>[] = [];
  const registeredWith: string[] = [];
  let moved = false;
  const clients = new Set<string>();
  const secondClients = new Set<string>();
  const codes = new Map<string, Grant>();
  const access = new Map<string, string>(); // token -> scope
  const refresh = new Map<string, { clientId: string; scope: string }>();
  let origin = "";
  const issue = (clientId: string, scope: string) => {
    const token = `${prefix}-access-${randomBytes(8).toString("hex")}`;
    const refreshToken = `${prefix}-refresh-${randomBytes(8).toString("hex")}`;
    access.set(token, scope);
    refresh.set(refreshToken, { clientId, scope });
    issued.push(token);
    return {
      access_token: token,
      token_type: "Bearer",
      expires_in: 3600,
      refresh_token: refreshToken,
      scope,
    };
  };

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", origin);
    requests.push(`${request.method} ${url.pathname}`);
    // The second authorization server lives under /as2 (its metadata at the RFC 8414 path).
    let path = url.pathname;
    let at = "";
    if (path.startsWith("/as2/")) {
      at = "/as2";
      path = path.slice(at.length);
    } else if (path === "/.well-known/oauth-authorization-server/as2") {
      at = "/as2";
      path = "/.well-known/oauth-authorization-server";
    }
    const issuer = `${origin}${at}`;
    const known = at === "" ? clients : secondClients;
    const resourceMetadata = `${origin}/.well-known/oauth-protected-resource/mcp`;
    if (path.startsWith("/.well-known/oauth-protected-resource")) {
      return json(response, 200, {
        resource: `${origin}/mcp`,
        authorization_servers: [moved ? `${origin}/as2` : origin],
        scopes_supported: ["read", "admin"],
      });
    }
    if (path === "/.well-known/oauth-authorization-server") {
      return json(response, 200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        registration_endpoint: `${issuer}/register`,
        response_types_supported: ["code"],
        grant_types_supported: ["authorization_code", "refresh_token"],
        code_challenge_methods_supported: ["S256"],
        token_endpoint_auth_methods_supported: ["none", "client_secret_basic", "private_key_jwt"],
        scopes_supported: ["read", "admin"],
        ...(options.iss === undefined
          ? {}
          : { authorization_response_iss_parameter_supported: true }),
      });
    }
    if (path === "/register" && request.method === "POST") {
      const metadata = JSON.parse(await body(request)) as Record<string, unknown>;
      registrations.push(metadata);
      registeredWith.push(issuer);
      const clientId = `client-${randomBytes(4).toString("hex")}`;
      known.add(clientId);
      return json(response, 201, {
        ...metadata,
        client_id: clientId,
        token_endpoint_auth_method: "none",
      });
    }
    if (path === "/authorize") {
      const query = url.searchParams;
      const clientId = query.get("client_id") ?? "";
      const redirectUri = query.get("redirect_uri") ?? "";
      if (!known.has(clientId) || query.get("code_challenge_method") !== "S256") {
        return json(response, 400, { error: "invalid_request" });
      }
      const code = `code-${randomBytes(8).toString("hex")}`;
      codes.set(code, {
        clientId,
        redirectUri,
        challenge: query.get("code_challenge") ?? "",
        scope: options.withholdAdmin ? "read" : (query.get("scope") ?? "read"),
      });
      const back = new URL(redirectUri);
      back.searchParams.set("code", code);
      const state = query.get("state");
      if (state !== null) back.searchParams.set("state", state);
      if (options.iss !== undefined) {
        back.searchParams.set("iss", options.iss === "own" ? issuer : "https://other.example");
      }
      response.writeHead(302, { location: String(back) }).end();
      return;
    }
    if (path === "/token" && request.method === "POST") {
      const form = new URLSearchParams(await body(request));
      const grantType = form.get("grant_type") ?? "";
      grants.push(grantType);
      if (grantType === "authorization_code") {
        const grant = codes.get(form.get("code") ?? "");
        codes.delete(form.get("code") ?? "");
        const verifier = form.get("code_verifier") ?? "";
        const challenge = createHash("sha256").update(verifier).digest("base64url");
        if (grant === undefined || grant.challenge !== challenge) {
          return json(response, 400, { error: "invalid_grant" });
        }
        return json(response, 200, issue(grant.clientId, grant.scope));
      }
      if (grantType === "refresh_token") {
        const held = refresh.get(form.get("refresh_token") ?? "");
        if (held === undefined) return json(response, 400, { error: "invalid_grant" });
        refresh.delete(form.get("refresh_token") ?? "");
        return json(response, 200, issue(held.clientId, held.scope));
      }
      const machine = options.machine;
      if (grantType === "client_credentials" && machine !== undefined) {
        const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? "")?.[1];
        const [id, secret] = Buffer.from(basic ?? "", "base64")
          .toString()
          .split(":");
        const assertion = form.get("client_assertion");
        const known =
          machine.secret !== undefined
            ? decodeURIComponent(id ?? "") === machine.id &&
              decodeURIComponent(secret ?? "") === machine.secret
            : machine.key !== undefined &&
              assertion !== null &&
              assertionHolds(assertion, machine.key, machine.id);
        if (!known) return json(response, 401, { error: "invalid_client" });
        return json(response, 200, issue(machine.id, form.get("scope") ?? "read"));
      }
      return json(response, 400, { error: "unsupported_grant_type" });
    }
    if (url.pathname === "/mcp") {
      const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1] ?? "";
      const scope = access.get(token);
      if (scope === undefined) {
        response
          .writeHead(401, {
            "www-authenticate": `Bearer resource_metadata="${resourceMetadata}", scope="read"`,
          })
          .end();
        return;
      }
      const text = request.method === "POST" ? await body(request) : "";
      const message = text === "" ? undefined : (JSON.parse(text) as Record<string, unknown>);
      const params = message?.params as { name?: string } | undefined;
      if (message?.method === "tools/call" && params?.name === options.leakTool) {
        response.writeHead(500).end(`the token ${token} is not allowed here`);
        return;
      }
      const needsAdmin =
        message?.method === "tools/call" && (options.adminTools ?? []).includes(params?.name ?? "");
      if (needsAdmin && !scope.split(" ").includes("admin")) {
        response
          .writeHead(403, {
            "www-authenticate": `Bearer error="insufficient_scope", scope="read admin", resource_metadata="${resourceMetadata}"`,
          })
          .end();
        return;
      }
      const mcp = createMcpServer(tools);
      const transport = new StreamableHTTPServerTransport({});
      response.once("close", () => void mcp.close());
      await mcp.connect(transport);
      await transport.handleRequest(request, response, message);
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: new URL(`${origin}/mcp`),
    requests,
    grants,
    issued,
    registrations,
    registeredWith,
    expireAccessTokens: () => access.clear(),
    moveAuthorization: () => {
      moved = true;
      access.clear();
      refresh.clear();
    },
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * What a user's `authorize` does, without a browser: follows the authorization URL (the test
 * server approves at once) and resolves with the callback URL it redirects to.
 */
export async function approve(authorizationUrl: URL): Promise<URL> {
  const response = await fetch(authorizationUrl, { redirect: "manual" });
  const location = response.headers.get("location");
  if (location === null)
    throw new Error(`no redirect from the authorize endpoint (${response.status})`);
  return new URL(location);
}
