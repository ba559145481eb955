// @kit/schema's ToolSchema as @kit/tools holds it. @kit/mcp takes @kit/tools as its one kit
// peer; the class of any tool's schema is the copy @kit/tools validates with, so a remote
// tool's schema is built by the same copy that checks it.
import { type AnyTool, defineTool } from "@kit/tools";

/** A kit schema, as a tool holds it. */
export type KitSchema = NonNullable<AnyTool["inputSchema"]>;

/** The static side of ToolSchema that a remote tool needs. */
interface ToolSchemaClass {
  fromJSONSchema(schema: unknown): KitSchema;
}

let schemaClass: ToolSchemaClass | undefined;

/**
 * Imports a JSON Schema exactly, as `ToolSchema.fromJSONSchema` does.
 * @throws SchemaDefinitionError naming each keyword that cannot be kept exactly.
 */
export function schemaFromJSON(json: unknown): KitSchema {
  schemaClass ??= defineTool({
    name: "schema",
    inputSchema: { parameters: [] },
    execute: () => ({}),
  }).inputSchema.constructor as unknown as ToolSchemaClass;
  return schemaClass.fromJSONSchema(json);
}
