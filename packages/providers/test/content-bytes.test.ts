// Bytes in results: encoded to base64 once per results() call, read where they are (never
// copied first), never put through JSON.stringify; a string is passed as it is. And credential
// values in parts are already redacted by the executor when a format writes them.
import { Buffer } from "node:buffer";
import { CANARY } from "@kit/test-support";
import {
  defineTool,
  image,
  resource,
  resourceLink,
  ToolDispatcher,
  ToolExecutor,
  ToolRegistry,
  text,
  toolContent,
} from "@kit/tools";
import { afterEach, describe, expect, test, vi } from "vitest";
import {
  anthropicFormat,
  geminiFormat,
  openAIChatFormat,
  openAIResponsesFormat,
} from "../src/index";

const formats = [
  openAIChatFormat(),
  openAIResponsesFormat(),
  anthropicFormat(),
  geminiFormat(),
] as const;

afterEach(() => {
  vi.restoreAllMocks();
});

async function dispatchTwice(bytes: Uint8Array | string) {
  const registry = new ToolRegistry();
  registry.register(
    defineTool({
      name: "media",
      execute: () =>
        toolContent([
          image(bytes, "image/png"),
          resource({ uri: "file:///same.png", blob: bytes, mimeType: "image/png" }),
        ]),
    }),
  );
  return new ToolDispatcher(registry).dispatchAll([
    { id: "call_1", name: "media", arguments: {} },
    { id: "call_2", name: "media", arguments: {} },
  ]);
}

describe.each(formats)("$name", (format) => {
  test("encodes a Uint8Array once per call, from its own memory, and never as JSON", async () => {
    const backing = new ArrayBuffer(64);
    const bytes = new Uint8Array(backing, 8, 32).fill(7);
    const outcomes = await dispatchTwice(bytes);
    const from = vi.spyOn(Buffer, "from");
    const stringify = vi.spyOn(JSON, "stringify");
    const sent = JSON.stringify(format.results(outcomes));
    // Four appearances (two parts in each of two results), one encoding, of the bytes in place.
    const encodings = from.mock.calls.filter(([first]) => (first as unknown) === backing);
    expect(encodings).toEqual([[backing, 8, 32]]);
    expect(from).toHaveBeenCalledTimes(1);
    // The one JSON.stringify is this test's own, of what results() gave.
    expect(stringify).toHaveBeenCalledTimes(1);
    const base64 = Buffer.from(bytes).toString("base64");
    expect(sent.split(base64).length - 1).toBe(4);
  });

  test("passes base64 text as it is, with nothing to encode", async () => {
    const outcomes = await dispatchTwice("iVBORw0K");
    const from = vi.spyOn(Buffer, "from");
    const sent = JSON.stringify(format.results(outcomes));
    expect(from).not.toHaveBeenCalled();
    expect(sent).toContain("iVBORw0K");
  });

  test("a credential value in a part's text is already redacted when the format writes it", async () => {
    const registry = new ToolRegistry();
    registry.register(
      defineTool({
        name: "leaky",
        credentialNames: ["key"],
        execute: (_inputs, { key }) =>
          toolContent(
            [
              text(`token ${key}`),
              resource({ uri: "file:///env.txt", text: `KEY=${key}` }),
              resourceLink({ uri: "file:///a", name: "a", description: `made with ${key}` }),
              image(new Uint8Array([1, 2, 3]), "image/png"),
            ],
            { echoed: key },
          ),
      }),
    );
    const executor = new ToolExecutor({ credentials: { resolve: async () => ({ key: CANARY }) } });
    const outcomes = await new ToolDispatcher(registry, executor).dispatchAll([
      { id: "call_1", name: "leaky", arguments: {} },
    ]);
    const sent = JSON.stringify(format.results(outcomes));
    expect(sent).not.toContain(CANARY);
    expect(sent).toContain("token [REDACTED]");
  });
});

test("a 20 MB image is encoded once and sent whole, never as JSON text", async () => {
  const bytes = new Uint8Array(20 * 1024 * 1024).fill(255);
  const registry = new ToolRegistry();
  registry.register(
    defineTool({ name: "photo", execute: () => toolContent([image(bytes, "image/jpeg")]) }),
  );
  const outcomes = await new ToolDispatcher(registry).dispatchAll([
    { id: "toolu_1", name: "photo", arguments: {} },
  ]);
  const from = vi.spyOn(Buffer, "from");
  const stringify = vi.spyOn(JSON, "stringify");
  const [block] = anthropicFormat().results(outcomes);
  expect(from).toHaveBeenCalledTimes(1);
  expect(stringify).not.toHaveBeenCalled();
  const [first] = (block?.content ?? []) as { source: { data: string } }[];
  expect(first?.source.data).toHaveLength(Math.ceil(bytes.byteLength / 3) * 4);
  expect(first?.source.data.startsWith("////")).toBe(true);
});
