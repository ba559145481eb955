import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CANARY, visibleText } from "@kit/test-support";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { describeProviderContract } from "../test/provider-contract";
import { DotenvCredentialProvider } from "./dotenv-credential-provider";
import { CredentialBackendError } from "./errors/credential-backend-error";
import { CredentialError } from "./errors/credential-error";

const keyOf = (name: string): string => name.toUpperCase().replace(/[-.]/g, "_");
const quoted = (value: string): string =>
  `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n")}"`;

async function caught(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => new Error("expected a rejection"),
    (reason: unknown) => reason,
  );
}

describeProviderContract("DotenvCredentialProvider", async (values) => {
  const directory = await mkdtemp(join(tmpdir(), "kit-dotenv-"));
  const path = join(directory, ".env");
  const lines = Object.entries(values).map(([name, value]) => `${keyOf(name)}=${quoted(value)}`);
  await writeFile(path, `# contract\n${lines.join("\n")}\n`);
  return {
    provider: new DotenvCredentialProvider({ path }),
    failing: new DotenvCredentialProvider({ path: join(directory, "missing.env") }),
    cleanup: () => rm(directory, { recursive: true, force: true }),
  };
});

describe("DotenvCredentialProvider", () => {
  let directory: string;
  let path: string;
  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), "kit-dotenv-"));
    path = join(directory, ".env");
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await rm(directory, { recursive: true, force: true });
  });

  it("describes the key and the file it reads, or that its map does not list a name", () => {
    const derived = new DotenvCredentialProvider({ path, prefix: "APP_" });
    expect(derived.describeLookup("weather-api-key")).toBe(
      `the dotenv key 'APP_WEATHER_API_KEY' of '${path}'`,
    );
    const mapped = new DotenvCredentialProvider({ path, map: { a: "KEY_A" } });
    expect(mapped.describeLookup("b")).toBe(
      `no dotenv key of '${path}' (its map does not list 'b')`,
    );
  });

  it("never writes to process.env and prints nothing", async () => {
    const before = { ...process.env };
    const spies = [
      ...(["log", "info", "warn", "error", "debug"] as const).map((method) =>
        vi.spyOn(console, method),
      ),
      vi.spyOn(process.stdout, "write"),
      vi.spyOn(process.stderr, "write"),
    ];
    await writeFile(path, "KIT_DOTENV_TEST_ONLY=secret-value\nexport OTHER=1\n");
    const provider = new DotenvCredentialProvider({ path });
    expect(await provider.get("kit-dotenv-test-only")).toBe("secret-value");
    await caught(new DotenvCredentialProvider({ path: join(directory, "nope") }).get("x"));
    expect(process.env).toEqual(before);
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });

  it("reads lazily, retries a failed read, and then keeps what it read", async () => {
    const provider = new DotenvCredentialProvider({ path });
    const missing = await caught(provider.get("key"));
    expect(CredentialBackendError.isInstance(missing)).toBe(true);
    expect((missing as Error).message).toContain("the file does not exist");
    await writeFile(path, "KEY=first");
    expect(await provider.get("key")).toBe("first");
    await writeFile(path, "KEY=second");
    expect(await provider.get("key")).toBe("first");
  });

  it("loads eagerly with load(), failing at once with no credential named", async () => {
    const error = await caught(DotenvCredentialProvider.load({ path }));
    expect(CredentialBackendError.isInstance(error)).toBe(true);
    expect((error as CredentialBackendError).credential).toBe("");
    await writeFile(path, "KEY=eager");
    const provider = await DotenvCredentialProvider.load({ path });
    await rm(path);
    expect(await provider.get("key")).toBe("eager");
  });

  it("reports a syntax error with its line number and never the line's value", async () => {
    await writeFile(path, `A=1\nB="${CANARY}\n`);
    const error = await caught(new DotenvCredentialProvider({ path }).get("a"));
    expect(CredentialBackendError.isInstance(error)).toBe(true);
    expect((error as Error).message).toBe(
      `Credential backend 'dotenv' failed to look up 'a' in '${path}': line 2: unterminated double-quoted value`,
    );
    expect(visibleText(error)).not.toContain(CANARY);
    const eager = await caught(DotenvCredentialProvider.load({ path }));
    expect((eager as Error).message).toBe(
      `Credential backend 'dotenv' failed to read '${path}': line 2: unterminated double-quoted value`,
    );
  });

  it("reads the forms dotenv tolerates instead of failing the whole file", async () => {
    await writeFile(path, 'A: colon\n9KEY=digit\nnot an assignment\nB="C:\\dir\\"\nC=x#y\n');
    const provider = new DotenvCredentialProvider({ path });
    expect(await provider.get("a")).toBe("colon");
    expect(await provider.get("9key")).toBe("digit");
    expect(await provider.get("b")).toBe("C:\\dir\\");
    expect(await provider.get("c")).toBe("x");
  });

  it("answers a name its map does not list without reading the file", async () => {
    const provider = new DotenvCredentialProvider({ path, map: { weather: "WEATHER" } });
    expect(await provider.get("other")).toBeUndefined();
    await writeFile(path, 'WEATHER="unterminated\n');
    expect(await provider.get("other")).toBeUndefined();
    expect(CredentialBackendError.isInstance(await caught(provider.get("weather")))).toBe(true);
  });

  it("maps names through a prefix or an explicit map", async () => {
    await writeFile(path, "APP_WEATHER_KEY=w\nRAW_NAME=r\nWEATHER_KEY=plain\n");
    const prefixed = new DotenvCredentialProvider({ path, prefix: "APP_" });
    expect(await prefixed.get("weather.key")).toBe("w");
    const mapped = new DotenvCredentialProvider({ path, map: { weather: "RAW_NAME" } });
    expect(await mapped.get("weather")).toBe("r");
    expect(await mapped.get("weather-key")).toBeUndefined();
  });

  it("refuses a second spelling of a key already looked up", async () => {
    await writeFile(path, "A_B=1\n");
    const provider = new DotenvCredentialProvider({ path });
    expect(await provider.get("a-b")).toBe("1");
    const error = await caught(provider.get("a.b"));
    expect(CredentialError.isInstance(error)).toBe(true);
    expect(CredentialBackendError.isInstance(error)).toBe(false);
  });

  it("shares one read between concurrent first lookups", async () => {
    await writeFile(path, "A=1\nB=2\n");
    const provider = new DotenvCredentialProvider({ path });
    const reads = Promise.all([provider.get("a"), provider.get("b")]);
    await rm(path);
    expect(await reads).toEqual(["1", "2"]);
    expect(JSON.stringify(provider)).toBe(JSON.stringify({ name: "dotenv", path }));
  });
});
