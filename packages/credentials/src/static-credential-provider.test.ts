import { inspect } from "node:util";
import { CANARY } from "@kit/test-support";
import { describe, expect, it } from "vitest";
import { describeProviderContract } from "../test/provider-contract";
import { CredentialError } from "./errors/credential-error";
import { StaticCredentialProvider } from "./static-credential-provider";

describeProviderContract(
  "StaticCredentialProvider",
  async (values) => ({ provider: new StaticCredentialProvider(values) }),
  { cannotFail: true },
);

describe("StaticCredentialProvider", () => {
  it("copies the values at construction", async () => {
    const record: Record<string, string> = { alpha: "one" };
    const map = new Map([["beta", "two"]]);
    const fromRecord = new StaticCredentialProvider(record);
    const fromMap = new StaticCredentialProvider(map);
    record.alpha = "changed";
    record.gamma = "added";
    map.set("beta", "changed");
    expect(await fromRecord.get("alpha")).toBe("one");
    expect(await fromRecord.get("gamma")).toBeUndefined();
    expect(await fromMap.get("beta")).toBe("two");
  });

  it("shows names but never values when inspected or serialised", () => {
    const provider = new StaticCredentialProvider({ canary: CANARY }, { name: "memory" });
    expect(provider.name).toBe("memory");
    expect(JSON.stringify(provider)).toBe('{"name":"memory","credentials":["canary"]}');
    const shown = inspect(provider, { showHidden: true, depth: Number.POSITIVE_INFINITY });
    expect(shown).toContain("canary");
    expect(shown).not.toContain(CANARY);
  });

  it("refuses an invalid name or a non-string value at construction", () => {
    expect(() => new StaticCredentialProvider({ "a/b": "x" })).toThrow(CredentialError);
    const bad = { alpha: 1 } as unknown as Record<string, string>;
    expect(() => new StaticCredentialProvider(bad)).toThrow(TypeError);
  });

  it("treats keys such as __proto__ like any other name", async () => {
    const provider = new StaticCredentialProvider(new Map([["__proto__", "p"]]));
    expect(await provider.get("__proto__")).toBe("p");
    expect(await provider.get("constructor")).toBeUndefined();
  });
});
