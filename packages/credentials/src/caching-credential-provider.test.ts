import { describe, expect, it } from "vitest";
import { describeProviderContract } from "../test/provider-contract";
import { CachingCredentialProvider } from "./caching-credential-provider";
import type { CredentialLookupOptions, CredentialProvider } from "./credential-provider";
import { EnvironmentCredentialProvider } from "./environment-credential-provider";
import { CredentialBackendError } from "./errors/credential-backend-error";
import { StaticCredentialProvider } from "./static-credential-provider";

describeProviderContract("CachingCredentialProvider", async (values) => {
  const broken: CredentialProvider = {
    name: "broken",
    async get(name) {
      throw new CredentialBackendError("The backend is down.", {
        provider: "broken",
        credential: name,
      });
    },
  };
  return {
    provider: new CachingCredentialProvider(new StaticCredentialProvider(values), {
      ttlMs: 600_000,
    }),
    failing: new CachingCredentialProvider(broken, { ttlMs: 600_000 }),
  };
});

/** A provider whose lookups the test settles by hand, recording every call. */
function manualProvider() {
  const calls: {
    name: string;
    signal: AbortSignal | undefined;
    settle: (value: string | undefined) => void;
    fail: (error: unknown) => void;
  }[] = [];
  const provider: CredentialProvider = {
    name: "manual",
    get(name: string, options?: CredentialLookupOptions) {
      return new Promise<string | undefined>((resolve, reject) => {
        calls.push({ name, signal: options?.signal, settle: resolve, fail: reject });
      });
    },
  };
  return { provider, calls };
}

/** A provider answering at once, counting calls. */
function countingProvider(values: Record<string, string>) {
  const counts = new Map<string, number>();
  const provider: CredentialProvider = {
    name: "counting",
    async get(name) {
      counts.set(name, (counts.get(name) ?? 0) + 1);
      return values[name];
    },
  };
  return { provider, counts };
}

describe("CachingCredentialProvider", () => {
  it("keeps a value for ttlMs on the injected clock, then asks again", async () => {
    let now = 1000;
    const { provider, counts } = countingProvider({ key: "v" });
    const cache = new CachingCredentialProvider(provider, { ttlMs: 50, now: () => now });
    expect(await cache.get("key")).toBe("v");
    now += 49;
    expect(await cache.get("key")).toBe("v");
    expect(counts.get("key")).toBe(1);
    now += 1;
    expect(await cache.get("key")).toBe("v");
    expect(counts.get("key")).toBe(2);
    expect(cache.name).toBe("counting");
  });

  it("shares one backend call between concurrent lookups of a name", async () => {
    const { provider, calls } = manualProvider();
    const cache = new CachingCredentialProvider(provider, { ttlMs: 600_000 });
    const first = cache.get("key");
    const second = cache.get("key");
    const other = cache.get("other");
    await Promise.resolve();
    expect(calls.map((call) => call.name)).toEqual(["key", "other"]);
    calls[0]!.settle("shared");
    calls[1]!.settle("separate");
    expect(await Promise.all([first, second, other])).toEqual(["shared", "shared", "separate"]);
    expect(await cache.get("key")).toBe("shared");
    expect(calls).toHaveLength(2);
  });

  it("never caches a failure", async () => {
    const { provider, calls } = manualProvider();
    const cache = new CachingCredentialProvider(provider, { ttlMs: 600_000 });
    const failed = cache.get("key");
    await Promise.resolve();
    const error = new CredentialBackendError("down", { provider: "manual", credential: "key" });
    calls[0]!.fail(error);
    await expect(failed).rejects.toBe(error);
    const retried = cache.get("key");
    await Promise.resolve();
    expect(calls).toHaveLength(2);
    calls[1]!.settle("recovered");
    expect(await retried).toBe("recovered");
  });

  it("describes a lookup as the wrapped provider does, or not at all", () => {
    const described = new CachingCredentialProvider(
      new EnvironmentCredentialProvider({ prefix: "KIT_", env: {} }),
      { ttlMs: 600_000 },
    );
    expect(described.describeLookup("a")).toBe("the environment variable 'KIT_A'");
    const silent = new CachingCredentialProvider(countingProvider({}).provider, { ttlMs: 600_000 });
    expect(silent.describeLookup("a")).toBeUndefined();
  });

  it("asks again for a missing name unless cacheMissing is set", async () => {
    const plain = countingProvider({});
    const cache = new CachingCredentialProvider(plain.provider, { ttlMs: 600_000 });
    expect(await cache.get("gone")).toBeUndefined();
    expect(await cache.get("gone")).toBeUndefined();
    expect(plain.counts.get("gone")).toBe(2);
    const negative = countingProvider({});
    const caching = new CachingCredentialProvider(negative.provider, {
      ttlMs: 600_000,
      cacheMissing: true,
    });
    await caching.get("gone");
    await caching.get("gone");
    expect(negative.counts.get("gone")).toBe(1);
  });

  it("lets one caller abort without cancelling the shared lookup for the others", async () => {
    const { provider, calls } = manualProvider();
    const cache = new CachingCredentialProvider(provider, { ttlMs: 600_000 });
    const controller = new AbortController();
    const reason = new Error("caller gave up");
    const impatient = cache.get("key", { signal: controller.signal });
    const patient = cache.get("key");
    await Promise.resolve();
    controller.abort(reason);
    await expect(impatient).rejects.toBe(reason);
    expect(calls[0]!.signal?.aborted).toBe(false);
    calls[0]!.settle("value");
    expect(await patient).toBe("value");
    expect(calls).toHaveLength(1);
  });

  it("cancels the backend call once every caller has aborted", async () => {
    const { provider, calls } = manualProvider();
    const cache = new CachingCredentialProvider(provider, { ttlMs: 600_000 });
    const one = new AbortController();
    const two = new AbortController();
    const first = cache.get("key", { signal: one.signal });
    const second = cache.get("key", { signal: two.signal });
    await Promise.resolve();
    one.abort(new Error("one"));
    expect(calls[0]!.signal?.aborted).toBe(false);
    two.abort(new Error("two"));
    expect(calls[0]!.signal?.aborted).toBe(true);
    await expect(first).rejects.toThrow("one");
    await expect(second).rejects.toThrow("two");
    const fresh = cache.get("key");
    await Promise.resolve();
    expect(calls).toHaveLength(2);
    calls[1]!.settle("again");
    expect(await fresh).toBe("again");
  });

  it("forgets one name or all of them on invalidate, also a lookup in flight", async () => {
    const { provider, counts } = countingProvider({ a: "1", b: "2" });
    const cache = new CachingCredentialProvider(provider, { ttlMs: Number.POSITIVE_INFINITY });
    await cache.get("a");
    await cache.get("b");
    cache.invalidate("a");
    await cache.get("a");
    await cache.get("b");
    expect([counts.get("a"), counts.get("b")]).toEqual([2, 1]);
    cache.invalidate();
    await cache.get("a");
    await cache.get("b");
    expect([counts.get("a"), counts.get("b")]).toEqual([3, 2]);

    const manual = manualProvider();
    const rotating = new CachingCredentialProvider(manual.provider, { ttlMs: 600_000 });
    const stale = rotating.get("key");
    await Promise.resolve();
    rotating.invalidate("key");
    manual.calls[0]!.settle("old");
    expect(await stale).toBe("old");
    const next = rotating.get("key");
    await Promise.resolve();
    expect(manual.calls).toHaveLength(2);
    manual.calls[1]!.settle("new");
    expect(await next).toBe("new");
  });

  it("refuses a ttl that is not a positive number", () => {
    const { provider } = countingProvider({});
    for (const ttlMs of [0, -1, Number.NaN]) {
      expect(() => new CachingCredentialProvider(provider, { ttlMs })).toThrow(RangeError);
    }
  });
});
