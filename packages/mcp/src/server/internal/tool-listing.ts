// A registered tool as the protocol's tools/list describes it. The one place that knows how a
// kit tool maps onto MCP's Tool: a later protocol version changes this file and call-result.ts.
import type { AnyTool } from "@kit/tools";
import type { Tool as McpTool } from "@modelcontextprotocol/server";

/** The JSON Schema of an object, as MCP's `inputSchema` and `outputSchema` take it. */
type ObjectSchema = McpTool["inputSchema"];

// What a tool without an input schema accepts: any dictionary.
const ANY_OBJECT: ObjectSchema = Object.freeze({ type: "object" });

// A tool is frozen once built, so its listing is computed once and shared by every server: one
// with `$schema` in its schemas, one without.
const listings = new WeakMap<AnyTool, McpTool>();
const dialectListings = new WeakMap<AnyTool, McpTool>();

/**
 * The tools/list entry of a tool. Its schemas keep every keyword the tool's schema gives
 * (`$defs`, `additionalProperties`, ...); `$schema` only with `dialect` (clients of protocol
 * 2025-11-25 and later, which read it: SEP-1613), as some older ones refuse a dialect URI.
 */
export function toolListing(tool: AnyTool, dialect = false): McpTool {
  const cache = dialect ? dialectListings : listings;
  let listing = cache.get(tool);
  if (listing === undefined) {
    listing = describeTool(tool, dialect);
    cache.set(tool, listing);
  }
  return listing;
}

function describeTool(tool: AnyTool, dialect: boolean): McpTool {
  const listing: McpTool = {
    name: tool.name,
    inputSchema: tool.inputSchema === null ? ANY_OBJECT : objectSchema(tool.inputSchema, dialect),
  };
  if (tool.description !== "") listing.description = tool.description;
  if (tool.outputSchema !== null) listing.outputSchema = objectSchema(tool.outputSchema, dialect);
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

function objectSchema(schema: { toJSONSchema(): object }, dialect: boolean): ObjectSchema {
  const json = schema.toJSONSchema() as ObjectSchema;
  if (dialect) return json;
  const { $schema: _dialect, ...rest } = json;
  return rest;
}
