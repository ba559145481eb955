import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { describe, expect, test } from "vitest";
import { EventLog, MAX_AGE_MS, MAX_EVENTS, streamEventStore } from "./event-log";
import type { Follower } from "./event-stream";

const note = (n: number): JSONRPCMessage => ({
  jsonrpc: "2.0",
  method: "notifications/progress",
  params: { progressToken: 1, progress: n },
});
const result = (id: number): JSONRPCMessage => ({ jsonrpc: "2.0", id, result: {} });

/** A follower that records what it is given, and whether it was displaced. */
function recorder(): Follower & { events: [string, JSONRPCMessage | undefined][]; out: boolean } {
  const follower = {
    events: [] as [string, JSONRPCMessage | undefined][],
    out: false,
    write: (id: string, message: JSONRPCMessage | undefined) => {
      follower.events.push([id, message]);
    },
    displaced: () => {
      follower.out = true;
    },
  };
  return follower;
}

describe("EventLog", () => {
  test("bounded under load: 27,000 events over 6,000 calls keep at most maxEvents, the newest", () => {
    const log = new EventLog();
    let last: { id: string; owner: string } | undefined;
    let first: { id: string; owner: string } | undefined;
    for (let call = 0; call < 6_000; call += 1) {
      const owner = `session-${call}`;
      const stream = log.open(owner);
      const priming = stream.append(undefined);
      first ??= { id: priming, owner };
      for (let n = 0; n < 3; n += 1) stream.append(note(n));
      // Half the calls never answer (their clients went away): they are bounded all the same.
      if (call % 2 === 0) stream.append(result(call));
      last = { id: priming, owner };
      expect(log.size).toBeLessThanOrEqual(MAX_EVENTS);
    }
    expect(log.size).toBe(MAX_EVENTS);
    expect(log.find(first?.id as string, first?.owner)).toBeUndefined();
    expect(log.find(last?.id as string, last?.owner)).toBeDefined();
  });

  test("a call's events go maxAgeMs after its answer; a call still running keeps them", () => {
    let now = 0;
    const log = new EventLog({ now: () => now });
    const done = log.open("a");
    const doneId = done.append(undefined);
    done.append(result(1));
    const running = log.open("a");
    const runningId = running.append(undefined);
    now = MAX_AGE_MS;
    expect(log.find(doneId, "a")).toBe(done);
    now = MAX_AGE_MS + 1;
    expect(log.find(doneId, "a")).toBeUndefined();
    expect(log.find(runningId, "a")).toBe(running);
    expect(log.size).toBe(1);
  });

  test("an event id is found only by the session that opened its stream", () => {
    const log = new EventLog();
    const stream = log.open("mine");
    const id = stream.append(undefined);
    expect(log.find(id, "mine")).toBe(stream);
    expect(log.find(id, "theirs")).toBeUndefined();
    expect(log.find(id, undefined)).toBeUndefined();
    expect(log.find("made-up", "mine")).toBeUndefined();
  });

  test("event ids are random UUIDs, all different", () => {
    const stream = new EventLog().open(undefined);
    const ids = Array.from({ length: 10_000 }, () => stream.append(note(0)));
    for (const id of ids.slice(0, 100))
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("EventStream", () => {
  test("follow replays the messages after an id, then the live ones; a later follow displaces it", () => {
    const stream = new EventLog().open(undefined);
    const priming = stream.append(undefined);
    const first = stream.append(note(1));
    const one = recorder();
    expect(stream.follow(priming, one)).toBe(true);
    stream.append(note(2));
    expect(one.events.map(([, message]) => message)).toEqual([note(1), note(2)]);
    const two = recorder();
    expect(stream.follow(first, two)).toBe(true);
    expect(one.out).toBe(true);
    stream.append(result(1));
    expect(two.events.map(([, message]) => message)).toEqual([note(2), result(1)]);
    expect(one.events).toHaveLength(2);
    expect(stream.ended).toBe(true);
    expect(stream.follow("made-up", recorder())).toBe(false);
  });

  test("onUnfollow is told when the follower goes before the answer, not after", () => {
    const stream = new EventLog().open(undefined);
    const priming = stream.append(undefined);
    let told = 0;
    stream.onUnfollow = () => {
      told += 1;
    };
    const follower = recorder();
    stream.follow(priming, follower);
    stream.unfollow(follower);
    expect(told).toBe(1);
    expect(stream.followed).toBe(false);
    stream.follow(priming, follower);
    stream.append(result(1));
    stream.unfollow(follower);
    expect(told).toBe(1);
  });
});

describe("streamEventStore", () => {
  test("the SDK's priming event ({}) is kept as one, and replays skip it", async () => {
    const stream = new EventLog().open(undefined);
    const store = streamEventStore(stream);
    const priming = await store.storeEvent("sdk-stream", {} as JSONRPCMessage);
    await store.storeEvent("sdk-stream", note(1));
    const sent: unknown[] = [];
    await store.replayEventsAfter(priming, {
      send: async (_id, message) => {
        sent.push(message);
      },
    });
    expect(sent).toEqual([note(1)]);
  });
});
