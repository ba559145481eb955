import { randomBytes } from "node:crypto";
import { CANARY } from "@kit/test-support";
import { afterEach, describe, expect, test, vi } from "vitest";
import { requestStateSeal } from "./request-state-options";
import {
  RequestStateRefusal,
  RequestStateSeal,
  randomRequestStateKey,
  readRequestStateKey,
} from "./request-state-seal";

const BINDING = { toolName: "deploy", inputs: { env: "prod", replicas: [1, 2] } };
const CONTENT = {
  answers: { "kit-1": { action: "accept", content: { ok: true } } },
  pending: ["kit-2"],
};

function refusal(action: () => unknown): string {
  try {
    action();
  } catch (error) {
    expect(error).toBeInstanceOf(RequestStateRefusal);
    return (error as Error).message;
  }
  throw new Error("nothing thrown");
}

describe("RequestStateSeal", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  test("what one seal seals, another with the same key opens (any replica); its text shows nothing", () => {
    const key = randomRequestStateKey();
    const token = new RequestStateSeal(key, 60_000).seal(BINDING, CONTENT);
    expect(token).toMatch(/^kit1\.[A-Za-z0-9_-]+$/);
    expect(token).not.toMatch(/deploy|prod|kit-1|accept/);
    const opened = new RequestStateSeal(key, 60_000).open(token, BINDING);
    expect(opened).toEqual(CONTENT);
    // The same arguments with their keys in another order are the same call.
    expect(
      new RequestStateSeal(key, 60_000).open(token, {
        toolName: "deploy",
        inputs: { replicas: [1, 2], env: "prod" },
      }),
    ).toEqual(CONTENT);
    // Two seals of the same content differ (a fresh IV each time).
    expect(new RequestStateSeal(key, 60_000).seal(BINDING, CONTENT)).not.toBe(token);
  });

  test("another key, a changed byte, a made-up or truncated text: refused as not handed out here", () => {
    const seal = new RequestStateSeal(randomRequestStateKey(), 60_000);
    const token = seal.seal(BINDING, CONTENT);
    const other = new RequestStateSeal(randomRequestStateKey(), 60_000);
    const body = token.slice(5);
    const changed = `kit1.${body.slice(0, 30)}${body[30] === "A" ? "B" : "A"}${body.slice(31)}`;
    for (const bad of [changed, "kit1.", "kit1.AAAA", token.slice(0, -4), "nope", `kit2.${body}`]) {
      expect(
        refusal(() => seal.open(bad, BINDING)),
        bad,
      ).toMatch(/^Invalid requestState: it was not handed out by this server .*or it was altered/);
    }
    expect(refusal(() => other.open(token, BINDING))).toMatch(/not handed out by this server/);
  });

  test("another tool or other arguments: refused, naming the tool only when it is the same", () => {
    const seal = new RequestStateSeal(randomRequestStateKey(), 60_000);
    const token = seal.seal(BINDING, CONTENT);
    expect(refusal(() => seal.open(token, { toolName: "deploy", inputs: { env: "dev" } }))).toMatch(
      /handed out for another call \(tool 'deploy' with other arguments\)/,
    );
    expect(refusal(() => seal.open(token, { toolName: "other", inputs: BINDING.inputs }))).toMatch(
      /another call \(tool 'another tool'/,
    );
  });

  test("an expired state is refused, saying to start the call again", () => {
    vi.useFakeTimers();
    const seal = new RequestStateSeal(randomRequestStateKey(), 1_000);
    const token = seal.seal(BINDING, CONTENT);
    vi.advanceTimersByTime(999);
    expect(seal.open(token, BINDING)).toEqual(CONTENT);
    vi.advanceTimersByTime(2);
    expect(refusal(() => seal.open(token, BINDING))).toMatch(/expired; call the tool again/);
  });
});

describe("readRequestStateKey", () => {
  test("32 bytes as bytes, 64 hex digits, base64 or base64url", () => {
    const bytes = randomBytes(32);
    const expected = new Uint8Array(bytes);
    expect(readRequestStateKey(new Uint8Array(bytes), "k")).toEqual(expected);
    expect(readRequestStateKey(bytes.toString("hex"), "k")).toEqual(expected);
    expect(readRequestStateKey(bytes.toString("base64"), "k")).toEqual(expected);
    expect(readRequestStateKey(` ${bytes.toString("base64url")}\n`, "k")).toEqual(expected);
  });

  test("anything else: a TypeError naming where the key came from and what is wrong, never the key", () => {
    const cases: [unknown, RegExp][] = [
      [new Uint8Array(16), /^KEY must be 32 bytes \(AES-256\), got 16 bytes$/],
      [
        CANARY,
        /^KEY must be 32 random bytes written as 64 hex digits or as base64 .*got a string of 26 characters/,
      ],
      ["", /got a string of 0 characters/],
      [42, /^KEY must be a Uint8Array of 32 bytes .*got number$/],
      [null, /got null$/],
    ];
    for (const [value, message] of cases) {
      let thrown: unknown;
      try {
        readRequestStateKey(value, "KEY");
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(TypeError);
      expect((thrown as Error).message).toMatch(message);
      expect((thrown as Error).message).not.toContain(CANARY);
    }
  });

  test("requestStateSeal checks the lifetime and the key with the names it is given", () => {
    const names = {
      key: "createMcpServer: options.requestStateKey",
      ttl: "options.requestStateTtlMs",
    };
    expect(() => requestStateSeal({ requestStateTtlMs: 0 }, names)).toThrow(
      new RangeError("options.requestStateTtlMs must be a positive integer of milliseconds, got 0"),
    );
    expect(() => requestStateSeal({ requestStateKey: "short" }, names)).toThrow(
      /^createMcpServer: options\.requestStateKey must be 32 random bytes/,
    );
    expect(requestStateSeal({}, names)).toBeInstanceOf(RequestStateSeal);
  });
});
