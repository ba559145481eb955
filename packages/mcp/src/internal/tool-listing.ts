// A registered tool as the protocol's tools/list describes it. The one place that knows how a
// kit tool maps onto MCP's Tool: a later protocol version changes this file and call-result.ts.
import type { AnyTool } from "@kit/tools";
import type { Tool as McpTool } from "@modelcontextprotocol/sdk/types.js";

/** The JSON Schema of an object, as MCP's `inputSchema` and `outputSchema` take it. */
type ObjectSchema = McpTool["inputSchema"];

// What a tool without an input schema accepts: any dictionary.
const ANY_OBJECT: ObjectSchema = Object.freeze({ type: "object" });

// A tool is frozen once built, so its listing is computed once and shared by every server.
const listings = new WeakMap<AnyTool, McpTool>();

/** The tools/list entry of a tool. */
export function toolListing(tool: AnyTool): McpTool {
  let listing = listings.get(tool);
  if (listing === undefined) {
    listing = describeTool(tool);
    listings.set(tool, listing);
  }
  return listing;
}

function describeTool(tool: AnyTool): McpTool {
  const listing: McpTool = {
    name: tool.name,
    inputSchema: tool.inputSchema === null ? ANY_OBJECT : objectSchema(tool.inputSchema),
  };
  if (tool.description !== "") listing.description = tool.description;
  if (tool.outputSchema !== null) listing.outputSchema = objectSchema(tool.outputSchema);
  // Absent only with a @kit/tools that predates effects.
  const effects = tool.effects as AnyTool["effects"] | undefined;
  if (effects !== undefined) {
    listing.annotations = {
      readOnlyHint: effects.readOnly,
      destructiveHint: effects.destructive,
      idempotentHint: effects.idempotent,
      openWorldHint: effects.openWorld,
    };
  }
  return Object.freeze(listing);
}

// `$schema` goes: clients read tool schemas as JSON Schema 2020-12 already, and some older
// ones refuse a dialect URI they do not know.
function objectSchema(schema: { toJSONSchema(): object }): ObjectSchema {
  const { $schema: _dialect, ...rest } = schema.toJSONSchema() as ObjectSchema;
  return rest;
}
