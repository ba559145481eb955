// Helpers for tests that drive real programs (pass, gpg, keyctl, secret-tool).
import { execFileSync } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { delimiter, join } from "node:path";

/**
 * Tells which of the given programs are not on `PATH`.
 * @param names - program names.
 * @returns the missing ones, empty when all are there.
 */
export function missingPrograms(names: readonly string[]): string[] {
  const directories = (process.env.PATH ?? "").split(delimiter).filter(Boolean);
  return names.filter(
    (name) =>
      !directories.some((directory) => {
        try {
          accessSync(join(directory, name), constants.X_OK);
          return true;
        } catch {
          return false;
        }
      }),
  );
}

/** Options of {@link run}. */
export interface RunOptions {
  env?: NodeJS.ProcessEnv;
  input?: string;
}

/**
 * Runs a program to set a test up, and returns its stdout.
 * @param command - the program.
 * @param args - its arguments.
 * @param options - environment and stdin.
 * @returns what it printed, untrimmed.
 * @throws Error with the program's stderr when it fails (test setup only: no secrets there).
 */
export function run(command: string, args: readonly string[], options: RunOptions = {}): string {
  try {
    return execFileSync(command, args, {
      env: options.env ?? process.env,
      input: options.input ?? "",
      encoding: "utf8",
      stdio: ["pipe", "pipe", "pipe"],
    });
  } catch (error) {
    const stderr = (error as { stderr?: unknown }).stderr;
    throw new Error(`${command} ${args.join(" ")} failed: ${String(stderr ?? error).trim()}`);
  }
}
