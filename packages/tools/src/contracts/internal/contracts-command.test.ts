// The contracts command in this process, for what needs no real program: modules it refuses,
// locks it cannot read or replaces, and secrets it never writes. test/contracts-cli.test.ts runs
// the real program.
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { CANARY, visibleText } from "@kit/test-support";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { runContractsCommand } from "./contracts-command";

const fixture = (name: string): string =>
  fileURLToPath(new URL(`../../../test/fixtures/modules/${name}`, import.meta.url));

let directory: string;

beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), "kit-tools-command-"));
});

afterEach(async () => {
  await rm(directory, { recursive: true, force: true });
});

async function run(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const code = await runContractsCommand(args, {
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
  });
  return { code, stdout, stderr };
}

describe("runContractsCommand", () => {
  // The formats themselves are run by @kit/providers' test/declarations-command.test.ts (this
  // package cannot depend on that one); here, what fails before they are needed.
  test("declarations of a module that cannot be loaded, or of an unknown format: exit 2", async () => {
    const missing = await run("declarations", join(directory, "missing.mjs"));
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/^kit-tools: cannot load '.*missing\.mjs': /);
    const unknown = await run("declarations", fixture("no-tools.ts"), "--format", "openai");
    expect(unknown).toEqual({
      code: 2,
      stdout: "",
      stderr:
        "kit-tools: unknown format 'openai': one of openai-chat, openai-responses, anthropic, gemini\n",
    });
  });

  test("a module with two tools of one name: exit 2, nothing written", async () => {
    const lock = join(directory, "lock.json");
    expect(
      await run("contracts", fixture("duplicate-names.ts"), "--update", "--lock", lock),
    ).toEqual({
      code: 2,
      stdout: "",
      stderr: expect.stringMatching(
        /^kit-tools: '.*duplicate-names\.ts' has two tools named 'twice': a tool name must be unique\n$/,
      ),
    });
    await expect(readFile(lock)).rejects.toThrow();
  });

  test("a default a contract cannot hold: exit 2, the tool and parameter named", async () => {
    const result = await run(
      "contracts",
      fixture("date-default.ts"),
      "--update",
      "--lock",
      join(directory, "l.json"),
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      /^kit-tools: Tool 'dated': the default of input parameter 'when' is not JSON data/,
    );
  });

  test("a lock that cannot be read (a directory): exit 1, the file named", async () => {
    const lock = join(directory, "a-directory");
    await mkdir(lock);
    const result = await run("contracts", fixture("registry-default.ts"), "--lock", lock);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(new RegExp(`^kit-tools: cannot read the lock file '${lock}': `));
  });

  test("--update replaces a lock that is not one, and a lock it cannot write is exit 1", async () => {
    const lock = join(directory, "lock.json");
    await writeFile(lock, "not json");
    const update = await run(
      "contracts",
      fixture("registry-default.ts"),
      "--update",
      "--lock",
      lock,
    );
    expect(update).toEqual({
      code: 0,
      stdout: `Wrote ${lock}: 1 tool\n  ping 1.0.0\n`,
      stderr: "",
    });
    expect(JSON.parse(await readFile(lock, "utf8"))).toMatchObject({ tools: [{ name: "ping" }] });
    const unwritable = join(directory, "missing-folder", "lock.json");
    const failed = await run(
      "contracts",
      fixture("registry-default.ts"),
      "--update",
      "--lock",
      unwritable,
    );
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(new RegExp(`^kit-tools: cannot write '${unwritable}': `));
  });

  test("the module's executor holds a secret: neither the lock nor the output holds it", async () => {
    const lock = join(directory, "lock.json");
    const update = await run("contracts", fixture("with-secret.ts"), "--update", "--lock", lock);
    const check = await run("contracts", fixture("with-secret.ts"), "--lock", lock);
    expect([update.code, check.code]).toEqual([0, 0]);
    const text = await readFile(lock, "utf8");
    expect(text).toContain("fetch_weather");
    expect(visibleText([text, update, check])).not.toContain(CANARY);
  });
});

describe("runContractsCommand: a tool by shape only", () => {
  test("a tool without schemas or effects (not made by this package): exit 2, the tool named", async () => {
    const result = await run(
      "contracts",
      fixture("by-shape.cjs"),
      "--update",
      "--lock",
      join(directory, "l.json"),
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      /^kit-tools: cannot read the contract of tool 'from_cjs' in '.*by-shape\.cjs': /,
    );
  });
});
