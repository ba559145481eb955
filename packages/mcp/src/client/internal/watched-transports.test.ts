import type { FetchLike, JSONRPCMessage } from "@modelcontextprotocol/client";
import { describe, expect, it } from "vitest";
import { WatchedHttpTransport } from "./watched-transports";

const CALL: JSONRPCMessage = {
  jsonrpc: "2.0",
  id: 1,
  method: "tools/call",
  params: { name: "t", _meta: { progressToken: "kit-1" } },
};

function transport(events: string[], heard: string[] = []) {
  const fetch: FetchLike = async () =>
    new Response(events.map((body) => `event: message\ndata: ${body}\n\n`).join(""), {
      headers: { "content-type": "text/event-stream" },
    });
  return new WatchedHttpTransport(
    new URL("http://127.0.0.1:1/mcp"),
    { fetch },
    {
      tooLarge: () => heard.push("tooLarge"),
      broken: () => heard.push("broken"),
      ended: (token) => heard.push(`ended ${token}`),
    },
    1000,
  );
}

// Sends the call and waits until the SDK has read its stream to the end.
async function sendAndRead(watched: WatchedHttpTransport): Promise<void> {
  await watched.start();
  await new Promise<void>((resolve, reject) => {
    watched.send(CALL, { onRequestStreamEnd: resolve }).catch(reject);
  });
}

describe("WatchedHttpTransport", () => {
  it("tells of a call's stream that ended without its answer", async () => {
    const heard: string[] = [];
    const progress = JSON.stringify({
      jsonrpc: "2.0",
      method: "notifications/progress",
      params: { progressToken: "kit-1", progress: 1 },
    });
    const watched = transport([progress], heard);
    watched.onmessage = () => {};
    await sendAndRead(watched);
    expect(heard).toEqual(["ended kit-1"]);
  });

  it("says nothing of a stream that brought the answer", async () => {
    const heard: string[] = [];
    const watched = transport([JSON.stringify({ jsonrpc: "2.0", id: 1, result: {} })], heard);
    const received: unknown[] = [];
    watched.onmessage = (message) => received.push(message);
    await sendAndRead(watched);
    expect(received).toEqual([{ jsonrpc: "2.0", id: 1, result: {} }]);
    expect(heard).toEqual([]);
  });

  it("keeps a handler read back and set again (chained or restored) from nesting", () => {
    const watched = transport([]);
    const calls: string[] = [];
    watched.onmessage = () => calls.push("first");
    const saved = watched.onmessage;
    watched.onmessage = (message: JSONRPCMessage) => {
      saved?.(message);
      calls.push("second");
    };
    watched.onmessage?.(CALL);
    expect(calls).toEqual(["first", "second"]);
    calls.length = 0;
    watched.onmessage = saved;
    watched.onmessage?.(CALL);
    expect(calls).toEqual(["first"]);
  });
});
