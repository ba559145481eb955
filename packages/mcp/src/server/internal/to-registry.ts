// createMcpServer takes a registry or any iterable of tools; the server always reads a registry.
import { type AnyTool, ToolRegistry } from "@kit/tools";

/**
 * The registry itself, or a new registry holding the tools in their order.
 * @throws SemanticError when two of the tools share a name.
 */
export function toRegistry(tools: ToolRegistry | Iterable<AnyTool>): ToolRegistry {
  if (isRegistry(tools)) return tools;
  const registry = new ToolRegistry();
  for (const tool of tools) registry.register(tool);
  return registry;
}

// By shape rather than instanceof: the registry may come from another copy of @kit/tools.
function isRegistry(value: ToolRegistry | Iterable<AnyTool>): value is ToolRegistry {
  return (
    value instanceof ToolRegistry ||
    (typeof (value as Partial<ToolRegistry>).lookup === "function" &&
      typeof (value as Partial<ToolRegistry>).register === "function")
  );
}
