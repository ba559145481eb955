import { describe, expect, it } from "vitest";
import { cleanError, containsSecret, REDACTED, redactText } from "./redact-secrets";

describe("redactText", () => {
  it("replaces known values, longest first", () => {
    expect(redactText("a secret-long and secret", ["secret", "secret-long"])).toBe(
      `a ${REDACTED} and ${REDACTED}`,
    );
    expect(redactText("nothing here", [""])).toBe("nothing here");
  });

  it("strips obvious tokens but keeps ordinary words, names and paths", () => {
    const cases: [string, string][] = [
      ["Authorization: Bearer abc.def-123", `Authorization: ${REDACTED} ${REDACTED}`],
      ["sent Bearer abc123", `sent Bearer ${REDACTED}`],
      ["url?access_token=xyz&x=1", `url?access_token=${REDACTED}&x=1`],
      ['{"password": "hunter2"}', `{"password": "${REDACTED}"}`],
      ["https://user:pa55@example.com/x", `https://${REDACTED}@example.com/x`],
      ["jwt eyJhbGciOi.eyJzdWIiOjF9.c2lnbmF0dXJl", `jwt ${REDACTED}`],
      [`key ${"a1".repeat(24)} end`, `key ${REDACTED} end`],
      ["open '/run/secrets/weather-api-key' failed", "open '/run/secrets/weather-api-key' failed"],
      ["connect ECONNREFUSED 127.0.0.1:8200", "connect ECONNREFUSED 127.0.0.1:8200"],
    ];
    for (const [input, output] of cases) expect(redactText(input)).toBe(output);
  });
});

describe("cleanError", () => {
  it("copies name, cleaned message and stack, safe fields and the cause chain only", () => {
    class ClientError extends Error {
      override name = "ClientError";
      headers = { authorization: "Bearer abc" };
    }
    const inner = new RangeError("inner s3cr3t-value");
    const original = Object.assign(new ClientError("outer s3cr3t-value", { cause: inner }), {
      statusCode: 401,
      path: "/v1/s3cr3t-value",
    });
    const copy = cleanError(original, ["s3cr3t-value"]);
    expect(copy).not.toBe(original);
    expect(copy.name).toBe("ClientError");
    expect(copy.message).toBe(`outer ${REDACTED}`);
    expect(copy.stack).not.toContain("s3cr3t-value");
    expect(Reflect.get(copy, "statusCode")).toBe(401);
    expect(Reflect.get(copy, "path")).toBe(`/v1/${REDACTED}`);
    expect(Reflect.get(copy, "headers")).toBeUndefined();
    expect((copy.cause as Error).message).toBe(`inner ${REDACTED}`);
    expect((copy.cause as Error).name).toBe("RangeError");
    expect(original.message).toBe("outer s3cr3t-value");
  });

  it("turns non-errors into errors without showing objects", () => {
    expect(cleanError("plain s3cr3t", ["s3cr3t"]).message).toBe(`plain ${REDACTED}`);
    expect(cleanError({ secret: "x" }).message).toBe("Non-error value thrown, of type object");
    expect(cleanError(null).message).toBe("Non-error value thrown: null");
    const aggregate = cleanError(new AggregateError([new Error("one s3cr3t")], "many"), ["s3cr3t"]);
    expect((Reflect.get(aggregate, "errors") as Error[])[0]?.message).toBe(`one ${REDACTED}`);
  });

  it("stops at a cyclic cause chain", () => {
    const error = new Error("loop");
    Object.assign(error, { cause: error });
    let depth = 0;
    for (
      let current: unknown = cleanError(error);
      current instanceof Error;
      current = current.cause
    )
      depth += 1;
    expect(depth).toBe(9);
  });
});

describe("containsSecret", () => {
  it("finds a value anywhere in an error, also in hidden fields and causes", () => {
    const error = new Error("outer", { cause: new Error("inner s3cr3t") });
    expect(containsSecret(error, ["s3cr3t"])).toBe(true);
    expect(containsSecret(error, ["absent"])).toBe(false);
    expect(containsSecret(error, [""])).toBe(false);
  });
});
