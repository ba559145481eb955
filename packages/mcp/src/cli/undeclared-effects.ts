// Tools that say nothing of their effects are advertised as MCP's conservative default (they may
// destroy, and are not safe to repeat), which a client may act on: kit-mcp says so at start-up.
import type { AnyTool } from "@kit/tools";

/**
 * The start-up warning about the tools that declare no effects (no `effects` in `defineTool`,
 * no `TOOL_EFFECTS`), naming them and the annotations a client gets for them; `undefined` when
 * every tool declares its effects.
 */
export function undeclaredEffectsWarning(tools: Iterable<AnyTool>): string | undefined {
  const undeclared = Array.from(tools).filter((tool) => !declaresEffects(tool));
  const first = undeclared[0];
  if (first === undefined) return undefined;
  const { readOnly, destructive, idempotent, openWorld } = first.effects;
  const names = undeclared.map((tool) => tool.name).join(", ");
  const one = undeclared.length === 1;
  return (
    `${one ? "1 tool declares" : `${undeclared.length} tools declare`} no effects (${names}): ` +
    `clients are told ${one ? "it" : "they"} may destroy data and ${one ? "is" : "are"} not safe to repeat ` +
    `(readOnlyHint: ${readOnly}, destructiveHint: ${destructive}, idempotentHint: ${idempotent}, ` +
    `openWorldHint: ${openWorld}); declare effects to tell them otherwise`
  );
}

// The declaration lives on the tool's class (defineTool sets it from `effects`); `tool.effects`
// has the defaults filled in and cannot tell.
function declaresEffects(tool: AnyTool): boolean {
  const declared = (tool.constructor as { readonly TOOL_EFFECTS?: unknown }).TOOL_EFFECTS;
  return declared !== undefined && declared !== null;
}
