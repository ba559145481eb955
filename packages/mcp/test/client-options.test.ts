// connectMcpServer's options: each mistake a clear error naming the option, before anything
// starts, never with a value of env or headers in it.
import { CANARY, visibleText } from "@kit/test-support";
import { expect, test } from "vitest";
import { type ConnectMcpServerOptions, connectMcpServer } from "../src/index";

const cases: [string, unknown, RegExp][] = [
  ["neither command nor url", {}, /give either 'command' \(stdio\) or 'url' \(HTTP\)/],
  ["both", { command: "x", url: "http://127.0.0.1/mcp" }, /not both or neither/],
  ["an empty command", { command: "" }, /'command' must be a non-empty string/],
  ["args not strings", { command: "x", args: [1] }, /'args' must be an array of strings/],
  ["a url that is not one", { url: "not a url" }, /'url' must be an absolute http: or https: URL/],
  ["a url of another scheme", { url: "file:///tmp/x" }, /'url' must be an absolute http:/],
  ["a prefix with a dot", { command: "x", prefix: "a.b" }, /'prefix' must be at most 32 letters/],
  ["a prefix too long", { command: "x", prefix: "p".repeat(33) }, /'prefix' must be at most 32/],
  ["an empty name", { command: "x", name: "" }, /'name' must be a non-empty string/],
  [
    "a handler that is no function",
    { command: "x", handlers: { elicit: 1 } },
    /'handlers.elicit' must be a function/,
  ],
];

test.each(cases)("%s: a TypeError naming the option", async (_label, options, message) => {
  const error = await connectMcpServer(options as ConnectMcpServerOptions).catch(
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(TypeError);
  expect((error as Error).message).toMatch(message);
});

test("a timeout that is not a positive finite number: a RangeError", async () => {
  for (const timeoutMs of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
    await expect(connectMcpServer({ command: "x", timeoutMs })).rejects.toThrow(RangeError);
  }
});

test("an env or header value that is not a string: the key is named, never a value", async () => {
  const env = await connectMcpServer({
    command: "x",
    env: { API_KEY: CANARY, PORT: 8080 } as unknown as Record<string, string>,
  }).catch((thrown: unknown) => thrown);
  expect((env as Error).message).toBe("connectMcpServer(): 'env.PORT' must be a string.");
  const headers = await connectMcpServer({
    url: "http://127.0.0.1:1/mcp",
    headers: { Authorization: CANARY, "X-Retries": 3 } as unknown as Record<string, string>,
  }).catch((thrown: unknown) => thrown);
  expect((headers as Error).message).toBe(
    "connectMcpServer(): 'headers.X-Retries' must be a string.",
  );
  expect(visibleText([env, headers])).not.toContain(CANARY);
});
