// The contract every writable backend passes: what `set` stored `get` returns exactly (line
// ends, empty, unicode), `delete` says whether it held the name, invalid names and non-string
// values are refused before the backend is touched, an abort is honoured, a broken backend
// fails with a CredentialBackendError naming the backend and the credential, and the canary
// value is never in any error.
import { CANARY, visibleText } from "@kit/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CredentialBackendError,
  CredentialError,
  isWritableCredentialProvider,
  type WritableCredentialProvider,
} from "../src/index";

/** What a writable backend's test gives the contract suite. */
export interface WritableSubject {
  /** An empty backend that can be written. */
  provider: WritableCredentialProvider;
  /** The same kind of backend, broken so that every write fails; absent for memory. */
  failing?: WritableCredentialProvider;
  /** Removes whatever setup created. */
  cleanup?: () => Promise<void>;
}

/** Values that must come back exactly as stored. */
const ROUND_TRIP: readonly string[] = [
  "plain",
  "",
  "ends-with-newline\n",
  "ends-with-crlf\r\n",
  "ends-with-cr\r",
  "  spaced  ",
  "ünïcødé ✓ 🔑",
  "multi\nline\nvalue",
  CANARY,
];

async function caught(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => new Error("expected a rejection"),
    (reason: unknown) => reason,
  );
}

/**
 * Registers the shared write tests for one backend.
 * @param label - the describe block's title.
 * @param setup - builds an empty writable backend (and a broken one).
 */
export function describeWritableContract(
  label: string,
  setup: () => Promise<WritableSubject>,
): void {
  describe(`${label}: writable contract`, () => {
    let subject: WritableSubject;
    const seen: unknown[] = [];
    beforeAll(async () => {
      subject = await setup();
    });
    afterAll(async () => {
      await subject?.cleanup?.();
    });

    it("is recognised as writable", () => {
      expect(isWritableCredentialProvider(subject.provider)).toBe(true);
    });

    it("gives back exactly what was stored, and replaces a value", async () => {
      const { provider } = subject;
      for (const [index, value] of ROUND_TRIP.entries()) {
        await provider.set(`round-${index}`, value);
        expect(await provider.get(`round-${index}`), JSON.stringify(value)).toBe(value);
      }
      await provider.set("round-0", "replaced");
      expect(await provider.get("round-0")).toBe("replaced");
    });

    it("deletes, saying whether the name was held", async () => {
      const { provider } = subject;
      await provider.set("to-delete", "gone-soon");
      expect(await provider.delete("to-delete")).toBe(true);
      expect(await provider.get("to-delete")).toBeUndefined();
      expect(await provider.delete("to-delete")).toBe(false);
      expect(await provider.delete("never-there")).toBe(false);
    });

    it("refuses invalid names and non-string values before touching the backend", async () => {
      const { provider } = subject;
      for (const name of ["", "..", "a/b", "../escape", "x".repeat(129)]) {
        const stored = await caught(provider.set(name, CANARY));
        expect(CredentialError.isInstance(stored), JSON.stringify(name)).toBe(true);
        const deleted = await caught(provider.delete(name));
        expect(CredentialError.isInstance(deleted), JSON.stringify(name)).toBe(true);
        seen.push(stored, deleted);
      }
      const wrong = await caught(provider.set("typed", 42 as unknown as string));
      expect(wrong).toBeInstanceOf(TypeError);
      expect((wrong as Error).message).toContain(`'${provider.name}'`);
      expect((wrong as Error).message).toContain("'typed'");
      expect(await provider.get("typed")).toBeUndefined();
    });

    it("honours an already aborted signal, writing nothing", async () => {
      const controller = new AbortController();
      const reason = new Error("stop now");
      controller.abort(reason);
      const { signal } = controller;
      await expect(subject.provider.set("aborted", "x", { signal })).rejects.toBe(reason);
      expect(await subject.provider.get("aborted")).toBeUndefined();
      await subject.provider.set("aborted-delete", "kept");
      await expect(subject.provider.delete("aborted-delete", { signal })).rejects.toBe(reason);
      expect(await subject.provider.get("aborted-delete")).toBe("kept");
    });

    it("reports a broken backend's write as CredentialBackendError without the value", async () => {
      if (subject.failing === undefined) {
        // The in-memory backend has no failure mode; its writes cannot fail.
        await subject.provider.set("cannot-fail", CANARY);
        expect(await subject.provider.get("cannot-fail")).toBe(CANARY);
        return;
      }
      const stored = await caught(subject.failing.set("alpha", CANARY));
      expect(CredentialBackendError.isInstance(stored), String(stored)).toBe(true);
      expect((stored as CredentialBackendError).provider).toBe(subject.failing.name);
      expect((stored as CredentialBackendError).credential).toBe("alpha");
      expect((stored as Error).message).toContain("failed to store 'alpha'");
      const deleted = await caught(subject.failing.delete("alpha"));
      expect(CredentialBackendError.isInstance(deleted), String(deleted)).toBe(true);
      expect((deleted as Error).message).toContain("failed to delete 'alpha'");
      seen.push(stored, deleted);
    });

    it("never shows the canary value in an error or an inspected provider", async () => {
      await subject.provider.set("canary", CANARY);
      expect(seen.length).toBeGreaterThan(0);
      for (const error of seen) expect(visibleText(error)).not.toContain(CANARY);
      expect(visibleText(subject.provider)).not.toContain(CANARY);
    });
  });
}
