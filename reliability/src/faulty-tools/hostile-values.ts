// Values a faulty tool throws or returns: non-errors, errors with throwing getters, proxies.

/** An Error whose `message` getter throws. */
function errorWithThrowingMessage(): Error {
  const error = new Error("hidden");
  Object.defineProperty(error, "message", {
    get() {
      throw new Error("message getter threw");
    },
  });
  return error;
}

/** A proxy whose every trap throws. */
export function throwingProxy(): object {
  const fail = (): never => {
    throw new Error("trap threw");
  };
  return new Proxy(
    {},
    { get: fail, has: fail, ownKeys: fail, getOwnPropertyDescriptor: fail, getPrototypeOf: fail },
  );
}

/** A revoked proxy: every operation on it throws a TypeError. */
export function revokedProxy(): object {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return proxy;
}

/** Everything a tool might throw or reject with, by name. */
export const THROWN: readonly [string, () => unknown][] = [
  ["an Error", () => new Error("plain failure")],
  ["a TypeError", () => new TypeError("type failure")],
  ["a string", () => "a string"],
  ["undefined", () => undefined],
  ["null", () => null],
  ["a number", () => 42],
  ["a symbol", () => Symbol("thrown")],
  ["a bigint", () => 7n],
  ["a null-prototype object", () => Object.create(null)],
  [
    "an object with a throwing toString",
    () => ({
      toString: () => {
        throw new Error("toString threw");
      },
    }),
  ],
  ["an Error with a throwing message getter", errorWithThrowingMessage],
  [
    "an Error whose message is a symbol",
    () => Object.defineProperty(new Error(), "message", { value: Symbol("m") }),
  ],
  ["a proxy whose traps throw", throwingProxy],
  ["a revoked proxy", revokedProxy],
  [
    "a cyclic error",
    () => {
      const error = new Error("cyclic");
      error.cause = error;
      return error;
    },
  ],
];
