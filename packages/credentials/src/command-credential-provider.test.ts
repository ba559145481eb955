import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CANARY, visibleText } from "@kit/test-support";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eventually, isRunning, readPids } from "../test/process-state";
import { describeProviderContract } from "../test/provider-contract";
import { CommandCredentialProvider } from "./command-credential-provider";
import { CredentialBackendError } from "./errors/credential-backend-error";

const fixtures = join(import.meta.dirname, "../test/fixtures");
const STORE = join(fixtures, "file-store.sh");
const SPAWN_AND_WAIT = join(fixtures, "spawn-and-wait.sh");

/** A provider that runs `node -e <script>`; the script sees the credential name as argv[1]. */
function nodeProvider(
  script: string,
  options: Partial<ConstructorParameters<typeof CommandCredentialProvider>[0]> = {},
): CommandCredentialProvider {
  return new CommandCredentialProvider({
    command: process.execPath,
    args: ["-e", script, "{name}"],
    ...options,
  });
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => new Error("expected a rejection"),
    (error: unknown) => error,
  );
}

describeProviderContract("command (script store)", async (values) => {
  const dir = await mkdtemp(join(tmpdir(), "kit-command-store-"));
  // Stored with a trailing newline, as most CLIs print: the provider removes it.
  for (const [name, value] of Object.entries(values))
    await writeFile(join(dir, name), `${value}\n`);
  const options = { command: "/bin/sh", args: [STORE, "{name}"], notFound: 3 };
  return {
    provider: new CommandCredentialProvider({
      ...options,
      name: "script-store",
      env: { ...process.env, KIT_STORE_DIR: dir },
    }),
    failing: new CommandCredentialProvider({
      ...options,
      name: "script-store-broken",
      // The broken store complains on stderr, quoting the canary: that must never show.
      env: { ...process.env, KIT_STORE_DIR: join(dir, "gone"), KIT_STORE_LEAK: CANARY },
    }),
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
});

describe("CommandCredentialProvider", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "kit-command-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("describes the program it runs, never its arguments (they may hold a token)", () => {
    const provider = new CommandCredentialProvider({
      command: "vault",
      args: ["read", "-token=not-shown", "secret/{name}"],
    });
    expect(provider.describeLookup()).toBe("the program 'vault'");
  });

  it("removes exactly one trailing newline (LF or CRLF) from stdout", async () => {
    const print = (text: string) => nodeProvider(`process.stdout.write(${JSON.stringify(text)})`);
    expect(await print("a\n\n").get("x")).toBe("a\n");
    expect(await print("b\r\n").get("x")).toBe("b");
    expect(await print(" c ").get("x")).toBe(" c ");
    expect(await print("").get("x")).toBe("");
  });

  it("substitutes {name} in every argument and never goes through a shell", async () => {
    const provider = new CommandCredentialProvider({
      command: process.execPath,
      args: [
        "-e",
        "process.stdout.write(JSON.stringify(process.argv.slice(1)))",
        "kit/{name}",
        "{name}{name}",
        "$HOME;`id`",
      ],
      name: "argv",
    });
    expect(JSON.parse((await provider.get("Odd.Name_-9")) ?? "")).toEqual([
      "kit/Odd.Name_-9",
      "Odd.Name_-9Odd.Name_-9",
      "$HOME;`id`",
    ]);
    expect(provider.name).toBe("argv");
  });

  it("reports a non-zero exit as a backend failure that never repeats stderr", async () => {
    const provider = nodeProvider(
      `process.stdout.write(${JSON.stringify(CANARY)}); console.error("oops: " + ${JSON.stringify(CANARY)}); process.exit(2)`,
    );
    const error = await rejection(provider.get("alpha"));
    expect(CredentialBackendError.isInstance(error)).toBe(true);
    expect((error as CredentialBackendError).provider).toBe("command");
    expect((error as CredentialBackendError).credential).toBe("alpha");
    expect((error as Error).message).toMatch(
      /exited with code 2 \(\d+ bytes on stderr, not shown\)/,
    );
    expect(visibleText(error)).not.toContain(CANARY);
    expect(visibleText(error)).not.toContain("oops");
  });

  it("maps notFound exit codes given as a list or as a predicate that sees stderr", async () => {
    const exit = (code: number, stderr = "") =>
      `process.stderr.write(${JSON.stringify(stderr)}); process.exit(${code})`;
    const listed = (code: number) => nodeProvider(exit(code), { notFound: [3, 4] });
    expect(await listed(3).get("x")).toBeUndefined();
    expect(await listed(4).get("x")).toBeUndefined();
    expect(CredentialBackendError.isInstance(await rejection(listed(5).get("x")))).toBe(true);

    const notFound = ({ exitCode, stderr }: { exitCode: number; stderr: string }) =>
      exitCode === 1 && stderr.startsWith("Can't find");
    expect(
      await nodeProvider(exit(1, "Can't find 'user:x'"), { notFound }).get("x"),
    ).toBeUndefined();
    const denied = await rejection(
      nodeProvider(exit(1, "Permission denied"), { notFound }).get("x"),
    );
    expect(CredentialBackendError.isInstance(denied)).toBe(true);
  });

  it("keeps the stderr a failing notFound predicate saw out of the error", async () => {
    const provider = nodeProvider(
      `console.error(${JSON.stringify(`leak ${CANARY}`)}); process.exit(1)`,
      {
        notFound: ({ stderr }) => {
          throw new Error(`cannot classify: ${stderr}`);
        },
      },
    );
    const error = await rejection(provider.get("x"));
    expect(CredentialBackendError.isInstance(error)).toBe(true);
    expect((error as Error).message).toContain("`notFound` predicate");
    expect((error as Error).cause).toBeInstanceOf(Error);
    expect(visibleText(error)).not.toContain(CANARY);
  });

  it("reports a program that does not exist (ENOENT) as a backend failure", async () => {
    const provider = new CommandCredentialProvider({ command: join(dir, "no-such-program") });
    const error = await rejection(provider.get("alpha"));
    expect(CredentialBackendError.isInstance(error)).toBe(true);
    expect((error as Error).message).toContain("could not be started (ENOENT)");
    expect(((error as Error).cause as { code?: unknown }).code).toBe("ENOENT");
  });

  it("reports a program killed by a signal as a backend failure", async () => {
    const error = await rejection(nodeProvider(`process.kill(process.pid, "SIGTERM")`).get("x"));
    expect(CredentialBackendError.isInstance(error)).toBe(true);
    expect((error as Error).message).toContain("was killed by SIGTERM");
  });

  it("reports output that is not UTF-8 as a backend failure", async () => {
    const error = await rejection(
      nodeProvider(`process.stdout.write(Buffer.from([0xff, 0xfe, 0x41]))`).get("x"),
    );
    expect(CredentialBackendError.isInstance(error)).toBe(true);
    expect((error as Error).message).toContain("not valid UTF-8");
  });

  it("kills a program that writes more than maxOutputBytes", async () => {
    // `yes` never stops by itself: only the kill ends it.
    const provider = new CommandCredentialProvider({
      command: "yes",
      args: ["{name}"],
      maxOutputBytes: 1000,
    });
    const error = await rejection(provider.get("alpha"));
    expect(CredentialBackendError.isInstance(error)).toBe(true);
    expect((error as Error).message).toContain("wrote more than 1000 bytes to stdout");
  });

  it("on timeout kills the whole process group, grandchildren included", async () => {
    const pids = join(dir, "timeout.pids");
    const provider = new CommandCredentialProvider({
      command: "/bin/sh",
      args: [SPAWN_AND_WAIT, pids],
      // Long enough for the script to start its child and write the pids on a loaded machine.
      timeoutMs: 2_000,
    });
    const error = await rejection(provider.get("alpha"));
    expect(CredentialBackendError.isInstance(error)).toBe(true);
    expect((error as Error).message).toContain(
      "did not finish within 2000 ms; its process group was killed",
    );
    const { child, grandchild } = readPids(pids);
    expect(await eventually(() => !isRunning(child) && !isRunning(grandchild))).toBe(true);
  });

  it("on abort kills the whole process group and rejects with the signal's reason", async () => {
    const pids = join(dir, "abort.pids");
    const provider = new CommandCredentialProvider({
      command: "/bin/sh",
      args: [SPAWN_AND_WAIT, pids],
    });
    const controller = new AbortController();
    const reason = new Error("caller gave up");
    const pending = rejection(provider.get("alpha", { signal: controller.signal }));
    expect(await eventually(() => readPidsOrUndefined(pids) !== undefined)).toBe(true);
    const { child, grandchild } = readPids(pids);
    expect(isRunning(grandchild)).toBe(true);
    controller.abort(reason);
    expect(await pending).toBe(reason);
    expect(await eventually(() => !isRunning(child) && !isRunning(grandchild))).toBe(true);
  });

  it("leaves no timer, child process or abort listener behind once settled", async () => {
    // A distinctive timeout picks this provider's timer out of everything else that runs.
    const timeoutMs = 987_654;
    const realSetTimeout = globalThis.setTimeout;
    const timers: unknown[] = [];
    const setSpy = vi.spyOn(globalThis, "setTimeout").mockImplementation(((
      ...args: Parameters<typeof setTimeout>
    ) => {
      const timer = realSetTimeout(...args);
      if (args[1] === timeoutMs) timers.push(timer);
      return timer;
    }) as typeof setTimeout);
    const clearSpy = vi.spyOn(globalThis, "clearTimeout");
    const controller = new AbortController();
    const add = vi.spyOn(controller.signal, "addEventListener");
    const remove = vi.spyOn(controller.signal, "removeEventListener");
    try {
      const provider = nodeProvider(`process.stdout.write("v")`, { timeoutMs });
      expect(await provider.get("x", { signal: controller.signal })).toBe("v");
    } finally {
      setSpy.mockRestore();
    }
    expect(timers).toHaveLength(1);
    expect(clearSpy).toHaveBeenCalledWith(timers[0]);
    clearSpy.mockRestore();
    expect(add).toHaveBeenCalledTimes(1);
    expect(remove).toHaveBeenCalledWith("abort", add.mock.calls[0]?.[1]);
    // The child's handle closes on the loop's next close phase, right after the settle.
    expect(await eventually(() => !process.getActiveResourcesInfo().includes("ProcessWrap"))).toBe(
      true,
    );
  });

  it("passes the configured environment instead of this process's", async () => {
    const script = `process.stdout.write(JSON.stringify(Object.keys(process.env).filter((k) => k.startsWith("KIT_"))))`;
    process.env.KIT_INHERITED_FOR_TEST = "1";
    try {
      expect(await nodeProvider(script).get("x")).toContain("KIT_INHERITED_FOR_TEST");
      expect(await nodeProvider(script, { env: { KIT_ONLY: "1" } }).get("x")).toBe('["KIT_ONLY"]');
    } finally {
      delete process.env.KIT_INHERITED_FOR_TEST;
    }
  });

  it("refuses bad options at construction", () => {
    expect(() => new CommandCredentialProvider({ command: "" })).toThrow(TypeError);
    expect(() => new CommandCredentialProvider({ command: "x", timeoutMs: 0 })).toThrow(RangeError);
    expect(
      () => new CommandCredentialProvider({ command: "x", maxOutputBytes: Number.NaN }),
    ).toThrow(RangeError);
    expect(() => new CommandCredentialProvider({ command: "x", notFound: [1.5] })).toThrow(
      RangeError,
    );
  });
});

function readPidsOrUndefined(file: string): { child: number; grandchild: number } | undefined {
  try {
    return readPids(file);
  } catch {
    return undefined;
  }
}
