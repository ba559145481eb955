// Hostile single values: every odd thing a JS value can be. Each is built fresh on demand.

/** A named maker of one value. */
export interface Hostile {
  readonly label: string;
  readonly make: () => unknown;
}

/** A string of 10 MB. */
const TEN_MEGABYTES = 10 * 1024 * 1024;

/**
 * Nests a value `depth` levels deep in dictionaries (or lists).
 * @param depth - how many levels.
 * @param list - nest in lists instead of dictionaries.
 * @returns the outermost container.
 */
function deeplyNested(depth: number, list = false): unknown {
  let value: unknown = "bottom";
  for (let level = 0; level < depth; level += 1) value = list ? [value] : { next: value };
  return value;
}

function throwingGetter(): object {
  return Object.defineProperty({}, "boom", {
    enumerable: true,
    get() {
      throw new Error("getter boom");
    },
  });
}

function throwingTraps(): object {
  const fail = (): never => {
    throw new Error("trap boom");
  };
  return new Proxy(
    {},
    {
      get: fail,
      has: fail,
      ownKeys: fail,
      getOwnPropertyDescriptor: fail,
      getPrototypeOf: fail,
      defineProperty: fail,
      set: fail,
    },
  );
}

function revoked(): object {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return proxy;
}

function cyclic(): object {
  const value: Record<string, unknown> = { name: "loop" };
  value.self = value;
  return value;
}

function cyclicList(): unknown[] {
  const list: unknown[] = [1];
  list.push(list);
  return list;
}

function sparseHuge(): unknown[] {
  const list: unknown[] = [];
  list[2 ** 32 - 2] = "last";
  return list;
}

/** Values of every odd kind, used as parameter values and as whole inputs. */
export const HOSTILE_VALUES: readonly Hostile[] = [
  { label: "NaN", make: () => Number.NaN },
  { label: "-0", make: () => -0 },
  { label: "Infinity", make: () => Number.POSITIVE_INFINITY },
  { label: "-Infinity", make: () => Number.NEGATIVE_INFINITY },
  { label: "MAX_VALUE", make: () => Number.MAX_VALUE },
  { label: "2**53+1", make: () => 2 ** 53 + 1 },
  { label: "bigint", make: () => 1n },
  { label: "huge bigint", make: () => 2n ** 4096n },
  { label: "symbol", make: () => Symbol("hostile") },
  { label: "well-known symbol", make: () => Symbol.iterator },
  { label: "null", make: () => null },
  { label: "empty string", make: () => "" },
  { label: "10 MB string", make: () => "x".repeat(TEN_MEGABYTES) },
  { label: "lone surrogate", make: () => "\uD800" },
  { label: "function", make: () => () => "called" },
  { label: "class", make: () => class Hostile {} },
  { label: "class instance", make: () => new (class Box {})() },
  { label: "Date", make: () => new Date(Number.NaN) },
  { label: "Map", make: () => new Map([["__proto__", 1]]) },
  { label: "Set", make: () => new Set([1]) },
  { label: "WeakMap", make: () => new WeakMap() },
  { label: "Promise", make: () => Promise.resolve(1) },
  {
    label: "rejected Promise",
    make: () => Promise.reject(new Error("never awaited")).catch(() => 1),
  },
  { label: "Uint8Array", make: () => new Uint8Array(8) },
  { label: "boxed string", make: () => Object("text") },
  { label: "boxed number", make: () => Object(1) },
  { label: "Error", make: () => new Error("as a value") },
  { label: "RegExp", make: () => /x/g },
  { label: "null-prototype object", make: () => Object.create(null) },
  { label: "frozen object", make: () => Object.freeze({ a: 1 }) },
  { label: "sealed list", make: () => Object.seal([1, 2]) },
  { label: "sparse list", make: () => Object.assign(new Array(3), { 2: 1 }) },
  { label: "huge sparse list", make: sparseHuge },
  { label: "million-item list", make: () => new Array(1_000_000).fill(0) },
  { label: "cyclic object", make: cyclic },
  { label: "cyclic list", make: cyclicList },
  {
    label: "throwing toJSON",
    make: () => ({
      toJSON() {
        throw new Error("toJSON boom");
      },
    }),
  },
  { label: "throwing getter", make: throwingGetter },
  { label: "transparent proxy", make: () => new Proxy({ a: 1 }, {}) },
  { label: "proxy of a list", make: () => new Proxy([1], {}) },
  { label: "proxy with throwing traps", make: throwingTraps },
  { label: "revoked proxy", make: revoked },
  { label: "10,000-deep dictionaries", make: () => deeplyNested(10_000) },
  { label: "10,000-deep lists", make: () => deeplyNested(10_000, true) },
];
