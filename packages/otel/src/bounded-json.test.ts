import { describe, expect, it } from "vitest";
import { boundedJson, UNSERIALIZABLE } from "./bounded-json";
import type { ToolCall } from "./kit-tools-contract";

const SECRET = "s3cr3t-value";

function callRedacting(secret: string): ToolCall {
  const redact = <T>(value: T): T => {
    if (typeof value === "string") return value.replaceAll(secret, "[REDACTED]") as T;
    return value;
  };
  return {
    tool: { name: "t", description: "", version: "1.0.0" },
    inputs: {},
    callId: "c",
    redact,
  };
}

const plain = callRedacting("\u0000never");

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
    const call = {
      ...plain,
      redact: () => {
        throw new Error("redaction failed");
      },
    } as ToolCall;
    expect(boundedJson({ a: 1 }, call, 100)).toBe(UNSERIALIZABLE);
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
    expect(json?.isWellFormed()).toBe(true);
  });

  it("redacts a credential that only toJSON or an object key brings in", () => {
    const call = callRedacting(SECRET);
    const viaToJSON = { toJSON: () => `key=${SECRET}` };
    const viaKey = { [SECRET]: 1 };
    expect(boundedJson(viaToJSON, call, 100)).toBe('"key=[REDACTED]"');
    expect(boundedJson(viaKey, call, 100)).toBe('{"[REDACTED]":1}');
  });
});
