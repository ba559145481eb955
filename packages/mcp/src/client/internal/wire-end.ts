// How the answer to one remote call ended on the wire before its result, and the words for it.
// Three different things, told apart: an answer too large (refused while read), one that broke
// off (the socket closed, the server died: the call may have run), and one the server ended
// without a result (the server lives, and said nothing more).
import type { SecretValues } from "./secret-values";

/** How a call's answer ended before its result. */
export type WireEnd =
  | { readonly kind: "too-large" }
  | { readonly kind: "broken"; readonly error: unknown }
  | { readonly kind: "ended" };

// `terminated: other side closed`: fetch's words and the socket's.
function brokenText(error: unknown, secrets: SecretValues): string {
  const message = error instanceof Error ? error.message : String(error);
  const cause = (error as { cause?: unknown } | null)?.cause;
  const more = cause instanceof Error && cause.message !== message ? `: ${cause.message}` : "";
  return secrets.clean(`${message}${more}`);
}

/**
 * The reason of the `McpConnectionError` for a call whose answer broke off or ended without a
 * result (a too-large one is a `RemoteResultTooLargeError`).
 * @param resent - whether the call was sent a second time (a read-only or idempotent tool).
 */
export function wireEndReason(
  end: Exclude<WireEnd, { kind: "too-large" }>,
  remoteName: string,
  secrets: SecretValues,
  resent: boolean,
): string {
  if (end.kind === "ended") {
    return `ended its answer to a call of '${remoteName}' without a result`;
  }
  const again = resent
    ? `, and again when sent once more ('${remoteName}' is read-only or idempotent)`
    : `; the call may have run, so it was not sent again`;
  return `broke off its answer to a call of '${remoteName}' (${brokenText(end.error, secrets)})${again}`;
}
