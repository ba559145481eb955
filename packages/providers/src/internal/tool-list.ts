// The tools a format declares: a registry's in registration order, or any iterable of tools.
import type { AnyTool, ToolRegistry } from "@kit/tools";

/** The tools as a list, in the order given. */
export function toolList(tools: ToolRegistry | Iterable<AnyTool>): AnyTool[] {
  return [...tools];
}
