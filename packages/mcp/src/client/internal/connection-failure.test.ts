import { ProtocolError, SdkError, SdkErrorCode, SdkHttpError } from "@modelcontextprotocol/client";
import { describe, expect, it } from "vitest";
import { isServerGone, lostReason } from "./connection-failure";
import { SecretValues } from "./secret-values";

describe("isServerGone", () => {
  it("is false for a JSON-RPC error answer, -32000 too: the server that sent it lives", () => {
    expect(isServerGone(new ProtocolError(-32000, "Server busy"))).toBe(false);
    expect(isServerGone(new ProtocolError(-32603, "Internal error"))).toBe(false);
  });

  it("is true for a closed connection, a network failure, a lost session or a proxy alone", () => {
    expect(isServerGone(new SdkError(SdkErrorCode.ConnectionClosed, "Connection closed"))).toBe(
      true,
    );
    expect(isServerGone(new TypeError("fetch failed"))).toBe(true);
    for (const status of [404, 502, 503, 504]) {
      const error = new SdkHttpError(SdkErrorCode.ClientHttpNotImplemented, "refused", {
        status,
        statusText: "",
      });
      expect(isServerGone(error), String(status)).toBe(true);
    }
  });

  it("is false for a request the server refused", () => {
    const error = new SdkHttpError(SdkErrorCode.ClientHttpNotImplemented, "bad", {
      status: 400,
      statusText: "",
    });
    expect(isServerGone(error)).toBe(false);
    expect(isServerGone(new SdkError(SdkErrorCode.RequestTimeout, "timed out"))).toBe(false);
  });
});

describe("lostReason", () => {
  it("tells a connection reset twice before any answer from another network failure", () => {
    const secrets = new SecretValues([]);
    const reset = new TypeError("fetch failed", {
      cause: Object.assign(new Error("other side closed"), { code: "UND_ERR_SOCKET" }),
    });
    expect(lostReason(reset, secrets)).toBe(
      "fetch failed: the connection was reset before any answer, also when the request was sent once more",
    );
    const refused = new TypeError("fetch failed", {
      cause: Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }),
    });
    expect(lostReason(refused, secrets)).toBe("fetch failed");
  });
});
