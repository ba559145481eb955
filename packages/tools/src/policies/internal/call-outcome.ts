// What a call of a tool that is not idempotent leaves in the call record, and what a repeated
// call makes of it.

import { jsonProblem } from "../../content/internal/json-problem";
import { isToolContent } from "../../content/tool-content";
import type { CallState } from "../../executor/internal/call-state";
import { describeThrown } from "../../internal/describe-thrown";
import type { StoredOutcome } from "../call-record-store";

const encoder = new TextEncoder();

/**
 * The outcome to store for an output: redacted, as a JSON copy; `unkept` when it holds content
 * parts, is not JSON data, or is over `maxBytes` of JSON.
 */
export function storedOutput(call: CallState, output: unknown, maxBytes: number): StoredOutcome {
  if (isToolContent(output)) return unkept("content parts are not kept");
  try {
    const value = call.redact(output);
    if (jsonProblem(value) !== undefined) return unkept("not JSON data");
    const text = JSON.stringify(value) ?? "null";
    if (encoder.encode(text).length > maxBytes) return unkept(`over ${maxBytes} bytes`);
    return { status: "success", output: JSON.parse(text) };
  } catch {
    return unkept("not JSON data");
  }
}

/** The outcome to store for a failure: its name and its redacted message, bounded. */
export function storedFailure(call: CallState, thrown: unknown, maxBytes: number): StoredOutcome {
  try {
    const cleaned = call.redact(thrown);
    const name = cleaned instanceof Error ? cleaned.name : "Error";
    const message = cleaned instanceof Error ? cleaned.message : describeThrown(cleaned);
    // Cut by characters: a character is at most four bytes of UTF-8.
    return { status: "failure", error: { name, message: message.slice(0, maxBytes >> 2) } };
  } catch {
    return unkept("the error could not be inspected");
  }
}

/**
 * A repeated call's answer from the stored outcome: the output, or (thrown) an error with the
 * first call's name and message.
 */
export function replay(outcome: StoredOutcome & { status: "success" | "failure" }): unknown {
  if (outcome.status === "success") return outcome.output;
  const error = new Error(outcome.error.message);
  error.name = outcome.error.name;
  throw error;
}

function unkept(reason: string): StoredOutcome {
  return { status: "unkept", reason };
}
