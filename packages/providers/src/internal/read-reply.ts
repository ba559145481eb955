// Small readers for the loosely typed parts of a model's reply.
import type { ToolCallRequest } from "@kit/tools";

/** Whether the value is a non-null object (arrays included). */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** The value when it is a string, else `""` (a call with no id or name still gets an answer). */
export function stringOf(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/** A TypeError for a reply of an unexpected shape: a mistake of the calling code. */
export function badReply(format: string, expected: string): TypeError {
  return new TypeError(`The ${format} format's calls() takes ${expected}`);
}

/**
 * Arguments a provider sends as a value (Anthropic's `input`, Gemini's `args`) as dispatch must
 * read them. Dispatch parses a string as JSON text, so a string sent as the value itself is
 * passed as its JSON text: dispatch then judges the string (refused by any schema, as the
 * declaration refuses it) instead of reading `""` as `{}` or `"{...}"` as an object.
 */
export function valueArguments(value: unknown): unknown {
  return typeof value === "string" ? JSON.stringify(value) : value;
}

/**
 * A request from a reply's id, name and arguments; marked `nullMeansAbsent` and
 * `dictionariesAsEntries` where the format makes optional keys nullable and says dictionaries
 * of caller-chosen keys as lists of entries (OpenAI's strict option). Written as two literals:
 * spreading a request into a new object with more keys costs about 450 ns on V8, more than the
 * rest of `calls()`.
 */
export function callRequest(
  id: unknown,
  name: unknown,
  args: unknown,
  strictOption: boolean,
): ToolCallRequest {
  return strictOption
    ? {
        id: stringOf(id),
        name: stringOf(name),
        arguments: args,
        nullMeansAbsent: true,
        dictionariesAsEntries: true,
      }
    : { id: stringOf(id), name: stringOf(name), arguments: args };
}
