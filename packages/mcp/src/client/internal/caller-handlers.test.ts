import { CANARY } from "@kit/test-support";
import type { ElicitRequest, ToolContext } from "@kit/tools";
import { expect, test } from "vitest";
import { callerHandlers } from "./caller-handlers";

const signal = new AbortController().signal;
const clean = (text: string): string => text.split(CANARY).join("[REDACTED]");
const schema = { type: "object", properties: {} } as unknown as ElicitRequest["schema"];
const QUESTION = { toolName: "up_ask", callId: "c1", message: "Sure?", schema, signal };
const PROMPT = {
  toolName: "up_muse",
  callId: "c2",
  signal,
  messages: [{ role: "user" as const, content: { type: "text" as const, text: "A word?" } }],
  maxTokens: 20,
  temperature: 0.5,
};
const COMPLETION = {
  role: "assistant" as const,
  model: "m",
  content: { type: "text" as const, text: "word" },
};

/** A call's context that records what it was asked. */
function recordingContext(asked: unknown[]): ToolContext {
  return {
    elicit: async (message: string, given: unknown) => {
      asked.push({ message, schema: given });
      return { action: "accept", content: { ok: true } };
    },
    sample: async (request: unknown) => {
      asked.push(request);
      return COMPLETION;
    },
  } as unknown as ToolContext;
}

test("without the connection's handlers, the running call's context is asked", async () => {
  const asked: unknown[] = [];
  const handlers = callerHandlers({}, () => recordingContext(asked), clean);
  const elicit = handlers.elicit;
  const sample = handlers.sample;
  expect(await elicit(QUESTION)).toEqual({ action: "accept", content: { ok: true } });
  expect(await sample(PROMPT)).toEqual(COMPLETION);
  expect(asked).toEqual([
    { message: "Sure?", schema },
    {
      messages: PROMPT.messages,
      maxTokens: 20,
      systemPrompt: undefined,
      temperature: 0.5,
      stopSequences: undefined,
      modelPreferences: undefined,
    },
  ]);
});

test("the connection's own handlers keep priority; onLog is kept; the given object is not changed", async () => {
  const asked: unknown[] = [];
  const onLog = () => {};
  const given = {
    elicit: async () => ({ action: "decline" as const }),
    sample: async () => ({ ...COMPLETION, model: "own" }),
    onLog,
  };
  const handlers = callerHandlers(given, () => recordingContext(asked), clean);
  expect(await handlers.elicit(QUESTION)).toEqual({ action: "decline" });
  expect((await handlers.sample(PROMPT)).model).toBe("own");
  expect(handlers.onLog).toBe(onLog);
  expect(asked).toEqual([]);
  expect(Object.keys(given)).toEqual(["elicit", "sample", "onLog"]);
});

test("a question no single running call can claim is refused, saying why", async () => {
  const handlers = callerHandlers({}, () => undefined, clean);
  await expect(handlers.elicit(QUESTION)).rejects.toThrow(
    "The server's elicitation request cannot be passed on: kit cannot tell which of the calls running (none or several) asked it.",
  );
  await expect(handlers.sample(PROMPT)).rejects.toThrow(
    "The server's sampling request cannot be passed on: kit cannot tell which of the calls running (none or several) asked it.",
  );
});

test("the connection's secret values never reach the caller in a question or a prompt", async () => {
  const asked: unknown[] = [];
  const handlers = callerHandlers({}, () => recordingContext(asked), clean);
  await handlers.elicit({ ...QUESTION, message: `Is ${CANARY} yours?` });
  const image = { type: "image" as const, data: new Uint8Array([1]), mimeType: "image/png" };
  await handlers.sample({
    ...PROMPT,
    systemPrompt: `key ${CANARY}`,
    messages: [
      { role: "user", content: { type: "text", text: `say ${CANARY}` } },
      { role: "user", content: image },
    ],
  });
  expect(asked).toEqual([
    { message: "Is [REDACTED] yours?", schema },
    expect.objectContaining({
      systemPrompt: "key [REDACTED]",
      messages: [
        { role: "user", content: { type: "text", text: "say [REDACTED]" } },
        { role: "user", content: image },
      ],
    }),
  ]);
  expect(JSON.stringify(asked)).not.toContain(CANARY);
});
