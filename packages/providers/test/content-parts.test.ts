// Content parts through every format: each kind of part as each provider takes it (a table),
// the output's text beside the parts, the text cap, failures and results without parts as before.
import {
  audio,
  type ContentPart,
  defineTool,
  image,
  resource,
  resourceLink,
  type ToolCallOutcome,
  ToolDispatcher,
  ToolRegistry,
  ToolResult,
  text,
  toolContent,
} from "@kit/tools";
import { describe, expect, test } from "vitest";
import {
  anthropicFormat,
  geminiFormat,
  openAIChatFormat,
  openAIResponsesFormat,
} from "../src/index";

// Three bytes inside a larger buffer: encoding must read exactly these, where they are.
const BYTES = new Uint8Array([9, 1, 2, 3, 9]).subarray(1, 4);
const B64 = "AQID";
const INTRO =
  "The images and files of the result of tool call call_1 (media), which a tool message cannot hold:";
const ELSEWHERE = "sent in the user message after the tool results";

async function outcomesOf(
  parts: readonly ContentPart[],
  output?: unknown,
): Promise<ToolCallOutcome[]> {
  const registry = new ToolRegistry();
  registry.register(
    defineTool({
      name: "media",
      execute: () => (output === undefined ? toolContent(parts) : toolContent(parts, output)),
    }),
  );
  return new ToolDispatcher(registry).dispatchAll([{ id: "call_1", name: "media", arguments: {} }]);
}

// What each format gives for one part: Chat's tool message content and its user message's
// content (undefined: no user message), Responses' output, Anthropic's content, Gemini's
// response and parts.
interface Expected {
  readonly chat: readonly unknown[];
  readonly chatUser?: readonly unknown[];
  readonly responses: readonly unknown[];
  readonly anthropic: readonly unknown[];
  readonly gemini: { readonly content: readonly unknown[]; readonly parts?: readonly unknown[] };
}

const chatText = (value: string) => ({ type: "text", text: value });
const inline = (mimeType: string) => ({
  inlineData: { mimeType, data: B64, displayName: "part-0" },
});

const table: readonly {
  readonly kind: string;
  readonly part: ContentPart;
  readonly expected: Expected;
}[] = [
  {
    kind: "text",
    part: text("hello"),
    expected: {
      chat: [chatText("hello")],
      responses: [{ type: "input_text", text: "hello" }],
      anthropic: [{ type: "text", text: "hello" }],
      gemini: { content: ["hello"] },
    },
  },
  {
    kind: "image/png (bytes)",
    part: image(BYTES, "image/png"),
    expected: {
      chat: [chatText(`[image/png, 3 bytes: ${ELSEWHERE}]`)],
      chatUser: [
        chatText(INTRO),
        { type: "image_url", image_url: { url: `data:image/png;base64,${B64}` } },
      ],
      responses: [{ type: "input_image", image_url: `data:image/png;base64,${B64}` }],
      anthropic: [
        { type: "image", source: { type: "base64", media_type: "image/png", data: B64 } },
      ],
      gemini: { content: [{ $ref: "part-0" }], parts: [inline("image/png")] },
    },
  },
  {
    kind: "image/gif (base64 text), which Gemini does not take",
    part: image(B64, "image/gif"),
    expected: {
      chat: [chatText(`[image/gif, 3 bytes: ${ELSEWHERE}]`)],
      chatUser: [
        chatText(INTRO),
        { type: "image_url", image_url: { url: `data:image/gif;base64,${B64}` } },
      ],
      responses: [{ type: "input_image", image_url: `data:image/gif;base64,${B64}` }],
      anthropic: [
        { type: "image", source: { type: "base64", media_type: "image/gif", data: B64 } },
      ],
      gemini: {
        content: [
          "[image/gif, 3 bytes: not sent, the Gemini API takes images only as PNG, JPEG or WebP]",
        ],
      },
    },
  },
  {
    kind: "image/bmp, which no provider takes",
    part: image(BYTES, "image/bmp"),
    expected: {
      chat: [
        chatText(
          "[image/bmp, 3 bytes: not sent, OpenAI Chat Completions takes images only as PNG, JPEG, GIF or WebP]",
        ),
      ],
      responses: [
        {
          type: "input_text",
          text: "[image/bmp, 3 bytes: not sent, the OpenAI Responses API takes images only as PNG, JPEG, GIF or WebP]",
        },
      ],
      anthropic: [
        {
          type: "text",
          text: "[image/bmp, 3 bytes: not sent, the Anthropic Messages API takes images only as JPEG, PNG, GIF or WebP]",
        },
      ],
      gemini: {
        content: [
          "[image/bmp, 3 bytes: not sent, the Gemini API takes images only as PNG, JPEG or WebP]",
        ],
      },
    },
  },
  {
    kind: "audio",
    part: audio(BYTES, "audio/wav"),
    expected: {
      chat: [
        chatText(
          "[audio/wav, 3 bytes: not sent, OpenAI Chat Completions takes no audio in tool results]",
        ),
      ],
      responses: [
        {
          type: "input_text",
          text: "[audio/wav, 3 bytes: not sent, the OpenAI Responses API takes no audio in tool results]",
        },
      ],
      anthropic: [
        {
          type: "text",
          text: "[audio/wav, 3 bytes: not sent, the Anthropic Messages API takes no audio in tool results]",
        },
      ],
      gemini: {
        content: ["[audio/wav, 3 bytes: not sent, the Gemini API takes no audio in tool results]"],
      },
    },
  },
  {
    kind: "resource with text",
    part: resource({ uri: "file:///notes.txt", text: "notes", mimeType: "text/plain" }),
    expected: {
      chat: [chatText("Resource file:///notes.txt (text/plain):\nnotes")],
      responses: [{ type: "input_text", text: "Resource file:///notes.txt (text/plain):\nnotes" }],
      anthropic: [
        {
          type: "document",
          source: { type: "text", media_type: "text/plain", data: "notes" },
          title: "file:///notes.txt",
        },
      ],
      gemini: { content: ["Resource file:///notes.txt (text/plain):\nnotes"] },
    },
  },
  {
    kind: "resource with PDF bytes",
    part: resource({
      uri: "file:///reports/q3%20final.pdf",
      blob: BYTES,
      mimeType: "application/pdf",
    }),
    expected: {
      chat: [chatText(`[file:///reports/q3%20final.pdf (application/pdf), 3 bytes: ${ELSEWHERE}]`)],
      chatUser: [
        chatText(INTRO),
        {
          type: "file",
          file: { filename: "q3 final.pdf", file_data: `data:application/pdf;base64,${B64}` },
        },
      ],
      responses: [
        {
          type: "input_file",
          filename: "q3 final.pdf",
          file_data: `data:application/pdf;base64,${B64}`,
        },
      ],
      anthropic: [
        {
          type: "document",
          source: { type: "base64", media_type: "application/pdf", data: B64 },
          title: "file:///reports/q3%20final.pdf",
        },
      ],
      gemini: { content: [{ $ref: "part-0" }], parts: [inline("application/pdf")] },
    },
  },
  {
    kind: "resource with bytes of another type",
    part: resource({ uri: "file:///a.zip", blob: BYTES, mimeType: "application/zip" }),
    expected: {
      chat: [
        chatText(
          "[file:///a.zip (application/zip), 3 bytes: not sent, OpenAI Chat Completions takes embedded files only as PNG, JPEG, GIF, WebP or PDF]",
        ),
      ],
      responses: [
        {
          type: "input_text",
          text: "[file:///a.zip (application/zip), 3 bytes: not sent, the OpenAI Responses API takes embedded files only as PNG, JPEG, GIF, WebP or PDF]",
        },
      ],
      anthropic: [
        {
          type: "text",
          text: "[file:///a.zip (application/zip), 3 bytes: not sent, the Anthropic Messages API takes embedded files only as JPEG, PNG, GIF, WebP or PDF]",
        },
      ],
      gemini: {
        content: [
          "[file:///a.zip (application/zip), 3 bytes: not sent, the Gemini API takes embedded files only as PNG, JPEG, WebP, PDF or plain text]",
        ],
      },
    },
  },
  {
    kind: "resource link",
    part: resourceLink({
      uri: "https://files.test/q3.pdf",
      name: "q3.pdf",
      mimeType: "application/pdf",
      description: "The Q3 report",
    }),
    expected: {
      chat: [
        chatText(
          "Resource link: q3.pdf (https://files.test/q3.pdf, application/pdf): The Q3 report",
        ),
      ],
      responses: [
        {
          type: "input_text",
          text: "Resource link: q3.pdf (https://files.test/q3.pdf, application/pdf): The Q3 report",
        },
      ],
      anthropic: [
        {
          type: "text",
          text: "Resource link: q3.pdf (https://files.test/q3.pdf, application/pdf): The Q3 report",
        },
      ],
      gemini: {
        content: [
          "Resource link: q3.pdf (https://files.test/q3.pdf, application/pdf): The Q3 report",
        ],
      },
    },
  },
];

describe.each(table)("a part: $kind", ({ part, expected }) => {
  test("openai-chat: text in the tool message, images and PDFs in a user message after it", async () => {
    const messages = openAIChatFormat().results(await outcomesOf([part]));
    expect(messages[0]).toEqual({ role: "tool", tool_call_id: "call_1", content: expected.chat });
    if (expected.chatUser === undefined) expect(messages).toHaveLength(1);
    else expect(messages.slice(1)).toEqual([{ role: "user", content: expected.chatUser }]);
  });

  test("openai-responses: function_call_output items", async () => {
    const [item] = openAIResponsesFormat().results(await outcomesOf([part]));
    expect(item).toEqual({
      type: "function_call_output",
      call_id: "call_1",
      output: expected.responses,
    });
  });

  test("anthropic: tool_result blocks", async () => {
    const [block] = anthropicFormat().results(await outcomesOf([part]));
    expect(block).toEqual({
      type: "tool_result",
      tool_use_id: "call_1",
      content: expected.anthropic,
    });
  });

  test("gemini: functionResponse content and parts", async () => {
    const [result] = geminiFormat().results(await outcomesOf([part]));
    const functionResponse: Record<string, unknown> = {
      id: "call_1",
      name: "media",
      response: { content: expected.gemini.content },
    };
    if (expected.gemini.parts !== undefined) functionResponse.parts = expected.gemini.parts;
    expect(result).toEqual({ functionResponse });
  });
});

describe("the output beside the parts", () => {
  test("its text comes first, as the outcome's text; with parts only there is no such text", async () => {
    const both = await outcomesOf([text("a chart"), image(BYTES, "image/png")], { points: 3 });
    const only = await outcomesOf([text("a chart")]);
    expect(both[0]?.text).toBe('{"points":3}');
    expect(anthropicFormat().results(both)[0]?.content).toEqual([
      { type: "text", text: '{"points":3}' },
      { type: "text", text: "a chart" },
      { type: "image", source: { type: "base64", media_type: "image/png", data: B64 } },
    ]);
    expect(anthropicFormat().results(only)[0]?.content).toEqual([
      { type: "text", text: "a chart" },
    ]);
    expect(openAIResponsesFormat().results(only)[0]?.output).toEqual([
      { type: "input_text", text: "a chart" },
    ]);
    expect(openAIChatFormat().results(only)).toEqual([
      { role: "tool", tool_call_id: "call_1", content: [chatText("a chart")] },
    ]);
  });

  test("gemini: the output as a value in `output`, the parts in `content`, media named by part", async () => {
    const [part] = geminiFormat().results(
      await outcomesOf([text("a chart"), image(BYTES, "image/png")], { points: 3 }),
    );
    expect(part?.functionResponse).toEqual({
      id: "call_1",
      name: "media",
      response: { output: { points: 3 }, content: ["a chart", { $ref: "part-1" }] },
      parts: [{ inlineData: { mimeType: "image/png", data: B64, displayName: "part-1" } }],
    });
  });

  test("openai-chat: one user message after every tool message, each call's media introduced", async () => {
    const registry = new ToolRegistry();
    registry.register(defineTool({ name: "plain", execute: () => ({ ok: true }) }));
    registry.register(
      defineTool({ name: "media", execute: () => toolContent([image(BYTES, "image/webp")]) }),
    );
    const outcomes = await new ToolDispatcher(registry).dispatchAll([
      { id: "call_1", name: "media", arguments: {} },
      { id: "call_2", name: "plain", arguments: {} },
      { id: "call_3", name: "media", arguments: {} },
    ]);
    const url = `data:image/webp;base64,${B64}`;
    const note = [chatText(`[image/webp, 3 bytes: ${ELSEWHERE}]`)];
    expect(openAIChatFormat().results(outcomes)).toEqual([
      { role: "tool", tool_call_id: "call_1", content: note },
      { role: "tool", tool_call_id: "call_2", content: '{"ok":true}' },
      { role: "tool", tool_call_id: "call_3", content: note },
      {
        role: "user",
        content: [
          chatText(INTRO),
          { type: "image_url", image_url: { url } },
          chatText(INTRO.replace("call_1", "call_3")),
          { type: "image_url", image_url: { url } },
        ],
      },
    ]);
  });

  test("an empty list of parts is the output alone, as before", async () => {
    const outcomes = await outcomesOf([], { ok: true });
    expect(anthropicFormat().results(outcomes)[0]?.content).toBe('{"ok":true}');
    expect(geminiFormat().results(outcomes)[0]?.functionResponse.response).toEqual({
      output: { ok: true },
    });
  });

  test("a failure is written as before, whatever the tool would have returned", async () => {
    const registry = new ToolRegistry();
    registry.register(
      defineTool({
        name: "media",
        inputSchema: { parameters: [{ name: "n", type: "integer" }] },
        execute: () => toolContent([image(BYTES, "image/png")]),
      }),
    );
    const outcomes = await new ToolDispatcher(registry).dispatchAll([
      { id: "call_1", name: "media", arguments: {} },
    ]);
    const failure = outcomes[0]?.text ?? "";
    expect(failure).toContain("Expected parameters: n (integer, required)");
    expect(openAIChatFormat().results(outcomes)).toEqual([
      { role: "tool", tool_call_id: "call_1", content: failure },
    ]);
    expect(openAIResponsesFormat().results(outcomes)[0]?.output).toBe(failure);
    expect(anthropicFormat().results(outcomes)[0]).toEqual({
      type: "tool_result",
      tool_use_id: "call_1",
      content: failure,
      is_error: true,
    });
    expect(geminiFormat().results(outcomes)[0]?.functionResponse).toEqual({
      id: "call_1",
      name: "media",
      response: { error: failure },
    });
  });
});

describe("the text cap", () => {
  test("one maxResultLength budget for all the text of a result; bytes are not counted", async () => {
    const big = new Uint8Array(10_000);
    const outcomes = await outcomesOf(
      [text("a".repeat(150)), image(big, "image/png"), text("b".repeat(300)), text("c".repeat(50))],
      { n: 1 },
    );
    const content = anthropicFormat({ maxResultLength: 300 }).results(outcomes)[0]?.content;
    const texts = (content as { type: string; text?: string }[]).map((block) => block.text);
    expect(texts[0]).toBe('{"n":1}');
    expect(texts[1]).toBe("a".repeat(150));
    expect(texts[2]).toBeUndefined(); // the image, whole
    // 300 - 7 - 150 = 143 characters were left: the cut text and its marker fill them.
    expect(texts[3]).toHaveLength(143);
    expect(texts[3]).toMatch(/^b+\n\[truncated: shown \d+ of 300 characters\]$/);
    expect(texts[4]).toBe("[text, 50 characters: not sent, over maxResultLength]");
  });

  test("a text resource and a link count against it too", async () => {
    const outcomes = await outcomesOf([
      resource({ uri: "file:///log.txt", text: "x".repeat(500) }),
      resourceLink({ uri: "file:///a", name: "a" }),
    ]);
    const [item] = openAIResponsesFormat({ maxResultLength: 200 }).results(outcomes);
    const [first, second] = (item?.output ?? []) as { text: string }[];
    expect(first?.text).toHaveLength(200);
    expect(first?.text.startsWith("Resource file:///log.txt:\nxxx")).toBe(true);
    expect(second?.text).toBe("[text, 28 characters: not sent, over maxResultLength]");
  });
});

test("a part of an unknown kind in a result made by hand is named, not sent, and breaks nothing", () => {
  const outcome: ToolCallOutcome = {
    request: { id: "call_1", name: "media", arguments: {} },
    result: new ToolResult({
      toolName: "media",
      status: "success",
      durationMs: 0,
      content: [{ type: "video", data: BYTES } as never, text("after")],
    }),
    text: "null",
  };
  expect(anthropicFormat().results([outcome])[0]?.content).toEqual([
    { type: "text", text: "[a content part of unknown type 'video': not sent]" },
    { type: "text", text: "after" },
  ]);
});
