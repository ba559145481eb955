// A structural fingerprint of a caller's value that never runs its code: own property
// descriptors (getters are recorded, not called), prototypes and flags, cycles by position.
// Iterative, so 10,000-deep nesting is fine; proxies that refuse to be read are noted.

const MAX_NODES = 20_000;
const MAX_KEYS = 2_000;

/**
 * Fingerprints a value without calling any of its getters.
 * @param root - any value.
 * @returns a list of lines; equal lists mean nothing observable changed.
 */
export function deepSnapshot(root: unknown): string[] {
  const lines: string[] = [];
  const ids = new Map<object, number>();
  // Each edge is named by its parent's id, so labels stay short at any depth.
  const pending: [unknown, string][] = [[root, "$"]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [value, path] = next;
    if ((typeof value !== "object" && typeof value !== "function") || value === null) {
      lines.push(`${path}=${describePrimitive(value)}`);
      continue;
    }
    const known = ids.get(value);
    if (known !== undefined) {
      lines.push(`${path}=#${known}`);
      continue;
    }
    ids.set(value, ids.size);
    if (ids.size > MAX_NODES) break;
    try {
      const flags = `${Object.isExtensible(value)}/${Object.isSealed(value)}/${Object.isFrozen(value)}`;
      const id = ids.size - 1;
      lines.push(`${path}=#${id} ${prototypeName(value)} ${flags}`);
      const keys = ownKeysSample(value);
      for (const key of keys) {
        const descriptor = Reflect.getOwnPropertyDescriptor(value, key);
        if (descriptor === undefined) continue;
        const at = `#${id}.${String(key)}`;
        const bits = `${descriptor.enumerable}${descriptor.configurable}${descriptor.writable}`;
        if ("value" in descriptor) pending.push([descriptor.value, `${at}[${bits}]`]);
        else lines.push(`${at}[${bits}] accessor`);
      }
    } catch {
      lines.push(`${path} unreadable`);
    }
  }
  return lines;
}

function describePrimitive(value: unknown): string {
  if (typeof value === "string")
    return value.length > 64 ? `str:${value.length}` : JSON.stringify(value);
  if (typeof value === "number") return Object.is(value, -0) ? "-0" : String(value);
  if (typeof value === "bigint") return `${value}n`;
  return String(value);
}

function prototypeName(value: object): string {
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype === null) return "null-proto";
  if (prototype === Object.prototype) return "Object";
  if (prototype === Array.prototype) return "Array";
  return "other";
}

// A huge list has a million keys: its length and first items stand for it.
function ownKeysSample(value: object): (string | symbol)[] {
  if (!Array.isArray(value) || value.length <= MAX_KEYS)
    return Reflect.ownKeys(value).slice(0, MAX_KEYS);
  const keys: string[] = ["length"];
  for (let index = 0; index < MAX_KEYS; index += 1) keys.push(String(index));
  return keys;
}
