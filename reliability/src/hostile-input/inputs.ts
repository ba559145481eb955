// Hostile whole inputs: objects whose shape itself is the attack.
import type { Hostile } from "./values";

function withGetter(key: string, enumerable = true): Record<string, unknown> {
  return Object.defineProperty({ city: "Oslo" }, key, {
    enumerable,
    get() {
      throw new Error(`getter of '${key}' threw`);
    },
  });
}

function proxyWithTrap(trap: keyof ProxyHandler<object>): Hostile {
  return {
    label: `proxy whose ${trap} trap throws`,
    make: () =>
      new Proxy(
        { city: "Oslo" },
        {
          [trap]: () => {
            throw new Error(`${trap} trap threw`);
          },
        },
      ),
  };
}

function revokedInput(): object {
  const { proxy, revoke } = Proxy.revocable({ city: "Oslo" }, {});
  revoke();
  return proxy;
}

function manyKeys(count: number): Record<string, unknown> {
  const values: Record<string, unknown> = { city: "Oslo" };
  for (let index = 0; index < count; index += 1) values[`k${index}`] = index;
  return values;
}

/** Inputs whose own structure is hostile; keys and messages are checked per schema. */
export const HOSTILE_INPUTS: readonly Hostile[] = [
  { label: "getter on a declared key throws", make: () => withGetter("count") },
  { label: "getter on an unknown key throws", make: () => withGetter("extra") },
  { label: "non-enumerable throwing getter", make: () => withGetter("extra", false) },
  ...(["get", "has", "ownKeys", "getOwnPropertyDescriptor", "getPrototypeOf"] as const).map(
    proxyWithTrap,
  ),
  { label: "transparent proxy input", make: () => new Proxy({ city: "Oslo" }, {}) },
  { label: "revoked proxy input", make: revokedInput },
  { label: "frozen input that needs defaults", make: () => Object.freeze({ city: "Oslo" }) },
  { label: "sealed input that needs defaults", make: () => Object.seal({ city: "Oslo" }) },
  {
    label: "non-extensible input that needs defaults",
    make: () => Object.preventExtensions({ city: "Oslo" }),
  },
  {
    label: "frozen input with every key",
    make: () => Object.freeze({ city: "Oslo", count: 2, tags: [], meta: {}, constructor: {} }),
  },
  {
    label: "symbol keys",
    make: () => ({ city: "Oslo", [Symbol("city")]: 1, [Symbol.toPrimitive]: () => 1 }),
  },
  {
    label: "symbol as a declared value",
    make: () => ({ city: Symbol("Oslo") }),
  },
  {
    label: "non-enumerable declared key beside an unknown one",
    make: () => Object.defineProperty({ extra: 1 }, "city", { value: "Oslo", enumerable: false }),
  },
  {
    label: "null-prototype input",
    make: () => Object.assign(Object.create(null), { city: "Oslo" }),
  },
  { label: "input inheriting city", make: () => Object.create({ city: "Oslo" }) },
  { label: "undefined values everywhere", make: () => ({ city: undefined, count: undefined }) },
  { label: "10,000 unknown keys", make: () => manyKeys(10_000) },
  { label: "list input", make: () => [{ city: "Oslo" }] },
  { label: "string input", make: () => "city=Oslo" },
  { label: "undefined input", make: () => undefined },
  { label: "Map input", make: () => new Map([["city", "Oslo"]]) },
  {
    label: "class instance input",
    make: () =>
      new (class Inputs {
        city = "Oslo";
      })(),
  },
  {
    label: "arguments object",
    make: () =>
      (function args() {
        // biome-ignore lint/complexity/noArguments: an arguments object is the payload.
        return arguments;
      })(),
  },
  {
    label: "toJSON that throws on the input",
    make: () => ({
      city: "Oslo",
      toJSON() {
        throw new Error("toJSON boom");
      },
    }),
  },
  {
    label: "constructor key set to a function",
    make: () => ({ city: "Oslo", constructor: () => "hijacked" }),
  },
  { label: "hasOwnProperty key shadowed", make: () => ({ city: "Oslo", hasOwnProperty: 1 }) },
];
