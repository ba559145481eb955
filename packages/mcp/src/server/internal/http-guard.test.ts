import { describe, expect, test } from "vitest";
import { bearerCheck, isLoopbackHost, loopbackHostHeader, originCheck } from "./http-guard";

describe("bearerCheck", () => {
  const check = bearerCheck("s3cret-token");

  test("accepts the token, whatever the scheme's case", () => {
    expect(check("Bearer s3cret-token")).toBe(true);
    expect(check("bearer s3cret-token")).toBe(true);
  });

  test.each([
    undefined,
    "",
    "Bearer",
    "Bearer ",
    "s3cret-token",
    "Basic s3cret-token",
    "Bearer s3cret-tokenx",
    "Bearer s3cret-toke",
    "Bearer S3CRET-TOKEN",
    "Bearer s3cret-token extra",
    `Bearer ${"x".repeat(100_000)}`,
  ])("refuses %j", (header) => {
    expect(check(header)).toBe(false);
  });
});

describe("originCheck", () => {
  const check = originCheck(["https://app.example.com"]);

  test.each([
    undefined,
    "http://localhost",
    "http://localhost:5173",
    "https://127.0.0.1:8443",
    "http://[::1]:3000",
    "https://app.example.com",
    "https://APP.example.com:443",
  ])("accepts %j", (origin) => {
    expect(check(origin)).toBe(true);
  });

  test.each([
    "null",
    "",
    "https://evil.example",
    "http://app.example.com",
    "https://app.example.com:8443",
    "https://localhost.evil.example",
    "http://127.0.0.2",
    "file://",
    "chrome-extension://abc",
    "not a url",
  ])("refuses %j", (origin) => {
    expect(check(origin)).toBe(false);
  });
});

describe("isLoopbackHost", () => {
  test.each(["127.0.0.1", "127.1.2.3", "localhost", "LOCALHOST", "::1", "[::1]"])(
    "%s is loopback",
    (host) => {
      expect(isLoopbackHost(host)).toBe(true);
    },
  );

  test.each([
    "0.0.0.0",
    "::",
    "192.168.1.2",
    "example.com",
    "localhost.example.com",
    "128.0.0.1",
    // A name that only starts or ends like a loopback address is any host's name.
    "127.0.0.1.evil.example",
    "127.0.0.1.",
    "127.0.0.1:80",
    "a127.0.0.1",
    "evil.127.0.0.1",
    "127.0.0.1\n",
    "localhost.",
    "::1.evil.example",
  ])("%j is not", (host) => {
    expect(isLoopbackHost(host)).toBe(false);
  });
});

describe("loopbackHostHeader", () => {
  test.each([
    "127.0.0.1",
    "127.0.0.1:3000",
    "localhost:8080",
    "Localhost",
    "[::1]:3000",
    "127.0.0.2",
  ])("accepts %s", (host) => {
    expect(loopbackHostHeader(host)).toBe(true);
  });

  test.each([
    undefined,
    "",
    "evil.example.com",
    "evil.example.com:3000",
    "localhost.evil.example",
    "evil@127.0.0.1",
    "127.0.0.1.evil.example",
    "127.0.0.1:3000/x",
    "[::2]",
  ])("refuses %s", (host) => {
    expect(loopbackHostHeader(host)).toBe(false);
  });
});
