// One remote tool as a kit tool: its name (prefixed), description, schemas and effects, and an
// `execute` that calls the server.
import { type AnyTool, defineTool, type ToolContext } from "@kit/tools";
import type { Tool as McpTool } from "@modelcontextprotocol/client";
import { markTaskSupport } from "../../shared/task-support";
import type { UnvalidatedSchema } from "../mcp-connection";
import { remoteEffects } from "./remote-effects";
import { remoteSchema } from "./remote-schema";

/** What runs a remote tool's call: the connection. */
export type RemoteCall = (
  remoteName: string,
  toolName: string,
  inputs: Record<string, unknown>,
  context: ToolContext,
) => Promise<unknown>;

/** A kit tool for a remote one, and the schemas kit passes through. */
export interface BuiltTool {
  readonly tool: AnyTool;
  readonly unvalidated: readonly UnvalidatedSchema[];
}

/**
 * Builds the kit tool of a remote tool.
 * @param server - the connection's label, as the tool's `mcp.server` tag.
 * @throws SemanticError when kit refuses the tool (a name that the prefix cannot save).
 */
export function remoteTool(
  listed: McpTool,
  prefix: string,
  server: string,
  call: RemoteCall,
): BuiltTool {
  const name = `${prefix}${listed.name}`;
  const unvalidated: UnvalidatedSchema[] = [];
  const input = remoteSchema(listed.inputSchema);
  if (input.unvalidated !== undefined) {
    unvalidated.push({ tool: name, direction: "input", reason: input.unvalidated });
  }
  let outputSchema: typeof input.schema | null = null;
  if (listed.outputSchema !== undefined) {
    const output = remoteSchema(listed.outputSchema);
    outputSchema = output.schema;
    if (output.unvalidated !== undefined) {
      unvalidated.push({ tool: name, direction: "output", reason: output.unvalidated });
    }
  }
  const remoteName = listed.name;
  const spec = {
    name,
    description: listed.description ?? listed.title ?? listed.annotations?.title ?? "",
    inputSchema: input.schema,
    outputSchema,
    effects: remoteEffects(listed.annotations),
    tags: { "mcp.server": server, "mcp.tool": remoteName },
    execute: (inputs: Record<string, unknown>, _credentials: unknown, context: ToolContext) =>
      call(remoteName, name, inputs, context),
  };
  // The schemas are built at run time, so their static types say nothing defineTool can check.
  const tool = defineTool(spec as unknown as Parameters<typeof defineTool>[0]) as AnyTool;
  // 2025-11-25's word on calling it as a task; the connection corrects it for the server's era.
  markTaskSupport(tool, listed.execution?.taskSupport ?? "forbidden");
  return { tool, unvalidated };
}
