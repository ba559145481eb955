import { afterEach, describe, expect, test, vi } from "vitest";
import { base64Encoder, byteLength } from "./base64";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("base64Encoder", () => {
  test("encodes exactly the bytes of a view, not the rest of its buffer", () => {
    const view = new Uint8Array([0, 104, 105, 0]).subarray(1, 3);
    expect(base64Encoder()(view)).toBe("aGk=");
  });

  test("without Buffer (a browser), encodes the same, also past one chunk", () => {
    const bytes = new Uint8Array(100_000).map((_, index) => index % 256);
    const expected = Buffer.from(bytes).toString("base64");
    vi.stubGlobal("Buffer", undefined);
    expect(base64Encoder()(bytes)).toBe(expected);
  });

  test("passes a string as it is", () => {
    expect(base64Encoder()("not even checked")).toBe("not even checked");
  });
});

describe("byteLength", () => {
  test.each([
    ["", 0],
    ["AQID", 3],
    ["iVBORw==", 4],
    ["aGk=", 2],
  ])("of base64 %j is %i bytes", (text, bytes) => {
    expect(byteLength(text)).toBe(bytes);
  });

  test("of bytes is their count", () => {
    expect(byteLength(new Uint8Array(10).subarray(2, 5))).toBe(3);
  });
});
