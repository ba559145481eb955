// The fast path of tools/call against the SDK's way, message for message: the same raw JSON-RPC
// sent to a server served by the SDK's serveStdio on an in-memory pair, once with the fast path
// and once without it, must give the same messages back (results, errors, notifications, the
// server's own requests) and the same reported errors.
import { afterEach, describe, expect, test } from "vitest";
import {
  bothWays,
  call,
  closeAll,
  envelope,
  type Message,
  seen,
} from "../../../test/support/fast-path-client";

afterEach(closeAll);

describe.each(["2025-11-25", "2026-07-28"] as const)("the fast path in %s", (era) => {
  test("a call, a bad argument, an unknown tool, bad params: the same answers as the SDK's way", async () => {
    const { fast, sdk } = await bothWays(era, async (client) => {
      const requests = [
        call(era, 1, { name: "weather", arguments: { city: "Oslo" } }),
        call(era, 2, { name: "weather", arguments: { city: 7 } }),
        call(era, 3, { name: "nowhere", arguments: {} }),
        call(era, 4, { name: "weather", arguments: "Oslo" }),
        call(era, 5, { arguments: {} }),
        call(era, 6, { name: "weather" }),
      ];
      for (const request of requests) {
        await client.send(request);
        await client.answer(request.id);
      }
    });
    expect(fast).toEqual({ ...sdk, taken: 6 });
    expect(sdk.taken).toBe(0);
    const [good, bad, unknown] = fast.received as {
      result?: { content: { text: string }[]; isError?: boolean };
      error?: { code: number; message: string };
    }[];
    expect(good?.result?.content[0]?.text).toBe('{"city":"Oslo","temperature":21}');
    expect(bad?.result?.isError).toBe(true);
    expect(unknown?.error?.code).toBe(-32602);
    expect(unknown?.error?.message).toContain("weather");
  });

  test("a progress token, as a string or a number: the same notifications before the result", async () => {
    const { fast, sdk } = await bothWays(era, async (client) => {
      await client.send(call(era, 1, { name: "steps" }, { progressToken: "p1" }));
      await client.answer(1);
      await client.send(call(era, 2, { name: "steps" }, { progressToken: 9 }));
      await client.answer(2);
      // Not a token the SDK's schema takes: the SDK's way, for both.
      await client.send(call(era, 3, { name: "steps" }, { progressToken: true }));
      await client.send(call(era, 4, { name: "weather", arguments: { city: "Oslo" } }));
      await client.answer(4);
    });
    expect(fast).toEqual({ ...sdk, taken: 3 });
    const progress = fast.received.filter((message) => message.method === "notifications/progress");
    expect(progress.map((message) => (message.params as Message).progressToken)).toEqual([
      "p1",
      "p1",
      "p1",
      9,
      9,
      9,
    ]);
    expect(fast.received.findIndex((message) => message.id === 1)).toBe(3);
  });

  test("odd ids and shapes go the SDK's way and are answered (or not) as it does", async () => {
    const plain = { name: "weather", arguments: { city: "Oslo" } };
    const { fast, sdk } = await bothWays(era, async (client) => {
      for (const id of [0, -1, "", "x".repeat(300)]) {
        await client.send(call(era, id, plain));
        await client.answer(id);
      }
      await client.send(call(era, 1.5, plain));
      await client.send(call(era, null, plain));
      await client.send(call(era, 2 ** 60, plain));
      await client.send({ ...call(era, 10, plain), extra: true });
      await client.send([call(era, 11, plain)]);
      await client.send({ ...call(era, 12, plain), jsonrpc: "1.0" });
      await client.send(call(era, 13, { ...plain, task: { ttl: 1000 } }));
      await client.send(
        call(era, 14, plain, { "io.modelcontextprotocol/related-task": { taskId: "t" } }),
      );
      await client.answer(14);
      await client.send(call(era, "last", plain));
      await client.answer("last");
    });
    expect(fast).toEqual({ ...sdk, taken: 5 });
    expect(fast.received.map((message) => message.id)).toContain("last");
  });

  test("a call the client cancels: its tool's signal aborts and no answer is sent", async () => {
    const { fast, sdk } = await bothWays(era, async (client) => {
      await client.send(call(era, 1, { name: "wait" }));
      await new Promise((resolve) => setTimeout(resolve, 20));
      await client.send({
        jsonrpc: "2.0",
        method: "notifications/cancelled",
        params: {
          requestId: 1,
          reason: "enough",
          ...(era === "2026-07-28" ? { _meta: envelope() } : {}),
        },
      });
      await client.send(call(era, 2, { name: "weather", arguments: { city: "Oslo" } }));
      await client.answer(2);
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(fast).toEqual({ ...sdk, taken: 2 });
    expect(fast.received.map((message) => message.id)).toEqual([2]);
    expect(seen).toEqual(["wait aborted", "wait aborted"]);
  });
});
