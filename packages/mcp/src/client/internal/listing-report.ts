// A tool list that could not be read again after the server said it changed: the connection
// keeps the last good list, and says why through `handlers.onLog` (a warning from no call).
import type { CallHandlers } from "@kit/tools";
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
