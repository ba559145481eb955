import { describe, expect, test } from "vitest";
import { baseMediaType, formatSize, listMediaTypes, standIn } from "./stand-in";

describe("stand-in", () => {
  test.each([
    [0, "0 bytes"],
    [1023, "1023 bytes"],
    [1024, "1.0 KB"],
    [2_202_009, "2.1 MB"],
  ])("formatSize(%i) is %s", (bytes, text) => {
    expect(formatSize(bytes)).toBe(text);
  });

  test("says what was left out, its size and why", () => {
    expect(standIn("image/bmp", 2048, "no BMP here")).toBe(
      "[image/bmp, 2.0 KB: not sent, no BMP here]",
    );
  });

  test("reads a media type without parameters, in lower case, image/jpg as image/jpeg", () => {
    expect(baseMediaType("Image/PNG; charset=binary")).toBe("image/png");
    expect(baseMediaType("image/jpg")).toBe("image/jpeg");
  });

  test("lists media types by their names", () => {
    expect(listMediaTypes(new Set(["image/png"]))).toBe("PNG");
    expect(listMediaTypes(new Set(["image/png", "application/pdf", "x/y"]))).toBe(
      "PNG, PDF or x/y",
    );
  });
});
