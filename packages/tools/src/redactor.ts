// Value-based secret redaction: every occurrence of a credential value that a call resolved
// becomes "[REDACTED]", deep inside outputs and errors. Copy-on-change: an object is copied
// only when something reachable from it held a secret, so clean values stay shared.
/** What a credential value is replaced by. */
export const REDACTED: "[REDACTED]" = "[REDACTED]";

/** Replaces known secret values in strings, keys, arrays, objects, maps, sets and errors. */
export class Redactor {
  /** The values hidden, longest first. */
  readonly secrets: readonly string[];
  readonly #replace: RegExp;
  readonly #test: RegExp;

  /**
   * @param secrets - the values to hide; empty strings are skipped.
   */
  private constructor(secrets: readonly string[]) {
    // Longest first, so a secret that contains another is replaced whole.
    this.secrets = Object.freeze(secrets.slice().sort((a, b) => b.length - a.length));
    const alternatives = this.secrets
      .map((secret) => secret.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join("|");
    this.#replace = new RegExp(alternatives, "g");
    this.#test = new RegExp(alternatives);
  }

  /**
   * Builds a redactor for some secrets.
   * @param secrets - credential values.
   * @returns a redactor, or undefined when there is nothing to hide.
   */
  static for(secrets: Iterable<string>): Redactor | undefined {
    const unique = new Set<string>();
    for (const secret of secrets) if (secret !== "") unique.add(secret);
    return unique.size === 0 ? undefined : new Redactor([...unique]);
  }

  /**
   * Hides every secret in a value.
   * @param value - any value.
   * @returns the value itself when it holds no secret, else a copy where each changed part
   * is a copy (same prototypes, flags and frozenness) and everything else is shared.
   */
  redact<T>(value: T): T {
    if (typeof value === "string") return this.#string(value) as T;
    if (!isTraversable(value)) return value;
    const dirty = this.#findDirty(value);
    return dirty.size === 0 ? value : (this.#copy(value, dirty, new Map()) as T);
  }

  #string(text: string): string {
    return this.#test.test(text) ? text.replace(this.#replace, REDACTED) : text;
  }

  #hasSecret(value: unknown): boolean {
    return typeof value === "string" && this.#test.test(value);
  }

  // Every object from which a secret string (value or key) can be reached, cycles included.
  #findDirty(root: object): Set<object> {
    const parents = new Map<object, object[]>([[root, []]]);
    const holders: object[] = [];
    const pending: object[] = [root];
    for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
      const parent = node;
      let holds = false;
      forEachEntry(node, (key, value) => {
        if (this.#hasSecret(key) || this.#hasSecret(value)) holds = true;
        if (!isTraversable(value)) return;
        const known = parents.get(value);
        if (known !== undefined) known.push(parent);
        else {
          parents.set(value, [parent]);
          pending.push(value);
        }
      });
      if (holds) holders.push(node);
    }
    const dirty = new Set<object>();
    for (let node = holders.pop(); node !== undefined; node = holders.pop()) {
      if (dirty.has(node)) continue;
      dirty.add(node);
      for (const parent of parents.get(node) ?? []) if (!dirty.has(parent)) holders.push(parent);
    }
    return dirty;
  }

  #copy(value: unknown, dirty: Set<object>, copies: Map<object, object>): unknown {
    if (typeof value === "string") return this.#string(value);
    if (!isTraversable(value) || !dirty.has(value)) return value;
    const known = copies.get(value);
    if (known !== undefined) return known;
    const copy = emptyLike(value);
    copies.set(value, copy);
    const inner = (item: unknown): unknown => this.#copy(item, dirty, copies);
    if (Array.isArray(value)) {
      for (const item of value) (copy as unknown[]).push(inner(item));
    } else if (value instanceof Map) {
      for (const [key, item] of value) (copy as Map<unknown, unknown>).set(inner(key), inner(item));
    } else if (value instanceof Set) {
      for (const item of value) (copy as Set<unknown>).add(inner(item));
    } else {
      for (const key of Reflect.ownKeys(value)) {
        const descriptor = readDescriptor(value, key);
        if (descriptor === undefined) continue;
        if ("value" in descriptor) descriptor.value = inner(descriptor.value);
        const name = typeof key === "string" ? this.#string(key) : key;
        Object.defineProperty(copy, name, descriptor);
      }
    }
    if (Object.isFrozen(value)) Object.freeze(copy);
    return copy;
  }
}

/** Lists, dictionaries, maps, sets, errors and other objects; not binary data or functions. */
function isTraversable(value: unknown): value is object {
  return (
    typeof value === "object" &&
    value !== null &&
    !ArrayBuffer.isView(value) &&
    !(value instanceof ArrayBuffer) &&
    !(value instanceof Date) &&
    !(value instanceof RegExp) &&
    !(value instanceof Promise) &&
    !(value instanceof WeakMap) &&
    !(value instanceof WeakSet)
  );
}

function forEachEntry(node: object, visit: (key: unknown, value: unknown) => void): void {
  if (Array.isArray(node)) {
    for (const item of node) visit(undefined, item);
  } else if (node instanceof Map) {
    for (const [key, item] of node) {
      visit(undefined, key);
      visit(undefined, item);
    }
  } else if (node instanceof Set) {
    for (const item of node) visit(undefined, item);
  } else {
    for (const key of Reflect.ownKeys(node)) {
      const descriptor = readDescriptor(node, key);
      if (descriptor !== undefined) visit(key, descriptor.value);
    }
  }
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
