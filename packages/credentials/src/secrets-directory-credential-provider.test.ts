import { execFile } from "node:child_process";
import { chmod, mkdir, mkdtemp, rename, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { CANARY, visibleText } from "@kit/test-support";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { describeProviderContract } from "../test/provider-contract";
import { CredentialBackendError } from "./errors/credential-backend-error";
import { SecretsDirectoryCredentialProvider } from "./secrets-directory-credential-provider";

const run = promisify(execFile);

async function backendError(promise: Promise<unknown>): Promise<CredentialBackendError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(CredentialBackendError.isInstance(error)).toBe(true);
  return error as CredentialBackendError;
}

describeProviderContract("SecretsDirectoryCredentialProvider", async (values) => {
  const directory = await mkdtemp(join(tmpdir(), "kit-secrets-"));
  for (const [name, value] of Object.entries(values)) {
    await writeFile(join(directory, name), `${value}\n`);
  }
  return {
    provider: new SecretsDirectoryCredentialProvider({ directory }),
    failing: new SecretsDirectoryCredentialProvider({ directory: join(directory, "absent") }),
    cleanup: () => rm(directory, { recursive: true, force: true }),
  };
});

describe("SecretsDirectoryCredentialProvider", () => {
  let directory: string;
  let provider: SecretsDirectoryCredentialProvider;
  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), "kit-secrets-"));
    provider = new SecretsDirectoryCredentialProvider({ directory });
  });
  afterEach(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it("describes the file it reads for a name", () => {
    expect(provider.describeLookup("weather-api-key")).toBe(
      `the file '${join(directory, "weather-api-key")}'`,
    );
  });

  it("trims exactly one trailing newline", async () => {
    const cases: [string, string][] = [
      ["plain", "v"],
      ["lf", "v\n"],
      ["crlf", "v\r\n"],
      ["two", "v\n\n"],
      ["only-newline", "\n"],
      ["inner", "a\nb"],
    ];
    for (const [name, contents] of cases) await writeFile(join(directory, name), contents);
    const read = await Promise.all(cases.map(([name]) => provider.get(name)));
    expect(read).toEqual(["v", "v", "v", "v\n", "", "a\nb"]);
  });

  it("enforces the size cap", async () => {
    const small = new SecretsDirectoryCredentialProvider({ directory, maxBytes: 4 });
    await writeFile(join(directory, "fits"), "abcd");
    await writeFile(join(directory, "too-big"), "abcde");
    expect(await small.get("fits")).toBe("abcd");
    const error = await backendError(small.get("too-big"));
    expect(error.message).toContain("larger than the limit of 4 bytes");
    await writeFile(join(directory, "default-cap"), "x".repeat(64 * 1024 + 1));
    await backendError(provider.get("default-cap"));
    expect(() => new SecretsDirectoryCredentialProvider({ directory, maxBytes: 0 })).toThrow(
      RangeError,
    );
  });

  it("reports a missing directory, or a file in its place, as a backend failure", async () => {
    const missing = new SecretsDirectoryCredentialProvider({ directory: join(directory, "nope") });
    const error = await backendError(missing.get("key"));
    expect(error.message).toContain("the directory does not exist");
    expect(error.provider).toBe("files");
    expect(error.credential).toBe("key");
    await writeFile(join(directory, "file"), "x");
    const notDirectory = new SecretsDirectoryCredentialProvider({
      directory: join(directory, "file"),
    });
    expect((await backendError(notDirectory.get("key"))).message).toContain("not a directory");
  });

  it("reports a directory or a FIFO in place of a file as a backend failure", async () => {
    await mkdir(join(directory, "sub"));
    expect((await backendError(provider.get("sub"))).message).toContain("is a directory");
    await run("mkfifo", [join(directory, "fifo")]);
    expect((await backendError(provider.get("fifo"))).message).toContain("not a regular file");
  });

  it("refuses a link leading outside the directory, without showing the target", async () => {
    const outside = await mkdtemp(join(tmpdir(), "kit-outside-"));
    try {
      await writeFile(join(outside, "secret"), CANARY);
      await symlink(join(outside, "secret"), join(directory, "escape"));
      await symlink(outside, join(directory, "escape-dir"));
      const error = await backendError(provider.get("escape"));
      expect(error.message).toContain("leads outside the secrets directory");
      expect(visibleText(error)).not.toContain(CANARY);
      await backendError(provider.get("escape-dir"));
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
  });

  it("follows links inside the directory and reads a directory given through a link", async () => {
    await writeFile(join(directory, "real"), "inside\n");
    await symlink("real", join(directory, "alias"));
    expect(await provider.get("alias")).toBe("inside");
    const linked = `${directory}-link`;
    await symlink(directory, linked);
    try {
      expect(await new SecretsDirectoryCredentialProvider({ directory: linked }).get("real")).toBe(
        "inside",
      );
    } finally {
      await rm(linked, { force: true });
    }
  });

  it("picks up a Kubernetes-style atomic ..data swap at the next read", async () => {
    await mkdir(join(directory, "..2026_01_01_00_00_00.1"));
    await writeFile(join(directory, "..2026_01_01_00_00_00.1", "api-key"), "old-value\n");
    await symlink("..2026_01_01_00_00_00.1", join(directory, "..data"));
    await symlink(join("..data", "api-key"), join(directory, "api-key"));
    expect(await provider.get("api-key")).toBe("old-value");

    await mkdir(join(directory, "..2026_01_02_00_00_00.2"));
    await writeFile(join(directory, "..2026_01_02_00_00_00.2", "api-key"), "new-value\n");
    await symlink("..2026_01_02_00_00_00.2", join(directory, "..data_tmp"));
    await rename(join(directory, "..data_tmp"), join(directory, "..data"));
    await rm(join(directory, "..2026_01_01_00_00_00.1"), { recursive: true });
    expect(await provider.get("api-key")).toBe("new-value");
    // Kubernetes' own entries are never read as credentials.
    expect(await provider.get("..data")).toBeUndefined();
  });

  it("reports a file that is not UTF-8 as a backend failure", async () => {
    await writeFile(join(directory, "binary"), Buffer.from([0xff, 0xfe, 0x00]));
    expect((await backendError(provider.get("binary"))).message).toContain("not valid UTF-8");
  });

  it("reports permission denied as a backend failure, never as missing", async () => {
    await writeFile(join(directory, "locked"), CANARY);
    await chmod(join(directory, "locked"), 0o000);
    if (process.getuid?.() !== 0) {
      const error = await backendError(provider.get("locked"));
      expect(error.message).toContain("permission denied");
      return;
    }
    // Root reads anything: look the file up from a child process that loads the provider as
    // root (the checkout may be unreadable to others) and then drops to "nobody".
    await chmod(directory, 0o755);
    const probe = join(directory, "..probe.mjs");
    const module = pathToFileURL(
      fileURLToPath(new URL("./secrets-directory-credential-provider.ts", import.meta.url)),
    );
    await writeFile(
      probe,
      `import { SecretsDirectoryCredentialProvider as P } from ${JSON.stringify(module.href)};
       const provider = new P({ directory: process.argv[2] });
       process.setgid(65534);
       process.setuid(65534);
       provider.get("locked").then(
         (value) => console.log(JSON.stringify({ value })),
         (error) => console.log(JSON.stringify({ name: error.name, message: error.message })));`,
    );
    await chmod(probe, 0o644);
    const { stdout } = await run(process.execPath, ["--import", "tsx", probe, directory], {
      cwd: fileURLToPath(new URL("..", import.meta.url)),
    });
    const outcome = JSON.parse(stdout) as { name?: string; message?: string };
    expect(outcome.name).toBe("CredentialBackendError");
    expect(outcome.message).toContain("permission denied");
    expect(stdout).not.toContain(CANARY);
  });

  it("rejects with the signal's reason when aborted", async () => {
    await writeFile(join(directory, "key"), "value");
    const controller = new AbortController();
    const reason = new Error("aborted by test");
    controller.abort(reason);
    await expect(provider.get("key", { signal: controller.signal })).rejects.toBe(reason);
  });
});
