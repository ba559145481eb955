// Everything a user could see of an error: used by tests to search for planted secrets.
import { inspect } from "node:util";

/**
 * Collects every text form of a thrown value: message, `String`, `JSON.stringify`,
 * `util.inspect` with hidden properties at full depth, and each cause's message and stack.
 * @param error - what was thrown.
 * @returns all of it, joined.
 */
export function errorText(error: unknown): string {
  const parts: string[] = [String(error), safeJson(error)];
  parts.push(inspect(error, { depth: Number.POSITIVE_INFINITY, showHidden: true }));
  let current: unknown = error;
  for (let depth = 0; depth < 20 && current instanceof Error; depth += 1) {
    parts.push(current.message, current.stack ?? "", String(current), safeJson(current));
    current = current.cause;
  }
  return parts.join("\n");
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? "";
  } catch {
    return "";
  }
}
