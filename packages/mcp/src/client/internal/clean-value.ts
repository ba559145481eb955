// A value from a server with the connection's secrets taken out of its strings, at any depth
// without recursion: a server decides how deep its results and tool lists are, and a walk that
// recursed would overflow the stack on one 100,000 levels deep.

/** Cleans a text of the connection's secret values. */
export type CleanText = (text: string) => string;

// One container being copied: the copy made so far (undefined while nothing in it changed).
interface Frame {
  readonly source: Record<string, unknown> | unknown[];
  readonly keys: readonly string[];
  index: number;
  copy: Record<string, unknown> | unknown[] | undefined;
  readonly parent: Frame | undefined;
  readonly parentKey: string;
}

function keysOf(value: Record<string, unknown> | unknown[]): readonly string[] {
  return Array.isArray(value) ? value.map((_, index) => String(index)) : Object.keys(value);
}

function frame(
  source: Record<string, unknown> | unknown[],
  parent: Frame | undefined,
  parentKey: string,
): Frame {
  return { source, keys: keysOf(source), index: 0, copy: undefined, parent, parentKey };
}

// Writes `value` at `key` of the frame's copy, making the copy first.
function write(target: Frame, key: string, value: unknown): void {
  if (target.copy === undefined) {
    target.copy = Array.isArray(target.source) ? [...target.source] : { ...target.source };
  }
  if (Array.isArray(target.copy)) target.copy[Number(key)] = value;
  else
    Object.defineProperty(target.copy, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
}

/**
 * The value with `clean` applied to every string in it (object keys are left as they are: they
 * are names, not secrets). What did not change is the same object; what changed is a copy, and
 * so is every container above it. Plain data only (what JSON gives): anything else is kept.
 */
export function cleanValue(value: unknown, clean: CleanText): unknown {
  if (typeof value === "string") return clean(value);
  if (typeof value !== "object" || value === null) return value;
  const root = frame(value as Record<string, unknown>, undefined, "");
  let top: Frame = root;
  for (;;) {
    if (top.index >= top.keys.length) {
      const parent = top.parent;
      if (parent === undefined) return top.copy ?? top.source;
      if (top.copy !== undefined) write(parent, top.parentKey, top.copy);
      top = parent;
      continue;
    }
    const key = top.keys[top.index++] as string;
    const item = (top.source as Record<string, unknown>)[key];
    if (typeof item === "string") {
      const cleaned = clean(item);
      if (cleaned !== item) write(top, key, cleaned);
    } else if (typeof item === "object" && item !== null) {
      top = frame(item as Record<string, unknown>, top, key);
    }
  }
}
