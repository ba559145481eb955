// The examples of docs/providers.md (and of the package's README) are these files, verbatim: each
// is checked to appear in its page, then run, and what it prints is compared with what the page
// says it prints. Their types are checked with the package's, against the official SDKs' types
// (tsconfig includes test/). The SDK clients run for real, against a fetch that answers with
// recorded replies (test/fixtures/) and records what the SDK sent: no network.
import { readFileSync } from "node:fs";
import {
  capturePrinted,
  exampleFiles,
  expectedOutput,
  normalizeOutput,
  tsBlocks,
} from "@kit/test-support";
import { afterEach, describe, expect, test, vi } from "vitest";

const pages = [
  { title: "docs/providers.md", page: "../../../docs/providers.md", examples: "./docs-examples/" },
  { title: "README.md", page: "../README.md", examples: "./docs-examples-readme/" },
];

function fixture(path: string): unknown {
  return JSON.parse(readFileSync(new URL(`fixtures/${path}.json`, import.meta.url), "utf8"));
}

// The model's last answer, once it has read the results.
const CHAT_ANSWER = {
  id: "chatcmpl-BqX7kGk2Xq2",
  object: "chat.completion",
  created: 1751900002,
  model: "gpt-4.1-2025-04-14",
  choices: [
    {
      index: 0,
      message: {
        role: "assistant",
        content: "It is 21.5 °C in Oslo and in Paris.",
        refusal: null,
        annotations: [],
      },
      logprobs: null,
      finish_reason: "stop",
    },
  ],
};
const RESPONSES_ANSWER = {
  id: "resp_68a2",
  object: "response",
  created_at: 1751900002,
  status: "completed",
  model: "gpt-4.1-2025-04-14",
  output: [
    {
      type: "message",
      id: "msg_68a2",
      status: "completed",
      role: "assistant",
      content: [
        { type: "output_text", text: "It is 21.5 °C in Oslo and in Paris.", annotations: [] },
      ],
    },
  ],
  parallel_tool_calls: true,
  tool_choice: "auto",
  tools: [],
};
const ANTHROPIC_ANSWER = {
  id: "msg_01Aq9w938a90dw8q",
  type: "message",
  role: "assistant",
  model: "claude-sonnet-4-5",
  content: [{ type: "text", text: "It is 21.5 °C in Oslo and in Paris." }],
  stop_reason: "end_turn",
  stop_sequence: null,
  usage: { input_tokens: 512, output_tokens: 15 },
};
const GEMINI_ANSWER = {
  candidates: [
    {
      content: {
        role: "model",
        parts: [{ text: "It is 21.5 °C in Paris and 70.7 °F in Tokyo." }],
      },
      finishReason: "STOP",
      index: 0,
    },
  ],
  modelVersion: "gemini-2.5-flash",
};

// The README's call of the add tool.
const ADD_CALL = {
  ...CHAT_ANSWER,
  choices: [
    {
      index: 0,
      message: {
        role: "assistant",
        content: null,
        refusal: null,
        annotations: [],
        tool_calls: [
          {
            id: "call_add1",
            type: "function",
            function: { name: "add", arguments: '{"a":2,"b":3}' },
          },
        ],
      },
      logprobs: null,
      finish_reason: "tool_calls",
    },
  ],
};

// What the provider answers each example, request after request.
const replies: Record<string, readonly unknown[]> = {
  "add.ts": [ADD_CALL],
  "openai-chat.ts": [fixture("openai-chat/parallel"), CHAT_ANSWER],
  "openai-responses.ts": [fixture("openai-responses/parallel"), RESPONSES_ANSWER],
  "anthropic.ts": [fixture("anthropic/parallel"), ANTHROPIC_ANSWER],
  "gemini.ts": [fixture("gemini/parallel-calls"), GEMINI_ANSWER],
};

// The ids of the results each example must have sent back in its last request.
const resultIds: Record<string, readonly string[]> = {
  "openai-chat.ts": ["call_b1", "call_b2"],
  "openai-responses.ts": ["call_b1", "call_b2"],
  "anthropic.ts": ["toolu_b1", "toolu_b2"],
  "gemini.ts": ["fc_8d2b1f0a", "fc_3c7e9a41"],
};

interface SentRequest {
  readonly url: string;
  readonly body: Record<string, unknown>;
}

// A fetch that answers with the recorded replies, in order, and records what was sent.
function recordedFetch(answers: readonly unknown[], sent: SentRequest[]): typeof fetch {
  const queue = [...answers];
  return async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : {};
    sent.push({ url, body });
    if (queue.length === 0) throw new Error(`no recorded reply left for ${url}`);
    return new Response(JSON.stringify(queue.shift()), {
      status: 200,
      headers: { "content-type": "application/json" },
    });
  };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe.each(pages)("$title", ({ page: pagePath, examples }) => {
  const page = readFileSync(new URL(pagePath, import.meta.url), "utf8");
  const directory = new URL(examples, import.meta.url);
  const files = exampleFiles(directory);

  test("every ts block of the page is one of the example files", () => {
    const blocks = tsBlocks(page);
    const sources = files.map((name) => readFileSync(new URL(name, directory), "utf8"));
    expect(blocks.length).toBeGreaterThan(0);
    expect(new Set(blocks)).toEqual(new Set(sources));
  });

  test.each(files)("%s runs and prints what the page says", async (name) => {
    const source = readFileSync(new URL(name, directory), "utf8");
    const printed = capturePrinted();
    const sent: SentRequest[] = [];
    vi.stubGlobal("fetch", recordedFetch(replies[name] ?? [], sent));
    vi.stubEnv("OPENAI_API_KEY", "sk-test");
    vi.stubEnv("ANTHROPIC_API_KEY", "sk-ant-test");
    vi.stubEnv("GEMINI_API_KEY", "gemini-test");
    vi.stubEnv("GOOGLE_API_KEY", "");
    await import(/* @vite-ignore */ new URL(name, directory).href);
    expect(normalizeOutput(printed)).toBe(expectedOutput(source));
    // Each recorded reply was asked for, and the last request carried every result back.
    expect(sent).toHaveLength(replies[name]?.length ?? 0);
    const last = JSON.stringify(sent.at(-1)?.body ?? {});
    for (const id of resultIds[name] ?? []) expect(last).toContain(JSON.stringify(id));
  });
});
