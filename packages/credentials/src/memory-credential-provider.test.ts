import { CANARY, visibleText } from "@kit/test-support";
import { describe, expect, it } from "vitest";
import { describeProviderContract } from "../test/provider-contract";
import { describeWritableContract } from "../test/writable-contract";
import { CredentialError } from "./errors/credential-error";
import { MemoryCredentialProvider } from "./memory-credential-provider";
import { StaticCredentialProvider } from "./static-credential-provider";
import { isWritableCredentialProvider } from "./writable-credential-provider";

describeProviderContract(
  "MemoryCredentialProvider",
  async (values) => ({ provider: new MemoryCredentialProvider(values) }),
  { cannotFail: true },
);

describeWritableContract("MemoryCredentialProvider", async () => ({
  provider: new MemoryCredentialProvider(),
}));

describe("MemoryCredentialProvider", () => {
  it("copies the initial values, so the caller's object is neither seen nor changed", async () => {
    const initial: Record<string, string> = { alpha: "one" };
    const provider = new MemoryCredentialProvider(initial);
    initial.alpha = "changed";
    await provider.set("beta", "two");
    expect(await provider.get("alpha")).toBe("one");
    expect(initial).toEqual({ alpha: "changed" });
    const map = new Map([["gamma", "three"]]);
    expect(await new MemoryCredentialProvider(map).get("gamma")).toBe("three");
  });

  it("refuses a bad initial name or value, without the value", () => {
    expect(() => new MemoryCredentialProvider({ "a/b": CANARY })).toThrow(CredentialError);
    const bad = { alpha: 7 } as unknown as Record<string, string>;
    expect(() => new MemoryCredentialProvider(bad, { name: "mem" })).toThrow(
      "Credential backend 'mem' cannot store 'alpha': the value must be a string, got number.",
    );
  });

  it("shows names, never values, in JSON and util.inspect", async () => {
    const provider = new MemoryCredentialProvider({ canary: CANARY });
    await provider.set("written", CANARY);
    expect(JSON.parse(JSON.stringify(provider))).toEqual({
      name: "memory",
      credentials: ["canary", "written"],
    });
    expect(visibleText(provider)).not.toContain(CANARY);
  });

  it("is writable where the static backend is not", () => {
    expect(isWritableCredentialProvider(new MemoryCredentialProvider())).toBe(true);
    expect(isWritableCredentialProvider(new StaticCredentialProvider({}))).toBe(false);
    expect(isWritableCredentialProvider({ name: "half", get: async () => undefined })).toBe(false);
  });
});
