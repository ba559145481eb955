// What a connection tells of its tool listings: a list that could not be read again after the
// server said it changed (the last good one kept, a warning through `handlers.onLog`), and the
// tools it left out, with the connection's secret values replaced.
import type { CallHandlers } from "@kit/tools";
import type { SkippedTool } from "../skipped-tool";
import { ListingFailure } from "./listing-failure";
import type { SecretValues } from "./secret-values";

/** What the report needs of the connection. */
interface Listed {
  readonly name: string;
  readonly tools: readonly unknown[];
}

/**
 * Tells `onLog` that reading the list again failed and the last one is kept:
 * `MCP server 'files': listed more than 100 pages of tools ...; kept its last tool list (3 tools).`
 */
export function reportListingFailure(
  connection: Listed,
  error: unknown,
  onLog: CallHandlers["onLog"],
  secrets: SecretValues,
): void {
  if (onLog === undefined) return;
  const reason =
    error instanceof ListingFailure
      ? error.reason
      : `could not list its tools again: ${secrets.clean(error instanceof Error ? error.message : String(error))}`;
  const message = `MCP server '${connection.name}': ${reason}; kept its last tool list (${connection.tools.length} tools).`;
  try {
    onLog(Object.freeze({ toolName: "", callId: "", level: "warning", message, data: undefined }));
  } catch {
    // The user's handler cannot break the connection.
  }
}

/** The skipped tools with the secret values replaced: a name the server chose may echo one. */
export function cleanSkipped(
  skipped: readonly SkippedTool[],
  secrets: SecretValues,
): readonly SkippedTool[] {
  if (secrets.empty) return skipped;
  return Object.freeze(
    skipped.map(({ name, reason }) =>
      Object.freeze({ name: secrets.clean(name), reason: secrets.clean(reason) }),
    ),
  );
}
