// Point 7 of issue 32: a result of the wrong shape (a `content` that is not a list, ...) came
// back as the validator's raw issue list. Each is now a RemoteToolError whose message names what
// was wrong and where, over stdio and HTTP.
import { connectMcpServer, type McpConnection, RemoteToolError } from "@kit/mcp";
import { type AnyTool, ToolExecutionError, ToolExecutor } from "@kit/tools";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type HostileHttp, hostileCommand, startHostileHttp } from "./hostile";
import { MALFORMED_RESULTS } from "./modes/malformed-results";

/** What each tool's failure says after "with a malformed result: ". */
const SAID: Readonly<Record<string, string>> = {
  content_not_list: "'content' must be a list of content blocks, got a string",
  content_object: "'content' must be a list of content blocks, got an object",
  content_item_not_object:
    "'content[0]' must be a content block (an object with a 'type'), got a string; 'content[1]' must be a content block (an object with a 'type'), got a number; 'content[2]' must be a content block (an object with a 'type'), got null",
  content_item_without_type:
    "'content[0]' is not a content block: its 'type' must be text, image, audio, resource or resource_link",
  text_not_string: "'content[0].text' must be a string, got a number",
  structured_not_object: "'structuredContent' must be an object, got a string",
  structured_list: "'structuredContent' must be an object, got a list",
  is_error_not_boolean: "'isError' must be true or false, got a string",
};

const TIMEOUT_MS = 10_000;
// A refused result is answered at once: the call ends long before its timeout.
const GRACE_MS = 5_000;

let http: HostileHttp;
beforeAll(async () => {
  http = await startHostileHttp("malformed-results");
});
afterAll(() => http.close());

describe.each([
  ["stdio", () => connectMcpServer({ ...hostileCommand("malformed-results"), name: "hostile" })],
  ["HTTP", () => connectMcpServer({ url: http.url, name: "hostile" })],
])("over %s", (transport, connect) => {
  let connection: McpConnection;
  beforeAll(async () => {
    connection = await connect();
  });
  afterAll(() => connection.close());

  test("every malformed result fails its call with a RemoteToolError that says what was wrong", async () => {
    expect(connection.tools.map((tool) => tool.name).sort()).toEqual(
      Object.keys(MALFORMED_RESULTS).sort(),
    );
    const executor = new ToolExecutor();
    for (const tool of connection.tools as AnyTool[]) {
      if (SAID[tool.name] === undefined) continue;
      const started = performance.now();
      const result = await executor.execute(
        tool,
        {},
        { timeoutMs: TIMEOUT_MS, raiseOnFailure: false },
      );
      expect(performance.now() - started).toBeLessThan(TIMEOUT_MS + GRACE_MS);
      expect(result.status, tool.name).toBe("failure");
      const error = result.error as ToolExecutionError;
      expect(ToolExecutionError.isInstance(error)).toBe(true);
      expect(RemoteToolError.isInstance(error.cause), tool.name).toBe(true);
      const expected = `MCP server 'hostile' answered a call of '${tool.name}' with a malformed result: ${SAID[tool.name as keyof typeof SAID]}`;
      expect((error.cause as RemoteToolError).message).toBe(expected);
      expect(error.message).toBe(`Tool '${tool.name}' execution failed: ${expected}`);
      // Not the validator's dump.
      expect(error.message).not.toMatch(/invalid_type|invalid_union|"path"|\[\s*\{/);
    }
  }, 60_000);

  test("a result that is not an object at all ends the call: at its timeout over stdio, at once over HTTP", async () => {
    const tool = connection.tools.find((each) => each.name === "result_not_object") as AnyTool;
    const started = performance.now();
    const result = await new ToolExecutor().execute(
      tool,
      {},
      { timeoutMs: 2_000, raiseOnFailure: false },
    );
    expect(performance.now() - started).toBeLessThan(2_000 + GRACE_MS);
    expect(result.status).toBe("failure");
    // The SDK takes an answer whose result is no object for no answer: over stdio the call times
    // out; over HTTP the answer's stream ends with no result, and the call fails at once.
    expect(result.error?.message).toBe(
      transport === "stdio"
        ? "Tool 'result_not_object' execution failed: timed out after 2000 ms"
        : "Tool 'result_not_object' execution failed: MCP server 'hostile': ended its answer to a call of 'result_not_object' without a result.",
    );
  }, 30_000);

  test("the connection still works after them", async () => {
    expect(connection.state).toBe("open");
    expect(connection.tools.length).toBe(Object.keys(MALFORMED_RESULTS).length);
  });
});
