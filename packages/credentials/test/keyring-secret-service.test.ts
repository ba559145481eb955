// The keyring backend against a real Secret Service (gnome-keyring). Run normally, this file
// starts itself again with vitest inside `dbus-run-session` with a throwaway keyring
// (KIT_KEYRING_SESSION=secret-service), and once more without any D-Bus session
// (KIT_KEYRING_SESSION=no-service), and checks that every test passed there.

import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { CANARY, visibleText } from "@kit/test-support";
import { describe, expect, it } from "vitest";
import { CredentialBackendError } from "../src/index";
import { KeyringCredentialProvider } from "../src/keyring";
import { missingPrograms, run } from "./programs";
import { describeProviderContract } from "./provider-contract";
import { describeWritableContract } from "./writable-contract";

const mode = process.env.KIT_KEYRING_SESSION;
const packageDir = join(import.meta.dirname, "..");
const thisFile = "test/keyring-secret-service.test.ts";
// A whole nested vitest run, under a loaded CI machine: a generous bound, not a measurement.
const NESTED_RUN_TIMEOUT_MS = 180_000;

async function backendFailure(promise: Promise<unknown>): Promise<CredentialBackendError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(CredentialBackendError.isInstance(error), String(error)).toBe(true);
  return error as CredentialBackendError;
}

function store(service: string, account: string, value: string): void {
  run("secret-tool", ["store", `--label=kit ${account}`, "service", service, "username", account], {
    input: value,
  });
}

if (mode === "secret-service") {
  describeProviderContract("keyring (gnome-keyring)", async (values) => {
    const service = `kit-contract-${randomBytes(6).toString("hex")}`;
    for (const [name, value] of Object.entries(values)) store(service, name, value);
    return {
      provider: new KeyringCredentialProvider({ service }),
      // Its one entry lives in the locked "vault" collection (see fixtures/keyring-session.sh).
      failing: new KeyringCredentialProvider({
        service: "kit-test-locked",
        name: "keyring-locked",
      }),
      cleanup: async () => {
        run("secret-tool", ["clear", "service", service]);
      },
    };
  });

  describeWritableContract("keyring (gnome-keyring)", async () => {
    const service = `kit-write-${randomBytes(6).toString("hex")}`;
    return {
      provider: new KeyringCredentialProvider({ service }),
      cleanup: async () => {
        run("secret-tool", ["clear", "service", service]);
      },
    };
  });

  describe("keyring backend inside a Secret Service session", () => {
    const service = `kit-extra-${randomBytes(6).toString("hex")}`;

    it("maps credential names to accounts", async () => {
      store(service, "weather-account", "w-value");
      const provider = new KeyringCredentialProvider({
        service,
        accounts: { "weather-api-key": "weather-account" },
      });
      expect(await provider.get("weather-api-key")).toBe("w-value");
      expect(await provider.get("weather-account")).toBe("w-value");
      expect(await provider.get("other")).toBeUndefined();
    });

    it("reports an entry in a locked collection as a backend failure, not missing", async () => {
      const provider = new KeyringCredentialProvider({ service: "kit-test-locked" });
      const error = await backendFailure(provider.get("alpha"));
      expect(error.provider).toBe("keyring");
      expect(error.credential).toBe("alpha");
      expect(error.message).toContain("could not be read");
      expect(String(error.cause)).toContain("IsLocked");
      expect(visibleText(error)).not.toContain("locked-value");
    });

    // Last: it locks the login collection for the rest of the session.
    it("turns lookups into backend failures once the login keyring is locked", async () => {
      store(service, "canary", CANARY);
      const provider = new KeyringCredentialProvider({ service });
      expect(await provider.get("canary")).toBe(CANARY);
      run("dbus-send", [
        "--session",
        "--print-reply",
        "--dest=org.freedesktop.secrets",
        "/org/freedesktop/secrets",
        "org.freedesktop.Secret.Service.Lock",
        "array:objpath:/org/freedesktop/secrets/collection/login",
      ]);
      for (const name of ["canary", "not-there"]) {
        const error = await backendFailure(provider.get(name));
        expect(visibleText(error)).not.toContain(CANARY);
      }
    });
  });
} else if (mode === "no-service") {
  describe("keyring backend without a Secret Service", () => {
    it("reports every lookup as a backend failure, never as missing", async () => {
      const provider = new KeyringCredentialProvider({ service: "kit-test" });
      for (const name of ["alpha", "not-there"]) {
        const error = await backendFailure(provider.get(name));
        expect(error.message).toContain("service 'kit-test'");
      }
    });

    it("reports every write as a backend failure naming the credential, never the value", async () => {
      const provider = new KeyringCredentialProvider({ service: "kit-test" });
      const stored = await backendFailure(provider.set("alpha", CANARY));
      expect(stored.message).toContain("failed to store 'alpha' in service 'kit-test'");
      const deleted = await backendFailure(provider.delete("alpha"));
      expect(deleted.message).toContain("failed to delete 'alpha' in service 'kit-test'");
      expect(visibleText([stored, deleted])).not.toContain(CANARY);
    });
  });
} else {
  const missing = missingPrograms([
    "dbus-run-session",
    "dbus-send",
    "gnome-keyring-daemon",
    "secret-tool",
  ]);
  if (missing.length > 0) {
    console.warn(
      `keyring Secret Service tests skipped: ${missing.join(", ")} not installed (.ci/system-deps.sh installs them)`,
    );
  }

  describe.skipIf(missing.length > 0)("keyring backend against a real Secret Service", () => {
    it(
      "passes the provider contract and the locked-keyring checks inside dbus-run-session",
      async () => {
        const report = await runSelf("secret-service");
        expect(report.titles).toEqual(
          expect.arrayContaining([
            "finds stored values, odd and 128-character names included",
            "reports a broken backend as CredentialBackendError, never as missing",
            "never shows the canary value in an error or an inspected provider",
            "reports an entry in a locked collection as a backend failure, not missing",
            "turns lookups into backend failures once the login keyring is locked",
            "gives back exactly what was stored, and replaces a value",
            "deletes, saying whether the name was held",
          ]),
        );
      },
      NESTED_RUN_TIMEOUT_MS,
    );

    it(
      "reports a missing Secret Service as a backend failure",
      async () => {
        const report = await runSelf("no-service");
        expect(report.titles).toEqual([
          "reports every lookup as a backend failure, never as missing",
          "reports every write as a backend failure naming the credential, never the value",
        ]);
      },
      NESTED_RUN_TIMEOUT_MS,
    );
  });
}

interface InnerReport {
  titles: string[];
}

/** Runs this file again with vitest in the given mode; resolves the titles of the passed tests. */
async function runSelf(inner: "secret-service" | "no-service"): Promise<InnerReport> {
  const root = await mkdtemp(join(tmpdir(), "kit-keyring-"));
  try {
    const vitest = join(
      dirname(createRequire(import.meta.url).resolve("vitest/package.json")),
      "vitest.mjs",
    );
    const reportFile = join(root, "report.json");
    const vitestArgs = [
      vitest,
      "run",
      thisFile,
      "--typecheck.enabled=false",
      "--reporter=json",
      `--outputFile=${reportFile}`,
    ];
    const env: NodeJS.ProcessEnv = { ...process.env, KIT_KEYRING_SESSION: inner };
    // The inner run must not overwrite the outer run's CI report.
    delete env.KIT_TEST_REPORT_DIR;
    const [command, args] =
      inner === "secret-service"
        ? [
            "dbus-run-session",
            [
              "--",
              "sh",
              join(packageDir, "test/fixtures/keyring-session.sh"),
              join(root, "keyring"),
              process.execPath,
              ...vitestArgs,
            ],
          ]
        : [process.execPath, vitestArgs];
    if (inner === "no-service") env.DBUS_SESSION_BUS_ADDRESS = `unix:path=${join(root, "no-bus")}`;
    const { code, output } = await capture(command, args, env);
    const parsed = JSON.parse(await readFile(reportFile, "utf8").catch(() => "{}")) as {
      numFailedTests?: number;
      numPendingTests?: number;
      numTodoTests?: number;
      testResults?: { assertionResults: { title: string; status: string }[] }[];
    };
    const results = (parsed.testResults ?? []).flatMap((file) => file.assertionResults);
    const failed = results.filter((result) => result.status !== "passed");
    expect({ code, failed, total: results.length > 0 }, output.slice(-4000)).toEqual({
      code: 0,
      failed: [],
      total: true,
    });
    return { titles: results.map((result) => result.title) };
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

function capture(
  command: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: packageDir, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8");
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8");
    });
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, output }));
  });
}
