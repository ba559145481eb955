// A backend that asks any secret store with a command-line client (pass, vault, op, keyctl),
// like AWS's credential_process: one program run per lookup, without a shell.

import { assertCredentialName } from "./credential-name";
import type { CredentialLookupOptions, CredentialProvider } from "./credential-provider";
import { type CommandContext, commandFailureError, readValue } from "./internal/command-outcome";
import { runCommand } from "./internal/run-command";

/** What a "not found" predicate sees of a run that exited with a non-zero code. */
export interface CommandExit {
  /** The program's exit code, never `0`. */
  readonly exitCode: number;
  /** The start of what the program wrote to stderr (at most 4 KiB), decoded as UTF-8. */
  readonly stderr: string;
}

/** Options of {@link CommandCredentialProvider}. */
export interface CommandCredentialProviderOptions {
  /** The program: a path, or a name looked up in `PATH`. It runs without a shell. */
  command: string;
  /**
   * The arguments. Every `{name}` in an argument is replaced by the credential name, which
   * has already passed the name rule (letters, digits, `-`, `_`, `.`), so it cannot add
   * arguments or options. Default: `["{name}"]`.
   */
  args?: readonly string[];
  /** The provider's name in messages. Default: `"command"`. */
  name?: string;
  /**
   * Which non-zero exits mean "this store does not hold the name": an exit code, a list of
   * them, or a predicate. Default: none, so every non-zero exit is a backend failure.
   */
  notFound?: number | readonly number[] | ((exit: CommandExit) => boolean);
  /** Milliseconds before the program's whole process group is killed. Default: `10000`. */
  timeoutMs?: number;
  /** Largest accepted stdout in bytes; more is a backend failure. Default: `1048576` (1 MiB). */
  maxOutputBytes?: number;
  /** The program's whole environment. Default: this process's environment at lookup time. */
  env?: Readonly<Record<string, string | undefined>>;
  /** The program's working directory. Default: this process's. */
  cwd?: string;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_OUTPUT_BYTES = 1_048_576;
const MAX_STDERR_BYTES = 4096;

/**
 * Looks credentials up by running a program: exit code `0` means its stdout is the value
 * (one trailing newline removed), a configured "not found" exit means the store does not
 * hold the name, and anything else (another code, a signal, a timeout, a program that
 * cannot start) is a {@link CredentialBackendError}. The program's stderr never reaches an
 * error: messages say only how it ended and how many bytes it wrote there.
 *
 * @example
 * ```ts
 * import { CommandCredentialProvider } from "@kit/credentials";
 *
 * // `pass show kit/weather-api-key`; pass exits with 1 when the entry does not exist.
 * const pass = new CommandCredentialProvider({
 *   command: "pass",
 *   args: ["show", "kit/{name}"],
 *   notFound: 1,
 * });
 * const key = await pass.get("weather-api-key");
 * ```
 */
export class CommandCredentialProvider implements CredentialProvider {
  /** The provider's name in messages, `"command"` unless configured. */
  readonly name: string;
  readonly #options: CommandCredentialProviderOptions;
  readonly #args: readonly string[];
  readonly #timeoutMs: number;
  readonly #maxOutputBytes: number;

  /**
   * Creates the provider; nothing runs until {@link CommandCredentialProvider.get}.
   * @throws TypeError when `command` is empty, RangeError when a limit or exit code is not
   * a positive finite number or an integer.
   */
  constructor(options: CommandCredentialProviderOptions) {
    if (typeof options.command !== "string" || options.command.length === 0) {
      throw new TypeError("CommandCredentialProvider: 'command' must be a non-empty string");
    }
    this.name = options.name ?? "command";
    this.#options = options;
    this.#args = [...(options.args ?? ["{name}"])];
    this.#timeoutMs = positive("timeoutMs", options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    this.#maxOutputBytes = positive(
      "maxOutputBytes",
      options.maxOutputBytes ?? DEFAULT_MAX_OUTPUT_BYTES,
    );
    const { notFound } = options;
    const codes = typeof notFound === "function" || notFound === undefined ? [] : [notFound].flat();
    if (!codes.every((code) => Number.isInteger(code))) {
      throw new RangeError("CommandCredentialProvider: 'notFound' exit codes must be integers");
    }
  }

  /**
   * Runs the program for one credential.
   * @param name - the credential name; checked against the name rule before anything runs.
   * @param options - an optional `signal`; aborting kills the program's process group.
   * @returns the value, or `undefined` when the program exits with a "not found" code.
   * @throws CredentialError for an invalid name; CredentialBackendError when the program
   * fails, times out, is killed, writes too much or cannot start; the signal's `reason`
   * on abort.
   */
  async get(name: string, options: CredentialLookupOptions = {}): Promise<string | undefined> {
    assertCredentialName(name);
    const outcome = await runCommand({
      command: this.#options.command,
      args: this.#args.map((arg) => arg.replaceAll("{name}", name)),
      env: this.#options.env ?? process.env,
      cwd: this.#options.cwd,
      timeoutMs: this.#timeoutMs,
      maxOutputBytes: this.#maxOutputBytes,
      maxStderrBytes: MAX_STDERR_BYTES,
      signal: options.signal,
    });
    if (outcome.kind === "aborted") throw outcome.reason;
    const context: CommandContext = {
      provider: this.name,
      credential: name,
      command: this.#options.command,
      timeoutMs: this.#timeoutMs,
      maxOutputBytes: this.#maxOutputBytes,
    };
    if (outcome.kind !== "exited") throw commandFailureError(outcome, context);
    if (outcome.exitCode === 0) return readValue(outcome.stdout, context);
    if (isNotFound(this.#options.notFound, outcome.exitCode, outcome.stderr, context))
      return undefined;
    throw commandFailureError(outcome, context);
  }

  /**
   * Says which program answers for a credential, for "not found" messages. Its arguments
   * are left out: they may hold a token.
   * @returns `the program 'pass'`.
   */
  describeLookup(): string {
    return `the program '${this.#options.command}'`;
  }
}

function isNotFound(
  rule: CommandCredentialProviderOptions["notFound"],
  exitCode: number,
  stderr: Buffer,
  context: CommandContext,
): boolean {
  if (rule === undefined) return false;
  if (typeof rule === "number") return rule === exitCode;
  if (typeof rule !== "function") return rule.includes(exitCode);
  try {
    return rule({ exitCode, stderr: stderr.toString("utf8") });
  } catch (error) {
    throw commandFailureError({ kind: "predicate-failed", error, stderr }, context);
  }
}

function positive(option: string, value: number): number {
  if (typeof value !== "number" || !Number.isFinite(value) || value <= 0) {
    throw new RangeError(`CommandCredentialProvider: '${option}' must be a positive finite number`);
  }
  return value;
}
