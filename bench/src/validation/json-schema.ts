// The JSON Schema the JSON Schema validators (ajv, cfworker) get: kit's own export.
import { ToolSchema } from "@kit/schema";
import type { SchemaCase } from "./schemas";

/** The JSON Schema 2020-12 of a case, as `toJSONSchema()` gives it (defaults included). */
export function jsonSchemaOf(schema: SchemaCase): Record<string, unknown> {
  return new ToolSchema(schema.parameters).toJSONSchema() as unknown as Record<string, unknown>;
}
