// Turns how a credential program ended into a value or a CredentialBackendError. Messages
// say how the program ended, never what it printed: stdout may be the secret, and stderr
// of a secret store often repeats it or other sensitive detail.
import type { CredentialBackendError } from "../errors/credential-backend-error";
import { backendFailure } from "./backend-failure";
import { decodeSecretText } from "./decode-secret-text";
import { errorCode } from "./describe-system-error";
import type { RunOutcome } from "./run-command";

/** Who failed, for messages. */
export interface CommandContext {
  provider: string;
  credential: string;
  command: string;
  timeoutMs: number;
  maxOutputBytes: number;
}

/** A failure of the caller's "not found" predicate, next to the ways a run can end. */
export type CommandFailure =
  | Exclude<RunOutcome, { kind: "aborted" }>
  | { kind: "predicate-failed"; error: unknown; stderr: Buffer };

/**
 * Decodes a program's stdout into the credential value, one trailing newline removed.
 * @throws CredentialBackendError when the output is not valid UTF-8.
 */
export function readValue(stdout: Buffer, context: CommandContext): string {
  const value = decodeSecretText(stdout);
  if (value === undefined) throw failure(context, "printed a value that is not valid UTF-8");
  return value;
}

/**
 * Builds the error for a run that did not produce a value; it says how the program ended
 * and never holds what it printed.
 */
export function commandFailureError(
  outcome: CommandFailure,
  context: CommandContext,
): CredentialBackendError {
  switch (outcome.kind) {
    case "exited":
      return failure(
        context,
        `exited with code ${outcome.exitCode}${stderrNote(outcome.stderrBytes)}`,
      );
    case "signaled":
      return failure(context, `was killed by ${outcome.signal}${stderrNote(outcome.stderrBytes)}`);
    case "timeout":
      return failure(
        context,
        `did not finish within ${context.timeoutMs} ms; its process group was killed`,
      );
    case "output-limit":
      return failure(
        context,
        `wrote more than ${context.maxOutputBytes} bytes to stdout; its process group was killed`,
      );
    case "spawn-failed":
      return failure(context, `could not be started${codeNote(outcome.error)}`, outcome.error);
    case "predicate-failed":
      // The predicate saw stderr; keep any line of it out of the cause.
      return failure(
        context,
        "ended with an exit code that the `notFound` predicate could not classify",
        outcome.error,
        outcome.stderr
          .toString("utf8")
          .split(/\r?\n/)
          .filter((line) => line.trim().length >= 4),
      );
  }
}

function failure(
  context: CommandContext,
  what: string,
  cause?: unknown,
  secrets: readonly string[] = [],
): CredentialBackendError {
  return backendFailure({
    provider: context.provider,
    credential: context.credential,
    what: `program '${context.command}' ${what}`,
    cause,
    secrets,
  });
}

function stderrNote(bytes: number): string {
  return bytes > 0 ? ` (${bytes} bytes on stderr, not shown)` : "";
}

function codeNote(error: unknown): string {
  const code = errorCode(error);
  return typeof code === "string" && /^[A-Z0-9_]+$/.test(code) ? ` (${code})` : "";
}
