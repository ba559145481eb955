// The function calls of a Gemini reply, from any of the shapes the SDK hands out: the response,
// its first candidate's content, a list of parts, or the response's `functionCalls` list.
import type { ToolCallRequest } from "@kit/tools";
import { valueArguments } from "./read-reply";

/** What a fresh id starts with: `results()` leaves such ids out, as Gemini never issued them. */
export const FRESH_ID_PREFIX = "kit-gemini-";

/** A fresh call id for a call Gemini sent without one: `kit-gemini-` and a random UUID. */
function freshCallId(): string {
  return `${FRESH_ID_PREFIX}${globalThis.crypto.randomUUID()}`;
}

/**
 * Every function call of the reply, in order, with Gemini's id or a fresh one. The reply is read
 * by shape (`GeminiReply` is the type `calls()` offers; naming it here would make an import
 * cycle with gemini-format.ts).
 */
export function geminiCalls(reply: unknown): ToolCallRequest[] {
  const requests: ToolCallRequest[] = [];
  for (const call of functionCalls(reply)) {
    const id = typeof call.id === "string" && call.id !== "" ? call.id : freshCallId();
    const name = typeof call.name === "string" ? call.name : "";
    requests.push({ id, name, arguments: valueArguments(call.args ?? {}) });
  }
  return requests;
}

interface CallLike {
  readonly id?: unknown;
  readonly name?: unknown;
  readonly args?: unknown;
}

function functionCalls(reply: unknown): CallLike[] {
  if (Array.isArray(reply)) return reply.flatMap(callOfItem);
  if (!isObject(reply)) return [];
  if ("candidates" in reply) {
    const candidates = reply.candidates;
    // Gemini answers with one candidate unless asked for more; the SDK reads the first too.
    const first: unknown = Array.isArray(candidates) ? candidates[0] : undefined;
    return isObject(first) ? functionCalls(first.content) : [];
  }
  if ("parts" in reply && Array.isArray(reply.parts)) return reply.parts.flatMap(callOfItem);
  return [];
}

// A part holds its call in `functionCall`; an item of `response.functionCalls` is the call.
function callOfItem(item: unknown): CallLike[] {
  if (!isObject(item)) return [];
  if ("functionCall" in item) return isObject(item.functionCall) ? [item.functionCall] : [];
  return "name" in item || "args" in item ? [item] : [];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}
