// How the answer to one remote call ended on the wire before its result, what the call then
// throws, and the words for it.
// Three different things, told apart: an answer too large (refused while read), one that broke
// off (the socket closed, the server died: the call may have run), and one the server ended
// without a result (the server lives, and said nothing more).
import { McpConnectionError } from "../../errors/mcp-connection-error";
import { RemoteResultTooLargeError } from "../../errors/remote-result-too-large-error";
import { MAX_RESULT_BYTES } from "./result-size";
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
function wireEndReason(
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

/** What a call whose answer broke off (a read-only or idempotent tool) throws to be sent again. */
export class SendAgain {}

/** Where a call whose answer ended on the wire stands. */
export interface WireFailureContext {
  /** The server's label. */
  readonly server: string;
  readonly secrets: SecretValues;
  /** Whether the call was sent a second time already. */
  readonly resent: boolean;
  /** Whether the tool may run twice (read-only or idempotent). */
  readonly safe: boolean;
  /** Asks the server whether it is still there; resolves with whether the connection is open. */
  readonly probe: () => Promise<boolean>;
}

/**
 * What a call whose answer ended before its result throws: `RemoteResultTooLargeError` for one
 * too large; {@link SendAgain} for one that broke off, of a tool that may run twice, on a
 * connection still open after the probe; else an `McpConnectionError` saying which end it was.
 */
export async function wireFailure(
  end: WireEnd,
  remoteName: string,
  context: WireFailureContext,
): Promise<unknown> {
  const { server, secrets, resent } = context;
  if (end.kind === "too-large") {
    return new RemoteResultTooLargeError({ server, remoteName, limit: MAX_RESULT_BYTES });
  }
  const open = await context.probe();
  if (end.kind === "broken" && !resent && open && context.safe) return new SendAgain();
  return new McpConnectionError({
    server,
    reason: wireEndReason(end, remoteName, secrets, resent),
    cause: end.kind === "broken" ? secrets.cleanError(end.error) : undefined,
  });
}
