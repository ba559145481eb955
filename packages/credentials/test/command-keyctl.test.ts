// The command backend against the Linux kernel keyring through `keyctl pipe`.
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CommandCredentialProvider, type CommandExit, CredentialBackendError } from "../src/index";
import { missingPrograms, run } from "./programs";
import { describeProviderContract } from "./provider-contract";

/** Why keyring tests cannot run here, or `undefined` when a probe key round-trips. */
function keyctlUnavailable(): string | undefined {
  if (missingPrograms(["keyctl"]).length > 0) return "keyctl not installed (package keyutils)";
  const prefix = `kit-probe-${randomBytes(4).toString("hex")}`;
  let ring: string | undefined;
  try {
    ring = run("keyctl", ["newring", prefix, "@u"]).trim();
    run("keyctl", ["padd", "user", `${prefix}:x`, ring], { input: "probe" });
    const value = run("keyctl", ["pipe", `%user:${prefix}:x`]);
    return value === "probe" ? undefined : `keyctl pipe read back ${JSON.stringify(value)}`;
  } catch (error) {
    return (error as Error).message;
  } finally {
    if (ring !== undefined) run("keyctl", ["unlink", ring, "@u"]);
  }
}

const unavailable = process.platform === "linux" ? keyctlUnavailable() : "not Linux";
if (unavailable !== undefined) console.warn(`command-keyctl tests skipped: ${unavailable}`);

/** keyctl exits with 1 both for "Can't find ..." and for real failures: stderr tells them apart. */
const notFound = ({ exitCode, stderr }: CommandExit): boolean =>
  exitCode === 1 && stderr.startsWith("Can't find");

/** A keyring of its own under the user keyring, with keys described `<prefix>:<name>`. */
function createRing(values: Readonly<Record<string, string>>): {
  prefix: string;
  ring: string;
  remove: () => void;
} {
  const prefix = `kit-test-${randomBytes(6).toString("hex")}`;
  const ring = run("keyctl", ["newring", prefix, "@u"]).trim();
  const remove = (): void => {
    run("keyctl", ["clear", ring]);
    run("keyctl", ["unlink", ring, "@u"]);
  };
  // The kernel refuses empty "user" payloads, so an empty value cannot be stored.
  for (const [name, value] of Object.entries(values)) {
    if (value !== "") run("keyctl", ["padd", "user", `${prefix}:${name}`, ring], { input: value });
  }
  return { prefix, ring, remove };
}

function keyctlProvider(prefix: string, options: { env?: NodeJS.ProcessEnv; name?: string } = {}) {
  return new CommandCredentialProvider({
    command: "keyctl",
    args: ["pipe", `%user:${prefix}:{name}`],
    notFound,
    name: options.name ?? "keyctl",
    ...(options.env === undefined ? {} : { env: options.env }),
  });
}

describe.skipIf(unavailable !== undefined)("command backend with keyctl", () => {
  describeProviderContract(
    "keyctl",
    async (values) => {
      const { prefix, remove } = createRing(values);
      const empty = await mkdtemp(join(tmpdir(), "kit-keyctl-"));
      return {
        provider: keyctlProvider(prefix),
        // Every name fails the same way only when the CLI itself cannot run.
        failing: keyctlProvider(prefix, {
          env: { ...process.env, PATH: empty },
          name: "keyctl-unreachable",
        }),
        cleanup: async () => {
          remove();
          await rm(empty, { recursive: true, force: true });
        },
      };
    },
    { emptyValue: "missing" },
  );

  describe("a key that cannot be read", () => {
    let ring: ReturnType<typeof createRing>;
    beforeAll(() => {
      ring = createRing({ alpha: "value-1" });
    });
    afterAll(() => ring.remove());

    it('is a backend failure, not missing, when stderr is not "Can\'t find"', async () => {
      const { prefix } = ring;
      const key = run("keyctl", ["search", ring.ring, "user", `${prefix}:alpha`]).trim();
      expect(await keyctlProvider(prefix).get("alpha")).toBe("value-1");
      // Possessor may view, write, link and set attributes, but neither read nor search.
      run("keyctl", ["setperm", key, "0x35010000"]);
      const error = await keyctlProvider(prefix)
        .get("alpha")
        .then(
          () => undefined,
          (reason: unknown) => reason,
        );
      expect(CredentialBackendError.isInstance(error)).toBe(true);
      expect((error as Error).message).toContain("program 'keyctl' exited with code 1");
      expect((error as Error).message).not.toContain("Permission denied");
      // A bare exit-code rule cannot tell the two apart, hence the predicate.
      const coarse = new CommandCredentialProvider({
        command: "keyctl",
        args: ["pipe", `%user:${prefix}:{name}`],
        notFound: 1,
      });
      expect(await coarse.get("alpha")).toBeUndefined();
    });
  });
});
