import type { FetchLike } from "@modelcontextprotocol/client";
import { describe, expect, it } from "vitest";
import { BodyLimitError } from "./body-limit";
import { callToken, isResetBeforeAnswer, watchedFetch } from "./watched-fetch";

function reset(code: string): TypeError {
  return new TypeError("fetch failed", { cause: Object.assign(new Error(code), { code }) });
}

function events() {
  const heard: Array<[string, string | undefined]> = [];
  return {
    heard,
    tooLarge: (token: string | undefined) => heard.push(["tooLarge", token]),
    broken: (token: string | undefined) => heard.push(["broken", token]),
  };
}

const CALL = JSON.stringify({
  method: "tools/call",
  params: { name: "t", arguments: { progressToken: "kit-999" }, _meta: { progressToken: "kit-7" } },
  jsonrpc: "2.0",
  id: 3,
});

describe("callToken", () => {
  it("finds kit's progress token in _meta, after any look-alike in the arguments", () => {
    expect(callToken(CALL)).toBe("kit-7");
  });

  it("is undefined for a body without one", () => {
    expect(callToken(JSON.stringify({ method: "tools/list", id: 1 }))).toBeUndefined();
    expect(callToken(JSON.stringify({ params: { _meta: { progressToken: 5 } } }))).toBeUndefined();
    expect(callToken(undefined)).toBeUndefined();
  });
});

describe("isResetBeforeAnswer", () => {
  it("is true for fetch's failure whose cause is a reset socket", () => {
    for (const code of ["ECONNRESET", "EPIPE", "UND_ERR_SOCKET"]) {
      expect(isResetBeforeAnswer(reset(code)), code).toBe(true);
    }
  });

  it("is false for a refused connection, a timeout, or another error", () => {
    expect(isResetBeforeAnswer(reset("ECONNREFUSED"))).toBe(false);
    expect(isResetBeforeAnswer(reset("UND_ERR_CONNECT_TIMEOUT"))).toBe(false);
    expect(isResetBeforeAnswer(new Error("ECONNRESET"))).toBe(false);
  });
});

describe("watchedFetch", () => {
  it("sends a request once more, only once, when its socket was reset before any answer", async () => {
    let sent = 0;
    const base: FetchLike = async () => {
      sent += 1;
      if (sent === 1) throw reset("UND_ERR_SOCKET");
      return new Response("{}", { headers: { "content-type": "application/json" } });
    };
    const response = await watchedFetch(events(), 100, base)("http://x/mcp", { body: CALL });
    expect(await response.text()).toBe("{}");
    expect(sent).toBe(2);

    let again = 0;
    const always: FetchLike = async () => {
      again += 1;
      throw reset("ECONNRESET");
    };
    await expect(
      watchedFetch(events(), 100, always)("http://x/mcp", { body: CALL }),
    ).rejects.toThrow("fetch failed");
    expect(again).toBe(2);
  });

  it("does not send again after another failure, or when the request was aborted", async () => {
    let sent = 0;
    const refused: FetchLike = async () => {
      sent += 1;
      throw reset("ECONNREFUSED");
    };
    await expect(
      watchedFetch(events(), 100, refused)("http://x/mcp", { body: CALL }),
    ).rejects.toThrow();
    expect(sent).toBe(1);
    const aborted = AbortSignal.abort();
    const resets: FetchLike = async () => {
      sent += 1;
      throw reset("ECONNRESET");
    };
    await expect(
      watchedFetch(events(), 100, resets)("http://x/mcp", { body: CALL, signal: aborted }),
    ).rejects.toThrow();
    expect(sent).toBe(2);
  });

  it("limits the body and names the call whose answer passed the limit", async () => {
    const watch = events();
    const base: FetchLike = async () =>
      new Response("x".repeat(500), {
        status: 200,
        headers: { "content-type": "application/json" },
      });
    const response = await watchedFetch(watch, 100, base)("http://x/mcp", { body: CALL });
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toBeInstanceOf(BodyLimitError);
    expect(watch.heard).toEqual([["tooLarge", "kit-7"]]);
  });

  it("leaves an error answer's body as it is", async () => {
    const base: FetchLike = async () => new Response("y".repeat(500), { status: 500 });
    const response = await watchedFetch(events(), 100, base)("http://x/mcp", { body: CALL });
    expect(await response.text()).toHaveLength(500);
  });
});
