// Runs kit-tools from its sources (tests run before the build) in a directory of the test's
// choosing, and a temporary project for it: a module of tools written on the fly.
import { spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const CLI = fileURLToPath(new URL("../../src/cli.ts", import.meta.url));
const TSX = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;

/** The tools package's public entry, by URL: a module in a temporary project imports it so. */
export const TOOLS_ENTRY: string = new URL("../../src/index.ts", import.meta.url).href;

/** How a kit-tools run ended. */
export interface KitToolsRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `kit-tools <args>` in `cwd` and waits until it has ended and all it wrote is read. */
export function runKitTools(args: readonly string[], cwd: string): Promise<KitToolsRun> {
  const child = spawn(
    process.execPath,
    ["--conditions=@kit/source", "--import", TSX, CLI, ...args],
    { cwd, stdio: ["ignore", "pipe", "pipe"] },
  );
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (text: string) => {
    stdout += text;
  });
  child.stderr.setEncoding("utf8").on("data", (text: string) => {
    stderr += text;
  });
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    // "close", not "exit": only then has everything the process wrote been read.
    child.once("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/** A temporary directory standing for a user's project. */
export interface TemporaryProject {
  readonly directory: string;
  /** Writes a file of the project. */
  write(name: string, text: string): Promise<void>;
  /** Runs kit-tools in the project. */
  run(...args: string[]): Promise<KitToolsRun>;
  remove(): Promise<void>;
}

/** Makes a temporary project (mkdtemp under the system's temporary directory). */
export async function temporaryProject(): Promise<TemporaryProject> {
  const directory = await mkdtemp(join(tmpdir(), "kit-tools-"));
  return {
    directory,
    write: (name, text) => writeFile(join(directory, name), text),
    run: (...args) => runKitTools(args, directory),
    remove: () => rm(directory, { recursive: true, force: true }),
  };
}
