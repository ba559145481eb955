// Everything a user could see of a value, to search for a planted secret.
import { inspect } from "node:util";

const MAX_CAUSES = 20;

/**
 * Collects every text form of a value a user could print: `String`, `JSON.stringify` (Maps and
 * Sets as lists, bigints as text), `util.inspect` with hidden properties at full depth, and for
 * an error its message, stack and every cause down the chain.
 * @returns all of it, one form per line.
 */
export function visibleText(value: unknown): string {
  const parts = [safeString(value), safeJson(value), deepInspect(value)];
  let current: unknown = value;
  for (let depth = 0; depth < MAX_CAUSES && current instanceof Error; depth += 1) {
    parts.push(current.message, current.stack ?? "", safeJson(current));
    current = current.cause;
    if (current !== undefined && !(current instanceof Error)) parts.push(deepInspect(current));
  }
  return parts.join("\n");
}

function deepInspect(value: unknown): string {
  return inspect(value, { depth: Number.POSITIVE_INFINITY, showHidden: true, getters: false });
}

function safeString(value: unknown): string {
  try {
    return String(value);
  } catch (error) {
    return `(String threw: ${deepInspect(error)})`;
  }
}

function safeJson(value: unknown): string {
  try {
    return (
      JSON.stringify(value, (_key, item: unknown) =>
        typeof item === "bigint"
          ? String(item)
          : item instanceof Map || item instanceof Set
            ? [...item]
            : item,
      ) ?? ""
    );
  } catch (error) {
    return `(JSON.stringify threw: ${safeString(error)})`;
  }
}
