// A remote tool's MCP annotations as kit effects: the inverse of tool-listing.ts.
import type { ToolEffects } from "@kit/tools";
import type { ToolAnnotations } from "@modelcontextprotocol/client";

/**
 * The effects a remote tool's annotations declare, MCP's defaults (and kit's) filling what is
 * missing. MCP reads `destructiveHint` and `idempotentHint` only for a tool that is not
 * read-only; a read-only hint that another hint contradicts (destructive, or not idempotent) is
 * not taken, so the tool keeps the more careful reading and approval still asks.
 */
export function remoteEffects(annotations: ToolAnnotations | undefined): Partial<ToolEffects> {
  const openWorld = annotations?.openWorldHint ?? true;
  if (
    annotations?.readOnlyHint === true &&
    annotations.destructiveHint !== true &&
    annotations.idempotentHint !== false
  ) {
    return { readOnly: true, openWorld };
  }
  return {
    readOnly: false,
    destructive: annotations?.destructiveHint ?? true,
    idempotent: annotations?.idempotentHint ?? false,
    openWorld,
  };
}
