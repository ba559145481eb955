// Hot path: runs on every call of a tool that declares credentials.
// Value-based secret redaction: every occurrence of a credential value that a call resolved
// becomes "[REDACTED]", deep inside outputs and errors. Copy-on-change: an object is copied
// only when something reachable from it held a secret, so clean values stay shared. Keys of
// objects and maps are never rewritten: they are names the tool's author chose, and an output
// schema depends on them.
import { REDACTED } from "../redacted";

/**
 * The shortest credential value hidden inside other text. A shorter one (`k`, `price`) is
 * likely to occur by chance in text that holds no secret, so it is replaced only where a whole
 * string equals it.
 */
export const MIN_SUBSTRING_SECRET_LENGTH = 8;

/** Replaces known secret values in strings, arrays, object and map values, sets and errors. */
export class Redactor {
  /** The values hidden, longest first. */
  declare readonly secrets: readonly string[];
  /** Matches the secrets hidden inside other text; undefined when all are short. */
  readonly #pattern: RegExp | undefined;
  /** The short secrets, hidden only where a whole string equals one; undefined for none. */
  readonly #whole: ReadonlySet<string> | undefined;

  /**
   * @param secrets - the values to hide, distinct and non-empty.
   */
  private constructor(secrets: string[]) {
    // Longest first, so a secret that contains another is replaced whole.
    this.secrets = Object.freeze(secrets.sort((a, b) => b.length - a.length));
    const long = secrets.filter((secret) => secret.length >= MIN_SUBSTRING_SECRET_LENGTH);
    const alternatives = long.map((secret) => secret.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
    this.#pattern = long.length === 0 ? undefined : new RegExp(alternatives.join("|"), "g");
    this.#whole = long.length === secrets.length ? undefined : new Set(secrets.slice(long.length));
  }

  /**
   * Builds a redactor for some secrets.
   * @returns a redactor, or undefined when there is nothing to hide.
   */
  static for(secrets: Iterable<string>): Redactor | undefined {
    const unique = new Set(secrets);
    unique.delete("");
    return unique.size === 0 ? undefined : new Redactor([...unique]);
  }

  /**
   * Hides every secret in a value.
   * @returns the value itself when it holds no secret, else a copy where each changed part
   * is a copy (same prototypes, flags and frozenness) and everything else is shared.
   */
  redact<T>(value: T): T {
    if (typeof value === "string") return this.#string(value) as T;
    if (!isTraversable(value)) return value;
    const dirty = this.#findDirty(value);
    if (!dirty.has(value)) return value;
    // Without recursion, so that a value nested 100,000 levels deep is cleaned like any other:
    // first an empty copy of each changed object, then each filled with the others.
    const copies = new Map<object, object>();
    for (const source of dirty) copies.set(source, emptyLike(source));
    const inner = (item: unknown): unknown => {
      if (typeof item === "string") return this.#string(item);
      return copies.get(item as object) ?? item;
    };
    for (const [source, copy] of copies) fill(source, copy, inner);
    return copies.get(value) as T;
  }

  #string(text: string): string {
    if (this.#whole?.has(text)) return REDACTED;
    return this.#pattern === undefined ? text : text.replace(this.#pattern, REDACTED);
  }

  // Every object from which a secret string value can be reached, cycles included.
  #findDirty(root: object): Set<object> {
    const parents = new Map<object, object[]>([[root, []]]);
    const holders: object[] = [];
    // A map's iteration also visits the entries added during it: a breadth-first walk.
    for (const node of parents.keys()) {
      for (const child of entries(node)) {
        if (typeof child === "string" && this.#string(child) !== child) holders.push(node);
        if (isTraversable(child)) {
          const known = parents.get(child);
          if (known === undefined) parents.set(child, [node]);
          else known.push(node);
        }
      }
    }
    const dirty = new Set<object>();
    for (let node = holders.pop(); node !== undefined; node = holders.pop()) {
      if (!dirty.has(node)) {
        dirty.add(node);
        for (const parent of parents.get(node) ?? []) holders.push(parent);
      }
    }
    return dirty;
  }
}

// Fills the copy of a changed object with its entries, each passed through `inner` (a string
// cleaned, a changed object replaced by its copy), then freezes it if the source was frozen.
function fill(source: object, copy: object, inner: (item: unknown) => unknown): void {
  // A list is copied through its own keys, like any object: holes stay holes, so a sparse
  // list of length 2**32-1 costs its few items, and its extra properties are cleaned too.
  if (source instanceof Map) {
    for (const [key, item] of source) (copy as Map<unknown, unknown>).set(key, inner(item));
  } else if (source instanceof Set) {
    for (const item of source) (copy as Set<unknown>).add(inner(item));
  } else {
    for (const key of Reflect.ownKeys(source)) {
      const descriptor = readDescriptor(source, key);
      if (descriptor === undefined) continue;
      if ("value" in descriptor) descriptor.value = inner(descriptor.value);
      Object.defineProperty(copy, key, descriptor);
    }
  }
  if (Object.isFrozen(source)) Object.freeze(copy);
}

/** Lists, dictionaries, maps, sets, errors and other objects; not binary data or functions. */
function isTraversable(value: unknown): value is object {
  return (
    typeof value === "object" &&
    value !== null &&
    !ArrayBuffer.isView(value) &&
    ![ArrayBuffer, Date, RegExp, Promise, WeakMap, WeakSet].some((type) => value instanceof type)
  );
}

// The values a node holds: items of a set, values of a map, and the own property values of
// anything else, lists included (never `[...list]`: a sparse list can be 2**32-1 long, and a
// list can carry extra properties). Keys are not values: they are never rewritten.
function entries(node: object): unknown[] {
  if (node instanceof Set) return [...node];
  if (node instanceof Map) return [...node.values()];
  return Reflect.ownKeys(node).map((key) => readDescriptor(node, key)?.value);
}

// Own properties; an accessor `stack` (its text holds the message) is read into a value.
function readDescriptor(node: object, key: string | symbol): PropertyDescriptor | undefined {
  const descriptor = Object.getOwnPropertyDescriptor(node, key);
  if (descriptor === undefined || "value" in descriptor || key !== "stack") return descriptor;
  const { enumerable = false, configurable = true } = descriptor;
  return { value: Reflect.get(node, key), writable: true, enumerable, configurable };
}

function emptyLike(value: object): object {
  if (Array.isArray(value)) return [];
  if (value instanceof Map) return new Map();
  if (value instanceof Set) return new Set();
  const prototype: object | null = Object.getPrototypeOf(value);
  if (!(value instanceof Error)) return Object.create(prototype);
  // A real error object (so util.inspect and isNativeError treat it as one), without the
  // stack of this line.
  const error = Reflect.construct(Error, []) as Error;
  Reflect.deleteProperty(error, "stack");
  Object.setPrototypeOf(error, prototype);
  return error;
}
