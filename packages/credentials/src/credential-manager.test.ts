import { CANARY, visibleText } from "@kit/test-support";
import { describe, expect, it } from "vitest";
import { CredentialManager } from "./credential-manager";
import type { CredentialLookupOptions, CredentialProvider } from "./credential-provider";
import { CredentialBackendError } from "./errors/credential-backend-error";
import { CredentialError } from "./errors/credential-error";
import { CredentialNotFoundError } from "./errors/credential-not-found-error";
import { StaticCredentialProvider } from "./static-credential-provider";

/** Records every lookup, answering from a record. */
function recording(name: string, values: Record<string, string>) {
  const asked: { name: string; signal: AbortSignal | undefined }[] = [];
  const provider: CredentialProvider = {
    name,
    async get(credential: string, options?: CredentialLookupOptions) {
      asked.push({ name: credential, signal: options?.signal });
      return Object.hasOwn(values, credential) ? values[credential] : undefined;
    },
  };
  return { provider, asked };
}

function throwing(name: string, error: unknown): CredentialProvider {
  return {
    name,
    async get() {
      throw error;
    },
  };
}

async function caught(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => new Error("expected a rejection"),
    (reason: unknown) => reason,
  );
}

describe("CredentialManager", () => {
  it("asks providers in order and returns a frozen object with exactly the names asked", async () => {
    const first = recording("first", { a: "from-first" });
    const second = recording("second", { a: "shadowed", b: "from-second", c: "unused" });
    const manager = new CredentialManager([first.provider, second.provider]);
    const result = await manager.resolve(["a", "b", "a"]);
    expect(result).toEqual({ a: "from-first", b: "from-second" });
    expect(Object.isFrozen(result)).toBe(true);
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect(first.asked.map((call) => call.name)).toEqual(["a", "b"]);
    expect(second.asked.map((call) => call.name)).toEqual(["b"]);
    expect(await manager.resolve([])).toEqual({});
  });

  it("stores a name such as __proto__ as an own key", async () => {
    const manager = new CredentialManager(
      new StaticCredentialProvider(new Map([["__proto__", "p"]])),
    );
    const result = await manager.resolve(["__proto__"]);
    expect(Object.hasOwn(result, "__proto__")).toBe(true);
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
  });

  it("resolves names concurrently", async () => {
    let running = 0;
    let most = 0;
    const provider: CredentialProvider = {
      name: "slow",
      async get(name) {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setImmediate(resolve));
        running -= 1;
        return name;
      },
    };
    await new CredentialManager(provider).resolve(["a", "b", "c"]);
    expect(most).toBe(3);
  });

  it("reports every missing name and every provider asked in one error", async () => {
    const manager = new CredentialManager([
      recording("env", { a: "1" }).provider,
      recording("files", {}).provider,
    ]);
    const error = await caught(manager.resolve(["a", "b", "c"]));
    expect(CredentialNotFoundError.isInstance(error)).toBe(true);
    const notFound = error as CredentialNotFoundError;
    expect(notFound.names).toEqual(["b", "c"]);
    expect(notFound.providers).toEqual(["env", "files"]);
    expect(notFound.message).toBe(
      "Credentials not found: 'b', 'c' (asked: 'env', 'files'); store them in one of these backends",
    );
    expect(notFound.name).toBe("CredentialNotFoundError");
  });

  it("says where each backend looked for each missing name, never a value", async () => {
    const described = (name: string, describeLookup: (credential: string) => unknown) =>
      ({ ...recording(name, { found: CANARY }).provider, describeLookup }) as CredentialProvider;
    const manager = new CredentialManager([
      described(
        "env",
        (credential) => `the environment variable 'KIT_${credential.toUpperCase()}'`,
      ),
      recording("silent", {}).provider,
      described("broken", () => {
        throw new Error(CANARY);
      }),
      described("odd", () => 42),
      described("echo", () => `the value '${CANARY}'`),
    ]);
    const error = await caught(manager.resolve(["found", "b", "c"]));
    expect(CredentialNotFoundError.isInstance(error)).toBe(true);
    expect((error as Error).message).toBe(
      "Credentials not found: 'b', 'c' (asked: 'env', 'silent', 'broken', 'odd', 'echo'); " +
        "store them in one of these backends. " +
        "Looked for 'b' in 'env': the environment variable 'KIT_B'; 'echo': the value '[REDACTED]'. " +
        "Looked for 'c' in 'env': the environment variable 'KIT_C'; 'echo': the value '[REDACTED]'",
    );
    expect(visibleText(error)).not.toContain(CANARY);
  });

  it("refuses a batch with an invalid name before asking any provider", async () => {
    const { provider, asked } = recording("env", { a: "1" });
    const manager = new CredentialManager(provider);
    for (const bad of ["../etc/passwd", "", "ü", "x".repeat(129), "..", 42]) {
      const error = await caught(manager.resolve(["a", bad as string]));
      expect(CredentialError.isInstance(error)).toBe(true);
      expect(CredentialNotFoundError.isInstance(error)).toBe(false);
    }
    const error = await caught(manager.resolve(["a", "../etc/passwd"]));
    expect((error as Error).message).toContain("'../etc/passwd'");
    expect(asked).toHaveLength(0);
    await expect(manager.resolve("a" as unknown as string[])).rejects.toThrow(TypeError);
  });

  it("lets a backend failure win over a missing name, and stops at the failing provider", async () => {
    const failure = new CredentialBackendError("locked", { provider: "keyring", credential: "b" });
    const later = recording("later", { b: "never-asked" });
    const manager = new CredentialManager([
      {
        name: "keyring",
        get: async (name) => (name === "b" ? Promise.reject(failure) : undefined),
      },
      later.provider,
    ]);
    const error = await caught(manager.resolve(["missing", "b"]));
    expect(error).toBe(failure);
    expect(later.asked.map((call) => call.name)).toEqual(["missing"]);
  });

  it("wraps a foreign error in a CredentialBackendError cleaned of tokens", async () => {
    const original = new TypeError(`fetch failed: Authorization: Bearer ${CANARY}`);
    const manager = new CredentialManager(throwing("vault", original));
    const error = await caught(manager.resolve(["key"]));
    expect(CredentialBackendError.isInstance(error)).toBe(true);
    const backend = error as CredentialBackendError;
    expect(backend.provider).toBe("vault");
    expect(backend.credential).toBe("key");
    expect(backend.message).toContain(
      "Credential backend 'vault' failed to look up 'key': fetch failed",
    );
    expect((backend.cause as Error).name).toBe("TypeError");
    expect(visibleText(backend)).not.toContain(CANARY);
    expect(original.message).toContain(CANARY);
  });

  it("wraps non-Error throws and values of the wrong type without showing them", async () => {
    const thrown = await caught(new CredentialManager(throwing("odd", CANARY)).resolve(["k"]));
    expect(CredentialBackendError.isInstance(thrown)).toBe(true);
    const wrongType: CredentialProvider = {
      name: "numbers",
      get: async () => 12345 as unknown as string,
    };
    const error = await caught(new CredentialManager(wrongType).resolve(["k"]));
    expect(CredentialBackendError.isInstance(error)).toBe(true);
    expect((error as Error).message).toContain("it answered with a value of type number");
    expect((error as Error).message).not.toContain("12345");
  });

  it("removes values resolved in the same batch from a failure's text", async () => {
    const leaky: CredentialProvider = {
      name: "leaky",
      async get(name) {
        if (name === "a") return CANARY;
        await new Promise((resolve) => setImmediate(resolve));
        throw new Error(`could not use ${CANARY} to fetch b`);
      },
    };
    const error = await caught(new CredentialManager(leaky).resolve(["a", "b"]));
    expect(CredentialBackendError.isInstance(error)).toBe(true);
    expect((error as CredentialBackendError).credential).toBe("b");
    expect((error as CredentialBackendError).provider).toBe("leaky");
    expect(visibleText(error)).not.toContain(CANARY);
    expect(visibleText(error)).toContain("[REDACTED]");
  });

  it("passes the signal to every provider and rejects with its reason on abort", async () => {
    const first = recording("first", {});
    let release: () => void = () => {};
    const stuck: CredentialProvider = {
      name: "stuck",
      get: () =>
        new Promise((resolve) => {
          release = () => resolve("late");
        }),
    };
    const manager = new CredentialManager([first.provider, stuck]);
    const controller = new AbortController();
    const pending = manager.resolve(["a"], { signal: controller.signal });
    await new Promise((resolve) => setImmediate(resolve));
    expect(first.asked[0]?.signal).toBe(controller.signal);
    const reason = new Error("user cancelled");
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
    release();
  });

  it("rejects at once with the reason of an already aborted signal, asking nobody", async () => {
    const { provider, asked } = recording("env", { a: "1" });
    const controller = new AbortController();
    controller.abort("stopped");
    await expect(
      new CredentialManager(provider).resolve(["a"], { signal: controller.signal }),
    ).rejects.toBe("stopped");
    expect(asked).toHaveLength(0);
  });

  it("refuses an empty provider list or something that is not a provider", () => {
    expect(() => new CredentialManager([])).toThrow(TypeError);
    expect(() => new CredentialManager({} as CredentialProvider)).toThrow(TypeError);
    expect(
      () => new CredentialManager([{ name: 1, get() {} } as unknown as CredentialProvider]),
    ).toThrow(/index 0/);
    const single = recording("one", {}).provider;
    expect(new CredentialManager(single).providers).toEqual([single]);
  });
});
