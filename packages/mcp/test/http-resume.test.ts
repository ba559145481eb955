// Resumable event streams of kit-mcp over HTTP (protocol 2025-11-25, "Resumability and
// Redelivery"): a tool call's stream opens with a priming event, and a client that lost it, or
// that the server told to poll (--poll-after), gets the rest with GET and Last-Event-ID.
import { CANARY } from "@kit/test-support";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type HttpServer, post, startHttpServer, TOKEN } from "./support/http-client";
import { killAll } from "./support/kit-mcp-process";

const FIXTURE = "test/fixtures/resume-tools.ts";
const VERSION = "2025-11-25";

/** One event of a stream: its id, its retry field and its data, as a client parses them. */
interface StreamEvent {
  readonly id: string | undefined;
  readonly retry: string | undefined;
  readonly data: string;
}

/** Reads a response's events one at a time, keeping the raw text for searches. */
class EventReader {
  readonly #reader: ReadableStreamDefaultReader<string>;
  #buffer = "";
  text = "";

  constructor(response: Response) {
    this.#reader = (response.body as ReadableStream<Uint8Array>)
      .pipeThrough(new TextDecoderStream())
      .getReader();
  }

  /** The next event, or undefined once the stream has ended. */
  async next(): Promise<StreamEvent | undefined> {
    for (;;) {
      const end = this.#buffer.indexOf("\n\n");
      if (end >= 0) {
        const block = this.#buffer.slice(0, end);
        this.#buffer = this.#buffer.slice(end + 2);
        if (block.startsWith(":")) continue; // a keep-alive comment
        const field = (name: string) =>
          block
            .split("\n")
            .find((line) => line.startsWith(`${name}:`))
            ?.slice(name.length + 1)
            .trim();
        return { id: field("id"), retry: field("retry"), data: field("data") ?? "" };
      }
      const { done, value } = await this.#reader.read();
      if (done) return undefined;
      this.text += value;
      this.#buffer += value;
    }
  }

  /** Every event left, until the stream ends. */
  async rest(): Promise<StreamEvent[]> {
    const events: StreamEvent[] = [];
    for (let event = await this.next(); event !== undefined; event = await this.next()) {
      events.push(event);
    }
    return events;
  }

  /** Events up to and including the first whose message has `method`. */
  async until(method: string): Promise<StreamEvent[]> {
    const events: StreamEvent[] = [];
    for (;;) {
      const event = await this.next();
      if (event === undefined) throw new Error(`the stream ended before a ${method} message`);
      events.push(event);
      if (event.data !== "" && JSON.parse(event.data).method === method) return events;
    }
  }
}

/** The session id of a client of 2025-11-25 that can answer elicitation requests. */
async function session(server: HttpServer): Promise<string> {
  const response = await post(
    server.url,
    JSON.stringify({
      jsonrpc: "2.0",
      id: 0,
      method: "initialize",
      params: {
        protocolVersion: VERSION,
        capabilities: { elicitation: {} },
        clientInfo: { name: "raw", version: "1.0.0" },
      },
    }),
  );
  const id = response.headers.get("mcp-session-id");
  expect(id).toMatch(/\.er$/);
  return id as string;
}

/** POSTs a call of ask_with_key, as request `id` of the session. */
function callAsk(
  server: HttpServer,
  sessionId: string,
  id: number,
  signal?: AbortSignal,
  version = VERSION,
): Promise<Response> {
  return post(
    server.url,
    JSON.stringify({
      jsonrpc: "2.0",
      id,
      method: "tools/call",
      params: { name: "ask_with_key", arguments: {}, _meta: { progressToken: id } },
    }),
    { "Mcp-Session-Id": sessionId, "MCP-Protocol-Version": version },
    signal,
  );
}

/** Answers the elicitation request in `event` with a name. */
async function answer(server: HttpServer, sessionId: string, event: StreamEvent): Promise<void> {
  const request = JSON.parse(event.data) as { id: string };
  const response = await post(
    server.url,
    JSON.stringify({
      jsonrpc: "2.0",
      id: request.id,
      result: { action: "accept", content: { name: "Ada" } },
    }),
    { "Mcp-Session-Id": sessionId, "MCP-Protocol-Version": VERSION },
  );
  expect(response.status).toBe(202);
}

/** A GET that resumes a stream after `lastEventId`. */
function resume(
  server: HttpServer,
  lastEventId: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(server.url, {
    headers: {
      Authorization: `Bearer ${TOKEN}`,
      Accept: "text/event-stream",
      "MCP-Protocol-Version": VERSION,
      "Last-Event-ID": lastEventId,
      ...headers,
    },
  });
}

/** The messages of events, priming events left out. */
function messages(events: readonly StreamEvent[]): { id?: unknown; method?: string }[] {
  return events.filter((event) => event.data !== "").map((event) => JSON.parse(event.data));
}

describe("resumable event streams", () => {
  let server: HttpServer;
  beforeAll(async () => {
    server = await startHttpServer([], FIXTURE);
  });
  afterAll(killAll);

  test("a call's stream opens with a priming event: an id, retry and no data; then every event has an id", async () => {
    const sessionId = await session(server);
    const reader = new EventReader(await callAsk(server, sessionId, 1));
    const events = await reader.until("elicitation/create");
    expect(events[0]).toEqual({ id: expect.any(String), retry: "1000", data: "" });
    expect(messages(events).map((message) => message.method)).toEqual([
      "notifications/message",
      "elicitation/create",
    ]);
    const ids = events.map((event) => event.id);
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(ids.length);
    await answer(server, sessionId, events.at(-1) as StreamEvent);
    expect(messages(await reader.rest()).at(-1)).toMatchObject({ id: 1, result: {} });
  });

  test("a request that says 2025-03-26 from a client whose handshake said 2025-11-25 (its session id) is primed too", async () => {
    const sessionId = await session(server);
    const reader = new EventReader(await callAsk(server, sessionId, 8, undefined, "2025-03-26"));
    const events = await reader.until("elicitation/create");
    expect(events[0]).toEqual({ id: expect.any(String), retry: "1000", data: "" });
    expect(events.filter((event) => event.data === "")).toHaveLength(1);
    await answer(server, sessionId, events.at(-1) as StreamEvent);
    expect(messages(await reader.rest()).at(-1)).toMatchObject({ id: 8, result: {} });
  });

  test("a client that lost the stream resumes with Last-Event-ID: the events it missed, then the result", async () => {
    const sessionId = await session(server);
    const leaving = new AbortController();
    const reader = new EventReader(await callAsk(server, sessionId, 2, leaving.signal));
    const seen = await reader.until("elicitation/create");
    leaving.abort();
    // The call goes on without its stream: the answer reaches it, and its events are kept.
    await answer(server, sessionId, seen.at(-1) as StreamEvent);
    const priming = seen[0]?.id as string;
    const resumed = new EventReader(await resume(server, priming, { "Mcp-Session-Id": sessionId }));
    const missed = await resumed.rest();
    // Everything after the priming event, once: what the client saw, then what it missed.
    expect(missed.map((event) => event.id).slice(0, seen.length - 1)).toEqual(
      seen.slice(1).map((event) => event.id),
    );
    expect(messages(missed).at(-1)).toMatchObject({
      id: 2,
      result: { content: [{ type: "text", text: '{"name":"Ada","usedKey":"[REDACTED]"}' }] },
    });
    expect(messages(missed).map((message) => message.method)).toEqual([
      "notifications/message",
      "elicitation/create",
      "notifications/progress",
      undefined,
    ]);
    // A later GET from the last event it saw gets what follows it: the result alone.
    const again = await new EventReader(
      await resume(server, missed.at(-3)?.id as string, { "Mcp-Session-Id": sessionId }),
    ).rest();
    expect(messages(again).map((message) => message.id)).toEqual([undefined, 2]);
  });

  test("a resume takes the stream over from a response the client still holds", async () => {
    const sessionId = await session(server);
    const first = new EventReader(await callAsk(server, sessionId, 3));
    const seen = await first.until("elicitation/create");
    const second = new EventReader(
      await resume(server, seen.at(-1)?.id as string, { "Mcp-Session-Id": sessionId }),
    );
    // The POST's response ends; the GET's carries the rest.
    expect(await first.rest()).toEqual([]);
    await answer(server, sessionId, seen.at(-1) as StreamEvent);
    expect(messages(await second.rest()).at(-1)).toMatchObject({ id: 3, result: {} });
  });

  test("an unknown event id, or one of another session, gets 404 and says why; without an event id, GET gets 405", async () => {
    const sessionId = await session(server);
    const events = await new EventReader(await callAsk(server, sessionId, 4)).until(
      "elicitation/create",
    );
    const mine = events[0]?.id as string;
    const other = await session(server);
    for (const [lastEventId, headers] of [
      ["made-up", { "Mcp-Session-Id": sessionId }],
      [mine, { "Mcp-Session-Id": other }],
      [mine, {}],
    ] as const) {
      const response = await resume(server, lastEventId, headers);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        jsonrpc: "2.0",
        error: {
          code: -32000,
          message:
            "Not found: no event stream of this process holds the Last-Event-ID for this session: another process served the call (resuming needs the same process: one replica, or sticky sessions), or its events are no longer kept (they are kept 5 minutes after the answer, 10,000 events at most)",
        },
        id: null,
      });
    }
    const plain = await fetch(server.url, {
      headers: { Authorization: `Bearer ${TOKEN}`, Accept: "text/event-stream" },
    });
    expect(plain.status).toBe(405);
    await answer(server, sessionId, events.at(-1) as StreamEvent);
  });

  test("the canary credential is in no event, live or resumed: the events hold the redacted result", async () => {
    const sessionId = await session(server);
    const leaving = new AbortController();
    const reader = new EventReader(await callAsk(server, sessionId, 5, leaving.signal));
    const seen = await reader.until("elicitation/create");
    leaving.abort();
    await answer(server, sessionId, seen.at(-1) as StreamEvent);
    const resumed = new EventReader(
      await resume(server, seen[0]?.id as string, { "Mcp-Session-Id": sessionId }),
    );
    const missed = await resumed.rest();
    expect(messages(missed).at(-1)).toMatchObject({
      id: 5,
      result: { content: [{ type: "text", text: '{"name":"Ada","usedKey":"[REDACTED]"}' }] },
    });
    expect(`${reader.text}${resumed.text}`).toContain("[REDACTED]");
    expect(`${reader.text}${resumed.text}`).not.toContain(CANARY);
    expect(server.process.stderr()).not.toContain(CANARY);
  });

  test("a client of an older protocol (no handshake of 2025-11-25 either) gets no priming event and no ids", async () => {
    const response = await post(
      server.url,
      JSON.stringify({
        jsonrpc: "2.0",
        id: 6,
        method: "tools/call",
        params: { name: "ask_with_key", arguments: {} },
      }),
      { "MCP-Protocol-Version": "2025-06-18" },
    );
    const events = await new EventReader(response).rest();
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) {
      expect(event).toMatchObject({ id: undefined, retry: undefined });
      expect(event.data).not.toBe("");
    }
    // It declared no elicitation: the tool is told so at once.
    expect(messages(events).at(-1)).toMatchObject({ id: 6, result: { isError: true } });
  });
});

describe("--poll-after: the server closes a call's stream and the client polls", () => {
  let server: HttpServer;
  beforeAll(async () => {
    server = await startHttpServer(["--poll-after", "1"], FIXTURE);
  });
  afterAll(killAll);

  test("the streams close before the answer; polling with Last-Event-ID gets every event once, then the result", async () => {
    const sessionId = await session(server);
    const events: StreamEvent[] = [];
    const first = new EventReader(await callAsk(server, sessionId, 7));
    events.push(...(await first.rest()));
    expect(events[0]).toMatchObject({ retry: "1000", data: "" });
    let answered = false;
    for (;;) {
      const last = messages(events).at(-1);
      if (last?.id === 7) break;
      const question = events.find((event) => event.data.includes("elicitation/create"));
      if (question !== undefined && !answered) {
        await answer(server, sessionId, question);
        answered = true;
      }
      const poll = await resume(server, events.at(-1)?.id as string, {
        "Mcp-Session-Id": sessionId,
      });
      expect(poll.status).toBe(200);
      events.push(...(await new EventReader(poll).rest()));
    }
    expect(messages(events).map((message) => message.method)).toEqual([
      "notifications/message",
      "elicitation/create",
      "notifications/progress",
      undefined,
    ]);
    expect(new Set(events.map((event) => event.id)).size).toBe(events.length);
  });
});
