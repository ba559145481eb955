import { ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
import { describe, expect, test } from "vitest";
import { readCallParams } from "./call-result";

function thrown(action: () => unknown): McpError {
  try {
    action();
  } catch (error) {
    return error as McpError;
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
      expect(error).toBeInstanceOf(McpError);
      expect(error.code).toBe(ErrorCode.InvalidParams);
      expect(error.message).toBe("Invalid tools/call params: 'name' must be a string");
    },
  );

  test.each([null, [], "{}", 3])("arguments %j: -32602 for the arguments", (inputs) => {
    const error = thrown(() => readCallParams({ name: "greet", arguments: inputs }));
    expect(error.code).toBe(ErrorCode.InvalidParams);
    expect(error.message).toBe("Invalid tools/call params: 'arguments' must be an object");
  });
});
