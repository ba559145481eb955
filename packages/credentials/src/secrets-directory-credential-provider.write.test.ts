// The write side of the secrets-directory backend: atomic, private, never outside the directory.
import { mkdir, mkdtemp, readdir, readFile, rm, stat, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CANARY, visibleText } from "@kit/test-support";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { describeWritableContract } from "../test/writable-contract";
import { CredentialBackendError } from "./errors/credential-backend-error";
import { SecretsDirectoryCredentialProvider } from "./secrets-directory-credential-provider";

async function backendError(promise: Promise<unknown>): Promise<CredentialBackendError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(CredentialBackendError.isInstance(error), String(error)).toBe(true);
  return error as CredentialBackendError;
}

describeWritableContract("SecretsDirectoryCredentialProvider", async () => {
  const directory = await mkdtemp(join(tmpdir(), "kit-secrets-write-"));
  return {
    provider: new SecretsDirectoryCredentialProvider({ directory }),
    failing: new SecretsDirectoryCredentialProvider({ directory: join(directory, "absent") }),
    cleanup: () => rm(directory, { recursive: true, force: true }),
  };
});

describe("SecretsDirectoryCredentialProvider writes", () => {
  let base: string;
  let directory: string;
  let provider: SecretsDirectoryCredentialProvider;
  beforeEach(async () => {
    base = await mkdtemp(join(tmpdir(), "kit-secrets-write-"));
    directory = join(base, "secrets");
    await mkdir(directory);
    provider = new SecretsDirectoryCredentialProvider({ directory, maxBytes: 64 });
  });
  afterEach(async () => {
    await rm(base, { recursive: true, force: true });
  });

  it("writes the file <directory>/<name> with mode 0600 and leaves no temporary file", async () => {
    await provider.set("api-key", "value-1");
    expect(await readFile(join(directory, "api-key"), "utf8")).toBe("value-1");
    expect((await stat(join(directory, "api-key"))).mode & 0o777).toBe(0o600);
    await provider.set("api-key", "value-2");
    expect((await stat(join(directory, "api-key"))).mode & 0o777).toBe(0o600);
    expect(await readdir(directory)).toEqual(["api-key"]);
  });

  it("replaces a symbolic link leading outside instead of writing through it", async () => {
    const outside = join(base, "outside.txt");
    await writeFile(outside, "untouched");
    await symlink(outside, join(directory, "linked"));
    await provider.set("linked", "inside-now");
    expect(await readFile(outside, "utf8")).toBe("untouched");
    expect(await provider.get("linked")).toBe("inside-now");
    // Deleting removes the link, never what it pointed to.
    await symlink(outside, join(directory, "link-2"));
    expect(await provider.delete("link-2")).toBe(true);
    expect(await readFile(outside, "utf8")).toBe("untouched");
  });

  it("refuses reserved names, values over the limit and directories, naming backend and credential", async () => {
    const reserved = await backendError(provider.set("..data", CANARY));
    expect(reserved.message).toBe(
      `Credential backend 'files' failed to store '..data' in '${directory}': names starting with '..' are reserved`,
    );
    const large = await backendError(provider.set("big", `${CANARY}${"x".repeat(64)}`));
    expect(large.message).toContain("failed to store 'big'");
    expect(large.message).toContain("larger than the limit of 64 bytes");
    await mkdir(join(directory, "a-directory"));
    const onDirectory = await backendError(provider.set("a-directory", CANARY));
    expect(onDirectory.message).toContain("failed to store 'a-directory'");
    const deleteDirectory = await backendError(provider.delete("a-directory"));
    expect(deleteDirectory.message).toContain("its file is a directory");
    for (const error of [reserved, large, onDirectory, deleteDirectory]) {
      expect(visibleText(error)).not.toContain(CANARY);
    }
    expect(await readdir(directory)).toEqual(["a-directory"]);
    expect(await provider.delete("..data")).toBe(false);
  });

  it("survives a new provider on the same directory (a restart)", async () => {
    await provider.set("oauth-tokens", '{"access_token":"t"}');
    const again = new SecretsDirectoryCredentialProvider({ directory });
    expect(await again.get("oauth-tokens")).toBe('{"access_token":"t"}');
  });
});
