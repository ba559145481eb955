import { ProtocolError, ProtocolErrorCode } from "@modelcontextprotocol/server";
import { describe, expect, test } from "vitest";
import { readCallParams } from "./call-result";

function thrown(action: () => unknown): ProtocolError {
  try {
    action();
  } catch (error) {
    return error as ProtocolError;
  }
  throw new Error("nothing thrown");
}

describe("readCallParams", () => {
  test("a name and arguments; absent arguments are {}", () => {
    expect(readCallParams({ name: "greet", arguments: { a: 1 } })).toEqual({
      name: "greet",
      inputs: { a: 1 },
    });
    expect(readCallParams({ name: "greet" })).toEqual({ name: "greet", inputs: {} });
  });

  test.each([undefined, null, "greet", [], {}, { name: 1 }, { name: null }])(
    "params %j: -32602 for the name",
    (params) => {
      const error = thrown(() => readCallParams(params));
      expect(error).toBeInstanceOf(ProtocolError);
      expect(error.code).toBe(ProtocolErrorCode.InvalidParams);
      expect(error.message).toBe("Invalid tools/call params: 'name' must be a string");
    },
  );

  test.each([null, [], "{}", 3])("arguments %j: -32602 for the arguments", (inputs) => {
    const error = thrown(() => readCallParams({ name: "greet", arguments: inputs }));
    expect(error.code).toBe(ProtocolErrorCode.InvalidParams);
    expect(error.message).toBe("Invalid tools/call params: 'arguments' must be an object");
  });

  test("the caller's call id from _meta['kit/callId']; other _meta keys are ignored", () => {
    const params = {
      name: "greet",
      arguments: {},
      _meta: { "kit/callId": "call_7f3a-2b:9.x", progressToken: 4 },
    };
    expect(readCallParams(params)).toEqual({
      name: "greet",
      inputs: {},
      callId: "call_7f3a-2b:9.x",
    });
    expect(readCallParams({ name: "greet", _meta: { progressToken: 4 } })).toEqual({
      name: "greet",
      inputs: {},
    });
  });

  test.each(["", "x".repeat(129), "has space", "line\nbreak", "mcp_1234_5", 7, null, { id: "x" }])(
    "_meta['kit/callId'] %j: -32602 naming the key",
    (callId) => {
      const error = thrown(() =>
        readCallParams({ name: "greet", _meta: { "kit/callId": callId } }),
      );
      expect(error.code).toBe(ProtocolErrorCode.InvalidParams);
      expect(error.message).toBe(
        "Invalid tools/call params: '_meta.kit/callId' must be 1-128 letters, digits, '.', '_', " +
          "':' or '-', not starting with 'mcp_' (the prefix of the ids kit-mcp makes)",
      );
    },
  );
});
