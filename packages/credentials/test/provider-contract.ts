// The contract every backend passes: found, missing, empty value, odd but valid names,
// invalid names refused before any lookup, backend failure never reported as "missing",
// abort honoured, and a planted canary value never in any error or inspected provider.
import { CANARY, visibleText } from "@kit/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CredentialBackendError,
  CredentialError,
  CredentialManager,
  CredentialNotFoundError,
  type CredentialProvider,
} from "../src/index";

/** What a backend's test gives the contract suite. */
export interface ContractSubject {
  /** A backend holding exactly the given values, nothing else. */
  provider: CredentialProvider;
  /**
   * The same kind of backend, but broken (down, locked, missing directory, exit code...).
   * Required unless `cannotFail` is set.
   */
  failing?: CredentialProvider;
  /** Removes whatever setup created. */
  cleanup?: () => Promise<void>;
}

/** How the backend under test behaves where backends may differ. */
export interface ContractOptions {
  /** How this backend treats `""`: as a value (default) or as missing. */
  emptyValue?: "value" | "missing";
  /** Only for a backend with no failure mode at all (the in-memory one): no failure tests. */
  cannotFail?: boolean;
}

/** A valid name of the maximum length, 128 characters. */
const LONG_NAME: string = `long-${"n".repeat(123)}`;
/** The values every backend under test is set up with. */
const CONTRACT_VALUES: Readonly<Record<string, string>> = Object.freeze({
  alpha: "value-1",
  "Odd.Name_-9": "odd-value",
  "empty-one": "",
  canary: CANARY,
  [LONG_NAME]: "long-value",
});
/** Names every backend must refuse with a `CredentialError` before any lookup. */
const INVALID_NAMES: readonly string[] = [
  "",
  ".",
  "..",
  "a/b",
  "../x",
  "x".repeat(129),
  "ü",
  "a b",
  "a\u0000b",
];

/**
 * Registers the shared contract tests for one backend.
 * @param label - the describe block's title.
 * @param setup - builds the backend holding the given values (and a broken one).
 * @param options - where this backend legitimately differs.
 */
export function describeProviderContract(
  label: string,
  setup: (values: Readonly<Record<string, string>>) => Promise<ContractSubject>,
  options: ContractOptions = {},
): void {
  describe(`${label}: provider contract`, () => {
    let subject: ContractSubject;
    const seen: unknown[] = [];
    const caught = async (promise: Promise<unknown>): Promise<unknown> => {
      const error = await promise.then(
        () => new Error("expected a rejection"),
        (reason: unknown) => reason,
      );
      seen.push(error);
      return error;
    };
    const failing = (): CredentialProvider => {
      if (!subject.failing) throw new Error("the setup gave no failing backend");
      return subject.failing;
    };

    beforeAll(async () => {
      subject = await setup(CONTRACT_VALUES);
    });
    afterAll(async () => {
      await subject?.cleanup?.();
    });

    it("finds stored values, odd and 128-character names included", async () => {
      expect(await subject.provider.get("alpha")).toBe("value-1");
      expect(await subject.provider.get("Odd.Name_-9")).toBe("odd-value");
      expect(await subject.provider.get(LONG_NAME)).toBe("long-value");
      expect(await subject.provider.get("canary")).toBe(CANARY);
    });

    it("returns undefined for a name it does not hold", async () => {
      expect(await subject.provider.get("not-there")).toBeUndefined();
      expect(await subject.provider.get("alpha-2")).toBeUndefined();
    });

    it(`treats an empty value as ${options.emptyValue === "missing" ? "missing" : "a value"}`, async () => {
      const expected = options.emptyValue === "missing" ? undefined : "";
      expect(await subject.provider.get("empty-one")).toBe(expected);
    });

    it("refuses invalid names with a CredentialError before any lookup", async () => {
      const providers = subject.failing ? [subject.provider, subject.failing] : [subject.provider];
      for (const provider of providers) {
        for (const name of INVALID_NAMES) {
          const error = await caught(provider.get(name));
          expect(CredentialError.isInstance(error), JSON.stringify(name)).toBe(true);
          // The broken backend would have answered with a backend error had it been asked.
          expect(CredentialBackendError.isInstance(error), JSON.stringify(name)).toBe(false);
        }
      }
      // Through a manager, one invalid name keeps the whole batch from being looked up.
      let lookups = 0;
      const spy: CredentialProvider = {
        name: subject.provider.name,
        get: (name, lookupOptions) => {
          lookups += 1;
          return subject.provider.get(name, lookupOptions);
        },
      };
      const error = await caught(new CredentialManager(spy).resolve(["alpha", "../x"]));
      expect(CredentialError.isInstance(error)).toBe(true);
      expect((error as Error).message).toContain("'../x'");
      expect(lookups).toBe(0);
    });

    it("resolves through a manager, and reports missing names with the backend asked", async () => {
      const manager = new CredentialManager(subject.provider);
      expect(await manager.resolve(["alpha", "Odd.Name_-9"])).toEqual({
        alpha: "value-1",
        "Odd.Name_-9": "odd-value",
      });
      const error = await caught(manager.resolve(["alpha", "nope-1", "nope-2"]));
      expect(CredentialNotFoundError.isInstance(error)).toBe(true);
      expect((error as CredentialNotFoundError).names).toEqual(["nope-1", "nope-2"]);
      expect((error as CredentialNotFoundError).providers).toEqual([subject.provider.name]);
    });

    if (!options.cannotFail) {
      it("reports a broken backend as CredentialBackendError, never as missing", async () => {
        for (const name of ["alpha", "Odd.Name_-9"]) {
          const error = await caught(failing().get(name));
          expect(CredentialBackendError.isInstance(error)).toBe(true);
          expect((error as CredentialBackendError).provider).toBe(failing().name);
          expect((error as CredentialBackendError).credential).toBe(name);
        }
        // A failure stops the resolution: the next backend is not asked in its place.
        const manager = new CredentialManager([failing(), subject.provider]);
        const error = await caught(manager.resolve(["alpha", "not-there"]));
        expect(CredentialBackendError.isInstance(error)).toBe(true);
      });
    }

    it("honours an already aborted signal with the signal's reason", async () => {
      const controller = new AbortController();
      const reason = new Error("stop now");
      controller.abort(reason);
      const { signal } = controller;
      await expect(subject.provider.get("alpha", { signal })).rejects.toBe(reason);
      await expect(subject.provider.get("not-there", { signal })).rejects.toBe(reason);
      if (subject.failing) await expect(failing().get("alpha", { signal })).rejects.toBe(reason);
      await expect(
        new CredentialManager(subject.provider).resolve(["alpha"], { signal }),
      ).rejects.toBe(reason);
    });

    it("never shows the canary value in an error or an inspected provider", async () => {
      expect(await subject.provider.get("canary")).toBe(CANARY);
      if (subject.failing) await caught(failing().get("canary"));
      await caught(new CredentialManager(subject.provider).resolve(["canary", "nope-3"]));
      expect(seen.length).toBeGreaterThan(0);
      for (const error of seen) expect(visibleText(error)).not.toContain(CANARY);
      expect(visibleText(subject.provider)).not.toContain(CANARY);
      if (subject.failing) expect(visibleText(subject.failing)).not.toContain(CANARY);
    });
  });
}
