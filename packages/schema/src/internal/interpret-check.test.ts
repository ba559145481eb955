// The interpreter reads present keys through a for-in over the input; these inputs are the ones
// where that shortcut could go wrong. Both checks must give the same, right answers.
import { describe, expect, it } from "vitest";
import type { ParameterDefinition } from "../parameter-definition";
import type { CheckFunction } from "./check-function";
import { frozenCopy } from "./copy-value";
import { generateCheck } from "./generate-check";
import { interpretCheck } from "./interpret-check";

const parameters = [
  { name: "city", type: "string" },
  { name: "__proto__", type: "string", required: false },
  { name: "constructor", type: "string", required: false },
  { name: "toString", type: "string", required: false },
  { name: "units", type: "string", required: false, default: "metric" },
].map((parameter) => frozenCopy(parameter) as ParameterDefinition);

const checks: [string, () => CheckFunction][] = [
  ["interpreted", () => interpretCheck(parameters, true)],
  ["generated", () => generateCheck(parameters, true, false) as CheckFunction],
];

function run(check: CheckFunction, values: unknown) {
  const messages: string[] = [];
  check(values, messages, undefined, undefined);
  return { messages, values };
}

const prototype = Object.prototype as Record<string, unknown>;

describe.each(checks)("the %s check", (_label, build) => {
  it("takes own keys in any order, with unknown keys between them", () => {
    const values = { units: "si", extra: 1, toString: 2, city: "Oslo" };
    expect(run(build(), values).messages).toEqual([
      "Parameter 'toString': expected type 'string', got 'integer'",
      "Unknown parameter: 'extra'",
    ]);
  });

  it("takes own __proto__, constructor and toString keys, and only own ones", () => {
    const own = JSON.parse('{"city":"Oslo","__proto__":"p","constructor":"c","toString":"t"}');
    expect(run(build(), own).messages).toEqual([]);
    expect(run(build(), { city: "Oslo" }).messages).toEqual([]);
    expect(run(build(), { city: "Oslo", constructor: 1 }).messages).toEqual([
      "Parameter 'constructor': expected type 'string', got 'integer'",
    ]);
  });

  it("takes an own key that is not enumerable", () => {
    const values = Object.defineProperty({}, "city", { value: 7 });
    expect(run(build(), values).messages).toEqual([
      "Parameter 'city': expected type 'string', got 'integer'",
    ]);
  });

  it("ignores values polluting Object.prototype after it was built: enumerable, hidden, getters", () => {
    const check = build();
    const pollutions: [string, PropertyDescriptor][] = [
      ["city", { value: "x", enumerable: true, configurable: true, writable: true }],
      ["city", { value: "x", enumerable: false, configurable: true, writable: true }],
      ["city", { get: () => "x", enumerable: true, configurable: true }],
      ["city", { get: () => "x", enumerable: false, configurable: true }],
    ];
    for (const [name, descriptor] of pollutions) {
      Object.defineProperty(prototype, name, descriptor);
      let result: ReturnType<typeof run>;
      try {
        result = run(check, { extra: undefined });
      } finally {
        delete prototype[name];
      }
      expect(result.messages).toEqual(["Missing required parameter: 'city'"]);
      expect(Object.getOwnPropertyDescriptor(result.values, "units")?.value).toBe("metric");
    }
  });

  it("stays exact when hasOwnProperty is replaced", () => {
    const check = build();
    const original = prototype.hasOwnProperty;
    prototype.city = "polluted";
    Object.defineProperty(prototype, "hasOwnProperty", { value: () => true, writable: true });
    let messages: string[];
    try {
      messages = run(check, {}).messages;
    } finally {
      Object.defineProperty(prototype, "hasOwnProperty", { value: original });
      delete prototype.city;
    }
    expect(messages).toEqual(["Missing required parameter: 'city'"]);
  });

  it("reads a getter's own deletions and additions as they happen", () => {
    // The getter of `city` deletes `toString` (the inherited function must not count) and
    // adds `constructor` as an own key.
    const values: Record<string, unknown> = Object.defineProperty({}, "city", {
      enumerable: true,
      get() {
        Reflect.deleteProperty(values, "toString");
        Reflect.set(values, "constructor", 5);
        return "Oslo";
      },
    });
    Reflect.set(values, "toString", "t");
    const { messages } = run(build(), values);
    expect(messages).toEqual(["Parameter 'constructor': expected type 'string', got 'integer'"]);
  });

  it("takes the value of a getter that deletes its own key (read, then asked about)", () => {
    const values: Record<string, unknown> = Object.defineProperty({}, "city", {
      enumerable: true,
      configurable: true,
      get() {
        delete values.city;
        return "Oslo";
      },
    });
    expect(run(build(), values).messages).toEqual([]);
  });

  it("refuses a class instance without running its getters, at the top and as a value", () => {
    let reads = 0;
    class Weather {
      get city(): string {
        reads++;
        return "Oslo";
      }
    }
    expect(run(build(), new Weather()).messages).toEqual([
      "Expected a dictionary of parameters, got 'object'",
    ]);
    expect(reads).toBe(0);
  });

  it("gives a proxy whose has trap throws the answer it gives any proxy", () => {
    const trapped = (target: Record<string, unknown>) =>
      new Proxy(target, {
        has: () => {
          throw new Error("has trap");
        },
      });
    expect(run(build(), trapped({ city: 1 })).messages).toEqual([
      "Parameter 'city': expected type 'string', got 'integer'",
    ]);
    expect(run(build(), trapped({ city: "Oslo" })).messages).toEqual([]);
  });

  it("takes a null-prototype dictionary and a transparent proxy of one", () => {
    const bare = Object.assign(Object.create(null), { city: "Oslo", toString: "t" });
    expect(run(build(), bare).messages).toEqual([]);
    expect(run(build(), new Proxy({ city: 1 }, {})).messages).toEqual([
      "Parameter 'city': expected type 'string', got 'integer'",
    ]);
  });
});

describe("a dictionary parameter, interpreted or generated", () => {
  const nested = [
    { name: "filters", type: "dictionary" },
    { name: "extra", type: "dictionary", required: false },
  ].map((parameter) => frozenCopy(parameter) as ParameterDefinition);

  it("takes plain and null-prototype objects and refuses the rest, whatever shapes came before", () => {
    for (const check of [interpretCheck(nested, false), generateCheck(nested, false, false)]) {
      // The same shape many times first, as a hot call site sees it, then other shapes.
      for (let call = 0; call < 50; call++) {
        expect(run(check as CheckFunction, { filters: { year: call } }).messages).toEqual([]);
      }
      const refused = [new Date(0), new Map(), [], new (class Filters {})(), Object.create({})];
      for (const value of refused) {
        expect(run(check as CheckFunction, { filters: value }).messages).toHaveLength(1);
      }
      const bare = Object.create(null) as Record<string, unknown>;
      expect(run(check as CheckFunction, { filters: bare, extra: {} }).messages).toEqual([]);
      // A throwing has trap changes nothing; a revoked proxy cannot be read at all.
      const trapped = new Proxy({}, { has: () => Boolean(JSON.parse("x")) });
      expect(run(check as CheckFunction, { filters: trapped }).messages).toEqual([]);
      const { proxy, revoke } = Proxy.revocable({}, {});
      revoke();
      expect(() => run(check as CheckFunction, { filters: proxy })).toThrow(TypeError);
    }
  });
});

describe("a loose schema, interpreted or generated", () => {
  const loose = [
    { name: "city", type: "string" },
    { name: "units", type: "string", required: false, default: "metric" },
  ].map((parameter) => frozenCopy(parameter) as ParameterDefinition);

  it("reads a proxy whose key traps throw by its declared names, as both checks do", () => {
    const trap = (name: string) => () => {
      throw new Error(`${name} trap`);
    };
    // ownKeys throws before any key is listed; getOwnPropertyDescriptor throws on the first
    // key the for-in lists (no default is needed there: writing one would ask it too).
    const inputs = [
      () => new Proxy({ city: 7 } as Record<string, unknown>, { ownKeys: trap("ownKeys") }),
      () =>
        new Proxy({ city: 7, units: "si" } as Record<string, unknown>, {
          getOwnPropertyDescriptor: trap("getOwnPropertyDescriptor"),
        }),
    ];
    const expected = ["Parameter 'city': expected type 'string', got 'integer'"];
    for (const check of [interpretCheck(loose, false), generateCheck(loose, false, false)]) {
      for (const input of inputs) {
        expect(run(check as CheckFunction, input()).messages).toEqual(expected);
      }
    }
  });

  it("still throws a declared key's throwing getter, once enumeration failed", () => {
    const values = new Proxy({} as Record<string, unknown>, {
      ownKeys: () => {
        throw new Error("ownKeys trap");
      },
      get: (_target, key) => {
        if (key === "city") throw new Error("city getter");
        return undefined;
      },
    });
    for (const check of [interpretCheck(loose, false), generateCheck(loose, false, false)]) {
      expect(() => run(check as CheckFunction, values)).toThrow("city getter");
    }
  });
});
