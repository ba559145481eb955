// A password in a server's URL is a secret: the connect error shows the URL, where the password
// is %-escaped, and no spelling of it may appear.
import { CANARY, visibleText } from "@kit/test-support";
import { expect, test } from "vitest";
import { connectMcpServer, McpConnectionError } from "../src/index";

test.each([
  ["plain", CANARY],
  ["with %-escapes", encodeURIComponent(`${CANARY}@/: %?#`)],
  ["with a % that is no escape", `${CANARY}%zz`],
])("a URL password %s: in no spelling in the connect error", async (_, password) => {
  const url = `http://user:${password}@127.0.0.1:1/mcp`;
  const failure = await connectMcpServer({ url, timeoutMs: 5_000 }).catch(
    (error: unknown) => error,
  );
  expect(McpConnectionError.isInstance(failure)).toBe(true);
  const text = visibleText(failure);
  // The witness that the URL is in the error: its host is.
  expect(text).toContain("127.0.0.1:1");
  expect(text).not.toContain(CANARY);
  expect(text).not.toContain(password);
});
