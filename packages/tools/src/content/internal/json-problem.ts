// Whether a structured output is JSON data, which is all a model or a protocol can receive: a
// Buffer, Map, Date or class instance would be sent as something else ({"type":"Buffer",...},
// {}, a string) without a word. Runs on every output that is not already known to be JSON.

/**
 * The first place where `value` is not JSON data, as a message; undefined when it all is.
 * JSON data: null, booleans, finite numbers, strings, arrays of JSON data, and plain objects
 * (prototype `Object.prototype` or null) whose values are JSON data or `undefined` (an absent
 * key, as `JSON.stringify` reads it). Cycles are not JSON data. An output of `undefined` (a
 * tool that returns nothing) is no output, and allowed.
 */
export function jsonProblem(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  try {
    return visit(value, "", new Set());
  } catch (thrown) {
    // A getter or proxy trap that throws, or nesting deeper than the stack: nothing that could
    // be sent as JSON either.
    const reason = thrown instanceof Error ? thrown.name : typeof thrown;
    return `The output: expected JSON data, but reading it failed (${reason})`;
  }
}

function visit(value: unknown, path: string, open: Set<object>): string | undefined {
  switch (typeof value) {
    case "string":
    case "boolean":
      return undefined;
    case "number":
      return Number.isFinite(value) ? undefined : problem(path, String(value));
    case "object":
      break;
    default:
      return problem(path, `a ${typeof value}`);
  }
  if (value === null) return undefined;
  if (open.has(value)) return problem(path, "a reference back to an enclosing value (a cycle)");
  open.add(value);
  let found: string | undefined;
  if (Array.isArray(value)) {
    // Through its own keys, never up to its length: a sparse list can be 2**32-1 long. Other
    // properties of a list are not sent (JSON has no place for them), and not looked at.
    const keys = Object.keys(value).filter(isIndex);
    if (keys.length !== value.length) {
      found = problem(path, `a list with holes (length ${value.length}, ${keys.length} items)`);
    }
    for (let index = 0; index < keys.length && found === undefined; index += 1) {
      const key = keys[index] as string;
      const item: unknown = (value as unknown as Record<string, unknown>)[key];
      const where = `${path}[${key}]`;
      found = item === undefined ? problem(where, "undefined") : visit(item, where, open);
    }
  } else {
    const prototype: unknown = Object.getPrototypeOf(value);
    if (prototype !== Object.prototype && prototype !== null) {
      found = problem(path, describeObject(value));
    } else {
      for (const key of Object.keys(value)) {
        const item: unknown = (value as Record<string, unknown>)[key];
        if (item !== undefined) found = visit(item, join(path, key), open);
        if (found !== undefined) break;
      }
    }
  }
  open.delete(value);
  return found;
}

function problem(path: string, got: string): string {
  const hint = BINARY_HINT.test(got)
    ? " (return bytes as a content part: image(), audio() or resource())"
    : got === "a Date"
      ? " (return it as an ISO string: date.toISOString())"
      : "";
  return `${path === "" ? "The output" : `Output '${path}'`}: expected JSON data, got ${got}${hint}`;
}

const BINARY_HINT = /Buffer|Uint8Array|ArrayBuffer|Blob/;

function describeObject(value: object): string {
  const name = (value as { constructor?: { name?: unknown } }).constructor?.name;
  return typeof name === "string" && name !== ""
    ? `a ${name}`
    : "an object that is not a plain one";
}

function join(path: string, key: string): string {
  if (/^[A-Za-z_$][\w$]*$/.test(key)) return path === "" ? key : `${path}.${key}`;
  return `${path}[${JSON.stringify(key)}]`;
}

function isIndex(key: string): boolean {
  return /^(0|[1-9]\d*)$/.test(key);
}
