import { readFileSync } from "node:fs";
import { join } from "node:path";
import { CANARY, visibleText } from "@kit/test-support";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CredentialBackendError } from "./errors/credential-backend-error";
import { CredentialError } from "./errors/credential-error";
import { KeyringCredentialProvider } from "./keyring-credential-provider";
import type { KeyringModule } from "./keyring-module";

interface FakeOptions {
  entries?: Record<string, string>;
  getPassword?: (service: string, account: string) => Promise<string | null | undefined>;
  listed?: Record<string, string>;
  list?: () => Promise<{ account: string; password: string }[]>;
}

/** A stand-in for @napi-rs/keyring that records what was asked. */
function fakeModule(options: FakeOptions = {}): KeyringModule & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    AsyncEntry: class {
      constructor(
        private readonly service: string,
        private readonly account: string,
      ) {}
      getPassword(): Promise<string | null | undefined> {
        calls.push(`get ${this.service}/${this.account}`);
        if (options.getPassword) return options.getPassword(this.service, this.account);
        return Promise.resolve(options.entries?.[this.account] ?? null);
      }
    },
    findCredentialsAsync(service: string) {
      calls.push(`list ${service}`);
      if (options.list) return options.list();
      const listed = options.listed ?? options.entries ?? {};
      return Promise.resolve(
        Object.entries(listed).map(([account, password]) => ({ account, password })),
      );
    },
  };
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => new Error("expected a rejection"),
    (error: unknown) => error,
  );
}

describe("KeyringCredentialProvider", () => {
  afterEach(() => {
    vi.doUnmock("@napi-rs/keyring");
    vi.resetModules();
  });

  it("reads the entry (service, account), the account being the name unless mapped", async () => {
    const module = fakeModule({ entries: { alpha: "a-value", "acct-b": "b-value", empty: "" } });
    const provider = new KeyringCredentialProvider({
      service: "svc",
      accounts: { beta: "acct-b" },
      module,
    });
    expect(await provider.get("alpha")).toBe("a-value");
    expect(await provider.get("beta")).toBe("b-value");
    expect(await provider.get("empty")).toBe("");
    expect(module.calls).toEqual(["get svc/alpha", "get svc/acct-b", "get svc/empty"]);
    expect(provider.name).toBe("keyring");
  });

  it("describes the entry (service, account) it reads for a name", () => {
    const provider = new KeyringCredentialProvider({
      service: "svc",
      accounts: { beta: "acct-b" },
      module: fakeModule({ entries: {} }),
    });
    expect(provider.describeLookup("alpha")).toBe(
      "the keyring entry of service 'svc', account 'alpha'",
    );
    expect(provider.describeLookup("beta")).toBe(
      "the keyring entry of service 'svc', account 'acct-b'",
    );
  });

  it("confirms an absent entry by listing the service before answering undefined", async () => {
    const module = fakeModule({ entries: {}, listed: { other: "x" } });
    const provider = new KeyringCredentialProvider({ service: "svc", module, name: "desktop" });
    expect(await provider.get("alpha")).toBeUndefined();
    expect(module.calls).toEqual(["get svc/alpha", "list svc"]);
    expect(provider.name).toBe("desktop");
  });

  it("trusts the listing when the entry read as absent but the service holds it", async () => {
    const module = fakeModule({ entries: {}, listed: { alpha: "listed-value" } });
    expect(await new KeyringCredentialProvider({ service: "svc", module }).get("alpha")).toBe(
      "listed-value",
    );
  });

  it("reports a keyring that cannot be listed (locked, no Secret Service) as a backend failure", async () => {
    const module = fakeModule({
      list: () => Promise.reject(new Error("zbus error: org.freedesktop.Secret.Error.IsLocked")),
    });
    const error = await rejection(
      new KeyringCredentialProvider({ service: "svc", module }).get("alpha"),
    );
    expect(CredentialBackendError.isInstance(error)).toBe(true);
    expect((error as CredentialBackendError).provider).toBe("keyring");
    expect((error as CredentialBackendError).credential).toBe("alpha");
    expect((error as Error).message).toContain("in service 'svc', account 'alpha'");
    expect(String((error as Error).cause)).toContain("IsLocked");
  });

  it("cleans tokens out of the underlying error", async () => {
    const module = fakeModule({
      getPassword: () => Promise.reject(new Error(`D-Bus failure, password=${CANARY}`)),
    });
    const error = await rejection(
      new KeyringCredentialProvider({ service: "svc", module }).get("alpha"),
    );
    expect(CredentialBackendError.isInstance(error)).toBe(true);
    expect(visibleText(error)).not.toContain(CANARY);
  });

  it("refuses an invalid name before touching the keyring", async () => {
    const module = fakeModule();
    const error = await rejection(
      new KeyringCredentialProvider({ service: "svc", module }).get("../x"),
    );
    expect(CredentialError.isInstance(error)).toBe(true);
    expect(CredentialBackendError.isInstance(error)).toBe(false);
    expect(module.calls).toEqual([]);
  });

  it("rejects with the signal's reason, also while the keyring does not answer", async () => {
    const module = fakeModule({ getPassword: () => new Promise(() => {}) });
    const provider = new KeyringCredentialProvider({ service: "svc", module });
    const reason = new Error("stop");
    expect(await rejection(provider.get("alpha", { signal: AbortSignal.abort(reason) }))).toBe(
      reason,
    );
    expect(module.calls).toEqual([]);
    const controller = new AbortController();
    const pending = rejection(provider.get("alpha", { signal: controller.signal }));
    await vi.waitUntil(() => module.calls.length === 1);
    controller.abort(reason);
    expect(await pending).toBe(reason);
  });

  it("tells the user to install @napi-rs/keyring when it is missing", async () => {
    vi.doMock("@napi-rs/keyring", () => {
      throw new Error("Cannot find package '@napi-rs/keyring'");
    });
    const { KeyringCredentialProvider: Fresh } = await import("./keyring-credential-provider");
    const error = await rejection(new Fresh({ service: "svc" }).get("alpha"));
    expect(CredentialBackendError.isInstance(error)).toBe(true);
    expect((error as Error).message).toContain("'@napi-rs/keyring' could not be loaded");
    expect(String((error as Error).cause)).toContain("npm install @napi-rs/keyring");
  });

  it("refuses bad options at construction", () => {
    expect(() => new KeyringCredentialProvider({ service: "" })).toThrow(TypeError);
    expect(() => new KeyringCredentialProvider({ service: "s", accounts: { a: "" } })).toThrow(
      TypeError,
    );
    expect(() => new KeyringCredentialProvider({ service: "s", accounts: { "a/b": "x" } })).toThrow(
      CredentialError,
    );
  });

  it("is not reachable from the main entry, which never loads @napi-rs/keyring", () => {
    const seen = new Set<string>();
    const visit = (file: string): void => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = readFileSync(join(import.meta.dirname, file), "utf8");
      expect(source.includes("@napi-rs/keyring") ? file : undefined).toBeUndefined();
      for (const match of source.matchAll(/from "\.\/([a-z-]+)"/g)) visit(`${match[1]}.ts`);
    };
    visit("index.ts");
    expect(seen.has("credential-manager.ts")).toBe(true);
    expect(seen.has("keyring-credential-provider.ts")).toBe(false);
  });
});
