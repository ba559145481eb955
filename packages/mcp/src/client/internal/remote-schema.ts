// A remote tool's JSON Schema (input or output) as a kit schema: read exactly when kit can keep
// it, passed through otherwise, with the reason.
import { passThroughSchema } from "./pass-through-schema";
import { type KitSchema, schemaFromJSON } from "./tool-schema-class";

/** A remote schema as kit holds it. */
export interface RemoteSchema {
  readonly schema: KitSchema;
  /** Why kit does not check values against it; undefined when it does. */
  readonly unvalidated: string | undefined;
}

/**
 * Reads a remote tool's JSON Schema with `ToolSchema.fromJSONSchema`. One kit cannot keep
 * exactly becomes a pass-through schema (any dictionary; the model still sees the server's
 * JSON Schema), and the keywords at fault are the reason.
 */
export function remoteSchema(json: Readonly<Record<string, unknown>>): RemoteSchema {
  try {
    return { schema: schemaFromJSON(json), unvalidated: undefined };
  } catch (error) {
    const errors = (error as { errors?: unknown }).errors;
    const reason = Array.isArray(errors) ? errors.join("; ") : String(error);
    return { schema: passThroughSchema(json), unvalidated: reason };
  }
}
