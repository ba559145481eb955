import { isToolContent } from "@kit/tools";
import { expect, test } from "vitest";
import { resultText, resultValue } from "./remote-content";

test("every block kind becomes its kit part, in order", () => {
  const value = resultValue({
    content: [
      { type: "text", text: "hello" },
      { type: "image", data: "aW1n", mimeType: "image/png" },
      { type: "audio", data: "YXVk", mimeType: "audio/wav" },
      { type: "resource", resource: { uri: "file:///a.txt", text: "A", mimeType: "text/plain" } },
      { type: "resource", resource: { uri: "file:///b.bin", blob: "Yg==" } },
      { type: "resource_link", uri: "file:///c", name: "c", description: "the c file" },
    ],
  });
  expect(isToolContent(value)).toBe(true);
  expect((value as { parts: unknown }).parts).toEqual([
    { type: "text", text: "hello" },
    { type: "image", data: "aW1n", mimeType: "image/png" },
    { type: "audio", data: "YXVk", mimeType: "audio/wav" },
    { type: "resource", uri: "file:///a.txt", text: "A", mimeType: "text/plain" },
    { type: "resource", uri: "file:///b.bin", blob: "Yg==", mimeType: "application/octet-stream" },
    { type: "resource_link", uri: "file:///c", name: "c", description: "the c file" },
  ]);
});

test("structuredContent is the output; the text block that repeats it as JSON is left out", () => {
  expect(
    resultValue({
      content: [{ type: "text", text: '{ "city": "Oslo" }' }],
      structuredContent: { city: "Oslo" },
    }),
  ).toEqual({ city: "Oslo" });
  const withMore = resultValue({
    content: [
      { type: "text", text: '{"city":"Oslo"}' },
      { type: "text", text: "A map." },
    ],
    structuredContent: { city: "Oslo" },
  }) as { parts: unknown; output: unknown };
  expect(withMore.output).toEqual({ city: "Oslo" });
  expect(withMore.parts).toEqual([{ type: "text", text: "A map." }]);
  // A first text that is not the output's JSON stays.
  const other = resultValue({
    content: [{ type: "text", text: "Oslo" }],
    structuredContent: { city: "Oslo" },
  }) as { parts: unknown };
  expect(other.parts).toEqual([{ type: "text", text: "Oslo" }]);
});

test("no blocks and no structured content: an empty output", () => {
  expect(resultValue({ content: [] })).toEqual({});
});

test("an error result's text is its text blocks, one per line", () => {
  expect(
    resultText({
      isError: true,
      content: [
        { type: "text", text: "No such file." },
        { type: "image", data: "", mimeType: "image/png" },
        { type: "text", text: "Try another path." },
      ],
    }),
  ).toBe("No such file.\nTry another path.");
});

test("clean is applied to every text and to the output's strings", () => {
  const clean = (text: string) => text.replaceAll("s3cret", "[REDACTED]");
  const value = resultValue(
    {
      content: [
        { type: "text", text: '{"token":"s3cret"}' },
        { type: "text", text: "the s3cret" },
        { type: "resource", resource: { uri: "file:///k", text: "key s3cret" } },
      ],
      structuredContent: { token: "s3cret" },
    },
    clean,
  ) as { parts: unknown; output: unknown };
  expect(value.output).toEqual({ token: "[REDACTED]" });
  expect(value.parts).toEqual([
    { type: "text", text: "the [REDACTED]" },
    { type: "resource", uri: "file:///k", text: "key [REDACTED]" },
  ]);
});
