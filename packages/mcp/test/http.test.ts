// kit-mcp serve <module> --http, spawned on free loopback ports, driven by the official client
// and by raw requests.
import { once } from "node:events";
import { connect } from "node:net";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { clientSuite, textOf } from "./support/client-suite";
import {
  connectClient,
  type HttpServer,
  INITIALIZE,
  post,
  startHttpServer,
  TOKEN,
} from "./support/http-client";
import { FIXTURE, killAll, refusalOf, spawnKitMcp } from "./support/kit-mcp-process";

/** The JSON of each event's data in an event stream's text. */
function eventData(stream: string): unknown[] {
  return stream
    .split("\n")
    .filter((line) => line.startsWith("data: ") && line.length > 6)
    .map((line) => JSON.parse(line.slice(6)));
}

describe("over HTTP, one server for the suite", () => {
  let server: HttpServer;
  let client: Client;
  beforeAll(async () => {
    server = await startHttpServer(["--allow-origin", "https://app.example.com"]);
    client = await connectClient([server.url]);
  });
  afterAll(async () => {
    await client.close();
    await killAll();
  });

  clientSuite(() => client);

  test("the server keeps no session: its session id only carries the client's capabilities, and every request stands alone", async () => {
    const response = await post(server.url, INITIALIZE);
    expect(response.status).toBe(200);
    expect(response.headers.get("mcp-session-id")).toMatch(/^[0-9a-f-]{36}\.$/);
    expect(response.headers.get("content-type")).toContain("application/json");
    const withBoth = await post(
      server.url,
      INITIALIZE.replace('"capabilities":{}', '"capabilities":{"elicitation":{},"sampling":{}}'),
    );
    expect(withBoth.headers.get("mcp-session-id")).toMatch(/^[0-9a-f-]{36}\.es$/);
    // No session id, or one this server never issued: the call runs all the same.
    for (const headers of [{}, { "Mcp-Session-Id": "made-up" }]) {
      const call = await post(
        server.url,
        JSON.stringify({
          jsonrpc: "2.0",
          id: 7,
          method: "tools/call",
          params: { name: "greet", arguments: { name: "Di" } },
        }),
        { "MCP-Protocol-Version": "2025-06-18", ...headers },
      );
      // A call answers on an event stream, for its progress and log messages.
      expect(call.headers.get("content-type")).toContain("text/event-stream");
      expect(eventData(await call.text())).toMatchObject([
        { id: 7, result: { structuredContent: { message: "Hello, Di!" } } },
      ]);
    }
  });

  test("tool schemas carry $schema for a client of 2025-11-25 or later, not for an older one", async () => {
    const list = JSON.stringify({ jsonrpc: "2.0", id: 3, method: "tools/list" });
    const schemaOf = async (version: string) => {
      const response = await post(server.url, list, { "MCP-Protocol-Version": version });
      const { result } = (await response.json()) as {
        result: { tools: { name: string; inputSchema: Record<string, unknown> }[] };
      };
      return result.tools.find((tool) => tool.name === "greet")?.inputSchema;
    };
    expect(await schemaOf("2025-06-18")).not.toHaveProperty("$schema");
    expect(await schemaOf("2025-11-25")).toMatchObject({
      $schema: "https://json-schema.org/draft/2020-12/schema",
      type: "object",
    });
  });

  test("an answer that no request of the server waits for gets 400", async () => {
    const response = await post(
      server.url,
      JSON.stringify({ jsonrpc: "2.0", id: "kit-unknown", result: { action: "cancel" } }),
      { "MCP-Protocol-Version": "2025-06-18" },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { message: "Bad Request: no request of this server waits for this answer" },
    });
  });

  test("without a token, or with a wrong one, a request gets 401 and nothing else", async () => {
    for (const authorization of [
      undefined,
      "",
      "Bearer",
      "Bearer ",
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      "Bearer wrong",
      `Basic ${TOKEN}`,
      TOKEN,
    ]) {
      const headers: Record<string, string> = { Authorization: authorization ?? "" };
      const response = await post(server.url, INITIALIZE, headers);
      expect(response.status, String(authorization)).toBe(401);
      expect(response.headers.get("www-authenticate")).toBe("Bearer");
      expect(await response.json()).toMatchObject({ error: { code: -32000 } });
    }
    expect((await post(server.url, INITIALIZE, { Authorization: `bearer ${TOKEN}` })).status).toBe(
      200,
    );
  });

  test("a request from a browser on another site gets 403; loopback and allowed origins pass", async () => {
    for (const origin of [
      "https://evil.example",
      "http://app.example.com",
      "https://app.example.com.evil.example",
      "null",
      "file://",
      "not a url",
    ]) {
      const response = await post(server.url, INITIALIZE, { Origin: origin });
      expect(response.status, origin).toBe(403);
    }
    for (const origin of [
      "http://localhost:5173",
      "http://127.0.0.1",
      "https://[::1]:8443",
      "https://app.example.com",
      "https://APP.example.com:443",
    ]) {
      const response = await post(server.url, INITIALIZE, { Origin: origin });
      expect(response.status, origin).toBe(200);
    }
  });

  test("a body over the limit gets 413, declared or streamed", async () => {
    const big = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping", pad: "x".repeat(2 << 20) });
    const declared = await post(server.url, big);
    expect(declared.status).toBe(413);
    expect(await declared.json()).toMatchObject({
      error: { message: "Payload too large: the limit is 1048576 bytes" },
    });
    const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
    let sent = 0;
    const streamed = await fetch(server.url, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${TOKEN}`,
        "Content-Type": "application/json",
        Accept: "application/json, text/event-stream",
      },
      body: new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent++ < 40) controller.enqueue(chunk);
          else controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
    // A terabyte announced: refused from the headers alone, before a byte of the body.
    const socket = connect(Number(server.url.port), server.url.hostname);
    socket.write(
      `POST /mcp HTTP/1.1\r\nHost: ${server.url.host}\r\nAuthorization: Bearer ${TOKEN}\r\n` +
        "Content-Type: application/json\r\nContent-Length: 1000000000000\r\n\r\n{",
    );
    const [head] = (await once(socket.setEncoding("utf8"), "data")) as [string];
    socket.destroy();
    expect(head).toMatch(/^HTTP\/1\.1 413 /);
    expect(textOf(await client.callTool({ name: "echo", arguments: { after: 413 } }))).toBe(
      '{"after":413}',
    );
  });

  test("broken JSON gets 400 with a parse error, and so does a JSON body that is no message", async () => {
    const broken = await post(server.url, '{"jsonrpc": "2.0", ');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ error: { code: -32700 }, id: null });
    for (const body of ["42", '"text"', "[[]]", '{"hello":"world"}']) {
      const response = await post(server.url, body);
      expect(response.status, body).toBe(400);
    }
    // An empty batch is an invalid request (JSON-RPC 2.0; the SDK v2 says so, where 1.x took it).
    const empty = await post(server.url, "[]");
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ error: { code: -32600 }, id: null });
  });

  test("other paths get 404 and other methods 405", async () => {
    const elsewhere = await post(new URL("/other", server.url), INITIALIZE);
    expect(elsewhere.status).toBe(404);
    for (const method of ["GET", "DELETE", "PUT"]) {
      const response = await fetch(server.url, {
        method,
        headers: { Authorization: `Bearer ${TOKEN}` },
      });
      expect(response.status, method).toBe(405);
      expect(response.headers.get("allow")).toBe("POST");
    }
  });

  test("1,000 concurrent calls each get their own answer, and later calls still work", async () => {
    const results = await Promise.all(
      Array.from({ length: 1000 }, (_, index) =>
        client.callTool({ name: "echo", arguments: { index } }),
      ),
    );
    results.forEach((result, index) => {
      expect(textOf(result)).toBe(`{"index":${index}}`);
    });
    const after = await client.callTool({ name: "greet", arguments: { name: "Ed" } });
    expect(after.structuredContent).toEqual({ message: "Hello, Ed!" });
  });
});

describe("over HTTP, two processes behind one client", () => {
  const servers: HttpServer[] = [];
  beforeAll(async () => {
    servers.push(await startHttpServer(), await startHttpServer());
  });
  afterAll(killAll);

  test("a client alternating between them call by call: every call succeeds", async () => {
    const [first, second] = servers as [HttpServer, HttpServer];
    expect(first.url.port).not.toBe(second.url.port);
    const client = await connectClient([first.url, second.url]);
    await client.listTools();
    for (let index = 0; index < 20; index += 1) {
      const result = await client.callTool({ name: "greet", arguments: { name: `p${index}` } });
      expect(result.structuredContent).toEqual({ message: `Hello, p${index}!` });
    }
    await client.close();
  });
});

describe("over HTTP, starting and stopping", () => {
  afterEach(killAll);

  test("without KIT_MCP_TOKEN the server refuses to start: code 1 and why on stderr", async () => {
    for (const token of [undefined, ""]) {
      const server = spawnKitMcp(["serve", FIXTURE, "--http", "--port", "0"], {
        KIT_MCP_TOKEN: token,
      });
      expect(await server.exited).toBe(1);
      expect(server.stderr()).toBe(
        "kit-mcp: --http needs a token: set KIT_MCP_TOKEN to the secret clients send as 'Authorization: Bearer <token>'\n",
      );
    }
  });

  test.each([
    ["a b", "holds whitespace (at position 2)"],
    ["x", "is too short to be a token: it needs at least 16 characters"],
    ["0123456789abcdef\u0007", "holds a control character (at position 17)"],
  ])("KIT_MCP_TOKEN=%j: refuses to start, code 1, the token not shown", async (token, why) => {
    const server = spawnKitMcp(["serve", FIXTURE, "--http", "--port", "0"], {
      KIT_MCP_TOKEN: token,
    });
    expect(await refusalOf(server)).toBe(1);
    expect(server.stderr()).toBe(
      `kit-mcp: KIT_MCP_TOKEN ${why}${why.startsWith("holds") ? ": a bearer token is visible ASCII only" : ""}; try: openssl rand -hex 32\n`,
    );
  });

  test("a port in use: code 1 and why on stderr", async () => {
    const first = await startHttpServer();
    const second = spawnKitMcp(["serve", FIXTURE, "--http", "--port", first.url.port], {
      KIT_MCP_TOKEN: TOKEN,
    });
    expect(await second.exited).toBe(1);
    expect(second.stderr()).toMatch(/^kit-mcp: cannot start: .*EADDRINUSE/m);
  });

  test("a client that goes away mid-call aborts the tool's signal; the server goes on", async () => {
    const server = await startHttpServer();
    const client = await connectClient([server.url]);
    const leaving = new AbortController();
    const call = post(
      server.url,
      JSON.stringify({
        jsonrpc: "2.0",
        id: 1,
        method: "tools/call",
        params: { name: "wait_for_abort", arguments: {} },
      }),
      { "MCP-Protocol-Version": "2025-06-18" },
      leaving.signal,
    ).catch(() => undefined);
    await server.process.waitForStderr(/wait_for_abort: started/);
    leaving.abort();
    await server.process.waitForStderr(/wait_for_abort: saw the abort/);
    await call;
    const after = await client.callTool({ name: "greet", arguments: { name: "Fy" } });
    expect(after.structuredContent).toEqual({ message: "Hello, Fy!" });
    await client.close();
  });

  test("SIGTERM aborts the calls in flight, answers them, and ends the process with code 0", async () => {
    const server = await startHttpServer();
    const client = await connectClient([server.url]);
    const call = client.callTool({ name: "wait_for_abort", arguments: {} });
    await server.process.waitForStderr(/wait_for_abort: started/);
    server.process.child.kill("SIGTERM");
    const result = await call;
    expect(result.isError).toBe(true);
    expect(textOf(result)).toBe(
      "Tool 'wait_for_abort' execution failed: kit-mcp is stopping (SIGTERM)",
    );
    expect(await server.process.exited).toBe(0);
    expect(server.process.stderr()).toContain("wait_for_abort: saw the abort");
  });
});
