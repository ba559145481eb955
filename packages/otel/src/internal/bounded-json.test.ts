import type { ToolCall } from "@kit/tools";
import { beforeAll, describe, expect, it } from "vitest";
import { CANARY, resolvedCall } from "../../test/fixtures";
import { boundedJson, UNSERIALIZABLE } from "./bounded-json";

let plain: ToolCall;
let call: ToolCall;

beforeAll(async () => {
  call = await resolvedCall();
  plain = { ...call, redact: <T>(value: T): T => value };
});

describe("boundedJson", () => {
  it("renders JSON", () => {
    expect(boundedJson({ city: "Paris", days: [1, 2] }, plain, 100)).toBe(
      '{"city":"Paris","days":[1,2]}',
    );
  });

  it("has no value for undefined and functions", () => {
    expect(boundedJson(undefined, plain, 100)).toBeUndefined();
    expect(boundedJson(() => 1, plain, 100)).toBeUndefined();
  });

  it("writes a BigInt as its decimal string", () => {
    expect(boundedJson({ n: 12345678901234567890n }, plain, 100)).toBe(
      '{"n":"12345678901234567890"}',
    );
  });

  it("falls back to a marker for cycles, throwing toJSON and throwing getters", () => {
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    const badToJSON = {
      toJSON() {
        throw new Error("nope");
      },
    };
    const badGetter = {
      get x() {
        throw new Error("nope");
      },
    };
    expect(boundedJson(cycle, plain, 100)).toBe(UNSERIALIZABLE);
    expect(boundedJson(badToJSON, plain, 100)).toBe(UNSERIALIZABLE);
    expect(boundedJson(badGetter, plain, 100)).toBe(UNSERIALIZABLE);
  });

  it("falls back to the marker when redaction itself throws", () => {
    const failing: ToolCall = {
      ...plain,
      redact: () => {
        throw new Error("redaction failed");
      },
    };
    expect(boundedJson({ a: 1 }, failing, 100)).toBe(UNSERIALIZABLE);
  });

  it("cuts long JSON to the limit, ending with an ellipsis", () => {
    const json = boundedJson({ text: "x".repeat(100) }, plain, 20);
    expect(json).toHaveLength(20);
    expect(json).toBe(`{"text":"${"x".repeat(10)}…`);
    expect(boundedJson("ab", plain, 4)).toBe('"ab"');
    expect(boundedJson("abc", plain, 4)).toBe('"ab…');
  });

  it("never leaves half a surrogate pair at the cut", () => {
    const json = boundedJson("a😀😀", plain, 4);
    expect(json).toBe('"a…');
    expect(encodeURIComponent(json ?? "")).toBe("%22a%E2%80%A6"); // throws on a lone surrogate
  });

  it("redacts a credential that only toJSON or an object key brings in", () => {
    const viaToJSON = { toJSON: () => `key=${CANARY}` };
    const viaKey = { [CANARY]: 1 };
    expect(boundedJson(viaToJSON, call, 100)).toBe('"key=[REDACTED]"');
    expect(boundedJson(viaKey, call, 100)).toBe('{"[REDACTED]":1}');
    expect(boundedJson({ text: `a ${CANARY} b` }, call, 100)).toBe('{"text":"a [REDACTED] b"}');
  });
});
