// kit-mcp serve --http answering requests of protocol 2026-07-28 (version and capabilities in
// `_meta` on every request, no initialize) beside 2025 clients, on one process.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type HttpServer, INITIALIZE, post, startHttpServer } from "./support/http-client";
import { killAll } from "./support/kit-mcp-process";
import { ANSWERING, MODERN_VERSION, messageOf, modernRequest } from "./support/modern-request";

const RICH = "test/fixtures/rich-tools.ts";

describe("protocol 2026-07-28 over HTTP", () => {
  let server: HttpServer;
  beforeAll(async () => {
    server = await startHttpServer([], RICH);
  });
  afterAll(killAll);

  test("server/discover names the revision and the tools capability, without initialize", async () => {
    const answer = await messageOf(
      await modernRequest(server.url, "server/discover", {}, { id: 3 }),
    );
    expect(answer).toMatchObject({ id: 3, result: { capabilities: { tools: {} } } });
    const result = answer.result as {
      supportedVersions: string[];
      _meta: Record<string, { name: string }>;
    };
    expect(result.supportedVersions).toContain(MODERN_VERSION);
    expect(result._meta["io.modelcontextprotocol/serverInfo"]?.name).toBe("kit-mcp");
  });

  test("tools/list: every tool in registration order, with resultType and cache fields", async () => {
    const answer = await messageOf(await modernRequest(server.url, "tools/list"));
    const result = answer.result as Record<string, unknown> & { tools: { name: string }[] };
    expect(result.tools.map((tool) => tool.name)).toEqual(["steps", "picture", "ask", "resources"]);
    expect(result.resultType).toBe("complete");
    expect(typeof result.ttlMs).toBe("number");
    expect(["public", "private"]).toContain(result.cacheScope);
    // The same order on every request (any replica serves the same list).
    const again = await messageOf(await modernRequest(server.url, "tools/list"));
    expect(again.result).toEqual(result);
  });

  test("a version the server does not speak is -32022 carrying the request's id", async () => {
    const response = await modernRequest(
      server.url,
      "tools/list",
      {},
      { id: 42, version: "2099-01-01" },
    );
    expect(response.status).toBe(400);
    const answer = await messageOf(response);
    expect(answer).toMatchObject({ id: 42, error: { code: -32022 } });
    const data = (answer.error as { data?: { supported?: string[] } }).data;
    expect(data?.supported).toContain(MODERN_VERSION);
  });

  test("an Mcp-Method or Mcp-Name header that disagrees with the body is refused, naming the header", async () => {
    const wrongMethod = await modernRequest(
      server.url,
      "tools/list",
      {},
      {
        id: 5,
        headers: { "Mcp-Method": "tools/call" },
      },
    );
    expect(wrongMethod.status).toBe(400);
    const method = await messageOf(wrongMethod);
    expect(method).toMatchObject({ id: 5, error: { code: -32020 } });
    expect((method.error as { message: string }).message).toMatch(/Mcp-Method/);
    const wrongName = await modernRequest(
      server.url,
      "tools/call",
      { name: "steps", arguments: {} },
      { id: 6, headers: { "Mcp-Name": "picture" } },
    );
    expect(wrongName.status).toBe(400);
    const name = await messageOf(wrongName);
    expect(name).toMatchObject({ id: 6, error: { code: -32020 } });
    expect((name.error as { message: string }).message).toMatch(/Mcp-Name/);
  });

  test("what 2026-07-28 removed is not answered for its requests: ping, logging/setLevel", async () => {
    for (const method of ["ping", "logging/setLevel"]) {
      const answer = await messageOf(
        await modernRequest(server.url, method, method === "ping" ? {} : { level: "debug" }),
      );
      expect(answer.error, method).toMatchObject({ code: -32601 });
    }
  });

  test("a tools/call result carries resultType complete", async () => {
    const answer = await messageOf(
      await modernRequest(server.url, "tools/call", { name: "resources", arguments: {} }),
    );
    expect(answer.result).toMatchObject({ resultType: "complete", content: [{ type: "text" }] });
  });

  test("context.elicit and context.sample: each question an InputRequiredResult, answered by retrying the call", async () => {
    const call = { name: "ask", arguments: {} };
    const first = await messageOf(
      await modernRequest(server.url, "tools/call", call, { capabilities: ANSWERING }),
    );
    const asked = first.result as {
      resultType: string;
      inputRequests: Record<string, { method: string; params: { message?: string } }>;
      requestState: string;
    };
    expect(asked.resultType).toBe("input_required");
    expect(Object.keys(asked.inputRequests)).toEqual(["kit-1"]);
    expect(asked.inputRequests["kit-1"]).toMatchObject({
      method: "elicitation/create",
      params: { message: "Your name?", requestedSchema: { type: "object" } },
    });
    // Opaque: the client reads nothing of what the state carries.
    expect(asked.requestState).not.toMatch(/ask|kit-1/);
    const second = await messageOf(
      await modernRequest(
        server.url,
        "tools/call",
        {
          ...call,
          inputResponses: { "kit-1": { action: "accept", content: { name: "Di" } } },
          requestState: asked.requestState,
        },
        { capabilities: ANSWERING },
      ),
    );
    const sampling = second.result as typeof asked;
    expect(sampling.resultType).toBe("input_required");
    expect(sampling.inputRequests["kit-2"]).toMatchObject({ method: "sampling/createMessage" });
    const done = await messageOf(
      await modernRequest(
        server.url,
        "tools/call",
        {
          ...call,
          inputResponses: {
            "kit-2": { role: "assistant", content: { type: "text", text: "Hi Di" }, model: "m" },
          },
          requestState: sampling.requestState,
        },
        { capabilities: ANSWERING },
      ),
    );
    expect(done.result).toMatchObject({
      resultType: "complete",
      content: [{ type: "text", text: '{"greeting":"Hi Di"}' }],
    });
  });

  test("a client that declared neither capability: the tool's question is -32021 naming it", async () => {
    const response = await modernRequest(server.url, "tools/call", { name: "ask", arguments: {} });
    const answer = await messageOf(response);
    expect(answer.error).toMatchObject({
      code: -32021,
      data: { requiredCapabilities: { elicitation: {} } },
    });
    expect((answer.error as { message: string }).message).toMatch(
      /Tool 'ask' asked for elicitation, which its caller does not support\. Declare 'elicitation'/,
    );
  });

  test("a requestState altered, made up, or sent with other arguments is refused with -32602 saying why", async () => {
    const call = { name: "ask", arguments: {} };
    const first = await messageOf(
      await modernRequest(server.url, "tools/call", call, { capabilities: ANSWERING }),
    );
    const state = (first.result as { requestState: string }).requestState;
    const flipped = `${state.slice(0, 20)}${state[20] === "A" ? "B" : "A"}${state.slice(21)}`;
    const cases = [
      [flipped, call, /altered/],
      ["kit1.bm90IGEgc3RhdGU", call, /not handed out by this server/],
      ['{"answers":{}}', call, /not handed out by this server/],
      [state, { name: "ask", arguments: { extra: 1 } }, /another call/],
    ] as const;
    for (const [requestState, params, message] of cases) {
      const answer = await messageOf(
        await modernRequest(
          server.url,
          "tools/call",
          { ...params, requestState, inputResponses: { "kit-1": { action: "decline" } } },
          { capabilities: ANSWERING },
        ),
      );
      expect(answer.error, requestState).toMatchObject({ code: -32602 });
      expect((answer.error as { message: string }).message).toMatch(message);
    }
  });

  test("a 2025 client on the same process still initializes and calls as before", async () => {
    const response = await post(server.url, INITIALIZE);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ result: { protocolVersion: "2025-06-18" } });
  });
});
