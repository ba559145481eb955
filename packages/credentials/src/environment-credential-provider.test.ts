import { describe, expect, it } from "vitest";
import { describeProviderContract } from "../test/provider-contract";
import { CredentialManager } from "./credential-manager";
import { EnvironmentCredentialProvider } from "./environment-credential-provider";
import { CredentialBackendError } from "./errors/credential-backend-error";
import { CredentialError } from "./errors/credential-error";
import { CredentialNotFoundError } from "./errors/credential-not-found-error";

const PREFIX = "KIT_CREDENTIAL_";
const variableOf = (name: string): string => `${PREFIX}${name.toUpperCase().replace(/[-.]/g, "_")}`;

const brokenEnv = new Proxy<Record<string, string>>(
  {},
  {
    getOwnPropertyDescriptor() {
      throw new Error("environment unavailable");
    },
    get() {
      throw new Error("environment unavailable");
    },
  },
);

describeProviderContract(
  "EnvironmentCredentialProvider (prefix)",
  async (values) => {
    const env = Object.fromEntries(Object.entries(values).map(([k, v]) => [variableOf(k), v]));
    return {
      provider: new EnvironmentCredentialProvider({ prefix: PREFIX, env }),
      failing: new EnvironmentCredentialProvider({ prefix: PREFIX, env: brokenEnv }),
    };
  },
  { emptyValue: "missing" },
);

describeProviderContract("EnvironmentCredentialProvider (map)", async (values) => {
  const names = Object.keys(values);
  const map = Object.fromEntries(names.map((name, index) => [name, `SECRET_${index}`]));
  const env = Object.fromEntries(names.map((name, index) => [`SECRET_${index}`, values[name]]));
  return {
    provider: new EnvironmentCredentialProvider({ map, env, emptyIsValue: true }),
    failing: new EnvironmentCredentialProvider({ map, env: brokenEnv }),
  };
});

describe("EnvironmentCredentialProvider", () => {
  it("reads only variables under its prefix", async () => {
    const env = { PATH: "/usr/bin", HOME: "/root", KIT_CREDENTIAL_PATH: "prefixed" };
    const provider = new EnvironmentCredentialProvider({ prefix: PREFIX, env });
    expect(await provider.get("PATH")).toBe("prefixed");
    expect(await provider.get("HOME")).toBeUndefined();
  });

  it("reads the environment at each lookup and ignores inherited properties", async () => {
    const env: Record<string, string> = Object.create({ KIT_CREDENTIAL_PROTO: "inherited" });
    const provider = new EnvironmentCredentialProvider({ prefix: PREFIX, env });
    expect(await provider.get("proto")).toBeUndefined();
    env.KIT_CREDENTIAL_LATER = "set later";
    expect(await provider.get("later")).toBe("set later");
  });

  it("counts an empty variable as missing unless emptyIsValue is set", async () => {
    const env = { KIT_CREDENTIAL_EMPTY: "" };
    expect(await new EnvironmentCredentialProvider({ prefix: PREFIX, env }).get("empty")).toBe(
      undefined,
    );
    const lenient = new EnvironmentCredentialProvider({ prefix: PREFIX, env, emptyIsValue: true });
    expect(await lenient.get("empty")).toBe("");
  });

  it("refuses a second spelling of a name that maps to a claimed variable", async () => {
    const env = { KIT_CREDENTIAL_A_B: "value" };
    const provider = new EnvironmentCredentialProvider({ prefix: PREFIX, env });
    expect(await provider.get("a-b")).toBe("value");
    expect(await provider.get("a-b")).toBe("value");
    for (const other of ["a.b", "A_B", "A-b"]) {
      const error = await provider.get(other).catch((reason: unknown) => reason);
      expect(CredentialError.isInstance(error)).toBe(true);
      expect(CredentialBackendError.isInstance(error)).toBe(false);
      expect((error as Error).message).toContain("'a-b'");
      expect((error as Error).message).toContain(`'${other}'`);
      expect((error as Error).message).toContain("KIT_CREDENTIAL_A_B");
    }
  });

  it("refuses a map sending two names to one variable, and names outside the map", async () => {
    expect(
      () => new EnvironmentCredentialProvider({ map: { "a-b": "X", "a.b": "X" }, env: {} }),
    ).toThrow(/'a-b' and 'a.b' both map to the environment variable 'X'/);
    const provider = new EnvironmentCredentialProvider({
      map: { key: "X" },
      env: { X: "x", Y: "y" },
    });
    expect(await provider.get("key")).toBe("x");
    expect(await provider.get("Y")).toBeUndefined();
  });

  it("needs an explicit, well-formed prefix or map", () => {
    const make = (options: object) => () =>
      new EnvironmentCredentialProvider(options as { prefix: string });
    expect(make({})).toThrow(TypeError);
    expect(make({ prefix: "" })).toThrow(TypeError);
    expect(make({ prefix: "BAD-PREFIX" })).toThrow(TypeError);
    expect(make({ prefix: "P_", map: {} })).toThrow(TypeError);
    expect(make({ map: { "../x": "X" } })).toThrow(CredentialError);
    expect(make({ map: { key: "A=B" } })).toThrow(TypeError);
  });

  it("defaults to process.env and the name 'env'", async () => {
    process.env.KIT_TEST_CREDENTIAL_DEFAULT = "from process";
    try {
      const provider = new EnvironmentCredentialProvider({ prefix: "KIT_TEST_CREDENTIAL_" });
      expect(provider.name).toBe("env");
      expect(await provider.get("default")).toBe("from process");
    } finally {
      delete process.env.KIT_TEST_CREDENTIAL_DEFAULT;
    }
  });
});

describe("EnvironmentCredentialProvider in a not-found message", () => {
  it("names the variable it read, and for a map, that the map does not list the name", async () => {
    const manager = new CredentialManager([
      new EnvironmentCredentialProvider({ prefix: PREFIX, env: {} }),
      new EnvironmentCredentialProvider({ map: { other: "OTHER_KEY" }, env: {}, name: "env-map" }),
    ]);
    const error = await manager.resolve(["stocks-api-key"]).catch((caught: unknown) => caught);
    expect(CredentialNotFoundError.isInstance(error)).toBe(true);
    expect((error as Error).message).toBe(
      "Credential not found: 'stocks-api-key' (asked: 'env', 'env-map'); store it in one of " +
        "these backends. Looked for 'stocks-api-key' in 'env': the environment variable " +
        "'KIT_CREDENTIAL_STOCKS_API_KEY'; 'env-map': no environment variable (its map does " +
        "not list 'stocks-api-key')",
    );
  });

  it("describes a name without claiming its variable for that spelling", async () => {
    const provider = new EnvironmentCredentialProvider({ prefix: PREFIX, env: {} });
    expect(provider.describeLookup("a-b")).toBe("the environment variable 'KIT_CREDENTIAL_A_B'");
    expect(provider.describeLookup("a.b")).toBe("the environment variable 'KIT_CREDENTIAL_A_B'");
    expect(await provider.get("a.b")).toBeUndefined();
  });
});
