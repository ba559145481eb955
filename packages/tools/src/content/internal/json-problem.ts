// Whether a structured output is JSON data, which is all a model or a protocol can receive: a
// Buffer, Map or Date would be sent as something else ({"type":"Buffer",...}, {}, a string)
// without a word. Runs on every output that is not already known to be JSON. A walk with a
// stack of its own, never recursion: an output can be nested deeper than the call stack.

/**
 * The first place where `value` is not JSON data, as a message; undefined when it all is.
 * JSON data: null, booleans, finite numbers, strings, lists of JSON data, and plain objects
 * (prototype `Object.prototype` or null) whose values are JSON data or `undefined` (an absent
 * key, as `JSON.stringify` reads it). Cycles and holes are not JSON data. An output of
 * `undefined` (a tool that returns nothing) is no output, and allowed.
 */
export function jsonProblem(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  try {
    // Most outputs are small JSON objects: a check that allocates nothing says so; anything
    // it is not sure of (a problem, depth, a long list, a cycle) goes to the walk, which finds
    // the place and says what is wrong.
    if (isPlainJson(value, 0)) return undefined;
    return walk(value);
  } catch (thrown) {
    // A getter or proxy trap that throws: nothing that could be sent as JSON either.
    const reason = thrown instanceof Error ? thrown.name : typeof thrown;
    return `The output: expected JSON data, but reading it failed (${reason})`;
  }
}

// Deeper than this, or a list longer than that, is left to the walk: a cycle or a sparse list
// of length 2**32-1 must not keep the quick check going.
const QUICK_DEPTH = 32;
const QUICK_LENGTH = 1024;

// Hot path: one call per output without an output schema. Scalars are tested in place, so
// only objects and lists cost a call; own keys by for-in, which allocates no list.
function isPlainJson(value: unknown, depth: number): boolean {
  if (typeof value !== "object") return isJsonScalar(value);
  if (value === null) return true;
  if (depth === QUICK_DEPTH) return false;
  if (Array.isArray(value)) {
    const { length } = value;
    if (length > QUICK_LENGTH) return false;
    for (let index = 0; index < length; index += 1) {
      // A hole or an undefined item reads as undefined: not JSON data.
      const item: unknown = value[index];
      if (
        typeof item === "object"
          ? item !== null && !isPlainJson(item, depth + 1)
          : !isJsonScalar(item)
      ) {
        return false;
      }
    }
    return true;
  }
  // `"constructor" in` first: it runs no getter, and tells V8 the shape, after which the
  // prototype read is folded away (a full call otherwise).
  if ("constructor" in value && value.constructor !== Object) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return false;
  for (const key in value) {
    // Own keys only: a plain object's prototype has no enumerable keys, a null one none at all.
    const item: unknown = (value as Record<string, unknown>)[key];
    if (
      typeof item === "object"
        ? item !== null && !isPlainJson(item, depth + 1)
        : item !== undefined && !isJsonScalar(item)
    ) {
      return false;
    }
  }
  return true;
}

function isJsonScalar(value: unknown): boolean {
  const type = typeof value;
  // `value - value` is 0 for a finite number, NaN for NaN and the infinities.
  return (
    type === "string" ||
    type === "boolean" ||
    (type === "number" && (value as number) - (value as number) === 0)
  );
}

// Each frame is an object being looked at and the keys of it still to look at; `open` holds the
// objects on the way from the root, so a value met again there is a cycle.
interface Frame {
  readonly node: object;
  readonly path: string;
  readonly keys: readonly string[];
  readonly list: boolean;
  next: number;
}

function walk(root: unknown): string | undefined {
  const stack: Frame[] = [];
  const open = new Set<object>();
  const enter = (item: unknown, path: string): string | undefined => {
    switch (typeof item) {
      case "string":
      case "boolean":
        return undefined;
      case "number":
        return Number.isFinite(item) ? undefined : problem(path, String(item));
      case "object":
        break;
      default:
        return problem(path, `a ${typeof item}`);
    }
    if (item === null) return undefined;
    if (open.has(item)) return problem(path, "a reference back to an enclosing value (a cycle)");
    if (Array.isArray(item)) {
      // Through its own keys, never up to its length: a sparse list can be 2**32-1 long. Other
      // properties of a list are not sent (JSON has no place for them), and not looked at.
      const keys = Object.keys(item).filter(isIndex);
      if (keys.length !== item.length) {
        return problem(path, `a list with holes (length ${item.length}, ${keys.length} items)`);
      }
      stack.push({ node: item, path, keys, list: true, next: 0 });
    } else {
      const prototype: unknown = Object.getPrototypeOf(item);
      if (prototype !== Object.prototype && prototype !== null) {
        return problem(path, describeObject(item));
      }
      stack.push({ node: item, path, keys: Object.keys(item), list: false, next: 0 });
    }
    open.add(item);
    return undefined;
  };
  const found = enter(root, "");
  if (found !== undefined) return found;
  for (let frame = stack.at(-1); frame !== undefined; frame = stack.at(-1)) {
    if (frame.next === frame.keys.length) {
      open.delete(frame.node);
      stack.pop();
      continue;
    }
    const key = frame.keys[frame.next] as string;
    frame.next += 1;
    const item: unknown = (frame.node as Record<string, unknown>)[key];
    if (item === undefined) {
      if (frame.list) return problem(`${frame.path}[${key}]`, "undefined");
      continue;
    }
    const problemHere = enter(item, frame.list ? `${frame.path}[${key}]` : join(frame.path, key));
    if (problemHere !== undefined) return problemHere;
  }
  return undefined;
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
