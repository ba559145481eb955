// kit-mcp serve --http --no-auth: no token, allowed only on a loopback host, and then only for
// requests whose Host and Origin are loopback (what DNS rebinding would break).
import { request } from "node:http";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { textOf } from "./support/client-suite";
import { INITIALIZE } from "./support/http-client";
import {
  FIXTURE,
  type KitMcpProcess,
  killAll,
  refusalOf,
  spawnKitMcp,
} from "./support/kit-mcp-process";

/** A POST of `INITIALIZE` with exactly these headers (fetch would set Host itself). */
function postWith(url: URL, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json, text/event-stream",
        ...headers,
      },
    });
    outgoing.once("response", (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    outgoing.once("error", reject);
    outgoing.end(INITIALIZE);
  });
}

describe("--no-auth on 127.0.0.1", () => {
  let server: KitMcpProcess;
  let url: URL;
  beforeAll(async () => {
    server = spawnKitMcp(["serve", FIXTURE, "--http", "--port", "0", "--no-auth"], {
      KIT_MCP_TOKEN: undefined,
    });
    const [, address] = await server.waitForStderr(/serving \d+ tools at (http:\/\/\S+)\n/);
    url = new URL(address ?? "");
  });
  afterAll(killAll);

  test("says on stderr that no token is asked, and what is checked instead", () => {
    expect(server.stderr()).toContain(
      "kit-mcp: --no-auth: requests need no token; only a loopback Host and Origin are accepted\n",
    );
  });

  test("the official client connects and calls without a token", async () => {
    const client = new Client({ name: "test", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(url));
    const result = await client.callTool({ name: "echo", arguments: { open: true } });
    expect(textOf(result)).toBe('{"open":true}');
    await client.close();
  });

  test("a Host or Origin other than loopback gets 403; loopback ones pass", async () => {
    const evil = "evil.example.com";
    expect(await postWith(url, { Host: evil, Origin: `http://${evil}` })).toBe(403);
    expect(await postWith(url, { Host: `${evil}:${url.port}` })).toBe(403);
    expect(await postWith(url, { Host: url.host, Origin: `http://${evil}` })).toBe(403);
    expect(await postWith(url, { Host: url.host, Origin: `http://${url.host}` })).toBe(200);
    expect(await postWith(url, { Host: `localhost:${url.port}` })).toBe(200);
  });
});

describe("--no-auth refused", () => {
  afterEach(killAll);

  test.each(["0.0.0.0", "::"])(
    "on --host %s: code 2, why on stderr, nothing served",
    async (host) => {
      // Port 0: a refusal that broke serves at once (and fails here) instead of waiting.
      const server = spawnKitMcp(
        ["serve", FIXTURE, "--http", "--no-auth", "--host", host, "--port", "0"],
        { KIT_MCP_TOKEN: undefined },
      );
      expect(await refusalOf(server)).toBe(2);
      expect(server.stderr()).toContain(
        `kit-mcp: --no-auth is allowed only on a loopback host (127.0.0.1, ::1, localhost), not '${host}'`,
      );
      expect(server.stderr()).not.toContain("serving");
    },
  );

  test("with KIT_MCP_TOKEN set too: code 1, and the token is not shown", async () => {
    const secret = "no-auth-and-a-token-0123456789";
    const server = spawnKitMcp(["serve", FIXTURE, "--http", "--port", "0", "--no-auth"], {
      KIT_MCP_TOKEN: secret,
    });
    expect(await refusalOf(server)).toBe(1);
    expect(server.stderr()).toBe(
      "kit-mcp: --no-auth and KIT_MCP_TOKEN ask for opposite things: unset one of them\n",
    );
  });
});
