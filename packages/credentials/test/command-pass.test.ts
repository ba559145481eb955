// The command backend against a real `pass` store, with a throwaway GNUPGHOME.

import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { visibleText } from "@kit/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CommandCredentialProvider, CredentialBackendError } from "../src/index";
import { missingPrograms, run } from "./programs";
import { describeProviderContract } from "./provider-contract";

const missing = missingPrograms(["pass", "gpg", "gpgconf"]);
if (missing.length > 0) {
  console.warn(
    `command-pass tests skipped: ${missing.join(", ")} not installed (.ci/system-deps.sh installs them)`,
  );
}

interface PassStore {
  root: string;
  env: NodeJS.ProcessEnv;
  cleanup: () => Promise<void>;
}

/** A password store in a temp dir, encrypted to a fresh passphrase-less key. */
async function createStore(values: Readonly<Record<string, string>>): Promise<PassStore> {
  const root = await mkdtemp(join(tmpdir(), "kit-pass-"));
  const env = {
    ...process.env,
    GNUPGHOME: join(root, "gnupg"),
    PASSWORD_STORE_DIR: join(root, "store"),
  };
  await mkdir(join(root, "gnupg"), { mode: 0o700 });
  const cleanup = async (): Promise<void> => {
    // gpg starts an agent for the home; it would outlive the test.
    run("gpgconf", ["--kill", "gpg-agent"], { env });
    await rm(root, { recursive: true, force: true });
  };
  try {
    const user = "kit test <kit-test@example.invalid>";
    run(
      "gpg",
      [
        "--batch",
        "--passphrase",
        "",
        "--quick-gen-key",
        user,
        "future-default",
        "default",
        "never",
      ],
      { env },
    );
    const keys = run("gpg", ["--batch", "--with-colons", "--list-secret-keys"], { env });
    const fingerprint = /^fpr:+([0-9A-F]+):/m.exec(keys)?.[1];
    if (fingerprint === undefined) throw new Error("gpg made no key");
    run("pass", ["init", fingerprint], { env });
    for (const [name, value] of Object.entries(values)) {
      run("pass", ["insert", "--multiline", `kit/${name}`], { env, input: value });
    }
    return { root, env, cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

/** `pass show kit/<name>`; pass exits with 1 when the entry does not exist. */
function passProvider(env: NodeJS.ProcessEnv, name = "pass"): CommandCredentialProvider {
  return new CommandCredentialProvider({
    command: "pass",
    args: ["show", "kit/{name}"],
    notFound: 1,
    env,
    name,
  });
}

describe.skipIf(missing.length > 0)("command backend with pass", () => {
  describeProviderContract("pass", async (values) => {
    const store = await createStore(values);
    return {
      provider: passProvider(store.env),
      // pass reports every absent entry with exit code 1 before it runs gpg, so the one
      // failure that hits every name is a CLI that cannot run: pass not on PATH.
      failing: passProvider({ ...store.env, PATH: join(store.root, "no-bin") }, "pass-unreachable"),
      cleanup: store.cleanup,
    };
  });

  describe("a store whose key is not available", () => {
    let store: PassStore;
    beforeAll(async () => {
      store = await createStore({ alpha: "value-1" });
      await mkdir(join(store.root, "other-gnupg"), { mode: 0o700 });
    });
    afterAll(async () => {
      run("gpgconf", ["--kill", "gpg-agent"], {
        env: { ...store.env, GNUPGHOME: join(store.root, "other-gnupg") },
      });
      await store.cleanup();
    });

    it("reports gpg's decryption failure as a backend error without its stderr", async () => {
      const provider = passProvider({ ...store.env, GNUPGHOME: join(store.root, "other-gnupg") });
      const error = await provider.get("alpha").then(
        () => undefined,
        (reason: unknown) => reason,
      );
      expect(CredentialBackendError.isInstance(error)).toBe(true);
      expect((error as Error).message).toMatch(
        /program 'pass' exited with code 2 \(\d+ bytes on stderr, not shown\)/,
      );
      expect(visibleText(error)).not.toContain("secret key");
      // The same store read with its key works, so the failure is the key's absence.
      expect(await passProvider(store.env).get("alpha")).toBe("value-1");
    });
  });
});
