// The write side of the keyring backend, against a stand-in of @napi-rs/keyring (the real
// Secret Service round trip is in test/keyring-secret-service.test.ts).
import { CANARY, visibleText } from "@kit/test-support";
import { describe, expect, it } from "vitest";
import { describeWritableContract } from "../test/writable-contract";
import { CredentialBackendError } from "./errors/credential-backend-error";
import { KeyringCredentialProvider } from "./keyring-credential-provider";
import type { KeyringEntry, KeyringModule } from "./keyring-module";

/** A keyring in memory, keyed by service and account; `broken` makes every write reject. */
function memoryKeyring(options: { broken?: boolean; readOnly?: boolean } = {}): KeyringModule & {
  entries: Map<string, string>;
} {
  const entries = new Map<string, string>();
  class Entry implements KeyringEntry {
    readonly #key: string;
    constructor(service: string, account: string) {
      this.#key = `${service}/${account}`;
    }
    async getPassword(): Promise<string | null> {
      return entries.get(this.#key) ?? null;
    }
    async setPassword(password: string): Promise<void> {
      // The message repeats the value, as a careless native error could.
      if (options.broken) throw new Error(`DBus error: cannot store ${password}: IsLocked`);
      entries.set(this.#key, password);
    }
    async deleteCredential(): Promise<boolean> {
      if (options.broken) throw new Error("DBus error: IsLocked");
      return entries.delete(this.#key);
    }
  }
  class ReadOnlyEntry implements KeyringEntry {
    async getPassword(): Promise<null> {
      return null;
    }
  }
  return {
    entries,
    AsyncEntry: options.readOnly ? ReadOnlyEntry : Entry,
    findCredentialsAsync: async (service) =>
      [...entries]
        .filter(([key]) => key.startsWith(`${service}/`))
        .map(([key, password]) => ({ account: key.slice(service.length + 1), password })),
  };
}

describeWritableContract("KeyringCredentialProvider (stand-in)", async () => ({
  provider: new KeyringCredentialProvider({ service: "svc", module: memoryKeyring() }),
  failing: new KeyringCredentialProvider({
    service: "svc",
    module: memoryKeyring({ broken: true }),
  }),
}));

describe("KeyringCredentialProvider writes", () => {
  it("writes the entry (service, account), the account mapped like lookups", async () => {
    const module = memoryKeyring();
    const provider = new KeyringCredentialProvider({
      service: "my-agent",
      accounts: { "oauth-tokens": "tokens-account" },
      module,
    });
    await provider.set("oauth-tokens", "t-1");
    await provider.set("plain", "p-1");
    expect([...module.entries]).toEqual([
      ["my-agent/tokens-account", "t-1"],
      ["my-agent/plain", "p-1"],
    ]);
    expect(await provider.delete("oauth-tokens")).toBe(true);
    expect([...module.entries.keys()]).toEqual(["my-agent/plain"]);
  });

  it("removes the value from a failed write's message and cause", async () => {
    const provider = new KeyringCredentialProvider({
      service: "my-agent",
      module: memoryKeyring({ broken: true }),
    });
    const error = await provider.set("token", CANARY).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(CredentialBackendError.isInstance(error)).toBe(true);
    expect((error as Error).message).toBe(
      "Credential backend 'keyring' failed to store 'token' in service 'my-agent', account 'token': the keyring refused to store it (locked, unavailable or denied)",
    );
    expect(String((error as Error).cause)).toContain("IsLocked");
    expect(visibleText(error)).not.toContain(CANARY);
  });

  it("says so when the keyring module given cannot write", async () => {
    const provider = new KeyringCredentialProvider({
      service: "my-agent",
      module: memoryKeyring({ readOnly: true }),
    });
    await expect(provider.set("token", CANARY)).rejects.toThrow(
      "failed to store 'token' in service 'my-agent', account 'token': the keyring module cannot write",
    );
    await expect(provider.delete("token")).rejects.toThrow("the keyring module cannot delete");
  });
});
