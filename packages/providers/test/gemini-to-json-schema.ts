// A faithful translation of the Gemini Schema that kit declares to JSON Schema 2020-12, for
// tests that check a real validator against dispatch. OpenAPI 3.0 semantics: an OBJECT allows
// keys it does not list, a node without `type` is any value, `format` and `default` are
// annotations, and the int64 counts written as text are numbers. A key it does not know is an
// error, so a schema can never be checked more loosely than it was declared.
import type { GeminiFunctionDeclaration } from "../src/gemini-format";
import type { GeminiSchema } from "../src/gemini-schema";

const TYPES: Readonly<Record<string, string>> = {
  STRING: "string",
  NUMBER: "number",
  INTEGER: "integer",
  BOOLEAN: "boolean",
  ARRAY: "array",
  OBJECT: "object",
  NULL: "null",
};
const COUNTS = ["minLength", "maxLength", "minItems", "maxItems", "minProperties", "maxProperties"];
const ANNOTATIONS = new Set(["description", "default", "format", "title", "example"]);

/** The JSON Schema of what a declaration accepts as its arguments. */
export function geminiDeclarationToJSONSchema(
  declaration: GeminiFunctionDeclaration,
): Record<string, unknown> {
  // A function declared without parameters: Gemini's args are an object, and nothing is said
  // of its keys.
  if (declaration.parameters === undefined) return { type: "object" };
  return geminiSchemaToJSONSchema(declaration.parameters);
}

/** The JSON Schema of one Gemini Schema node. */
function geminiSchemaToJSONSchema(schema: GeminiSchema): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  const source = schema as Record<string, unknown>;
  for (const key of Object.keys(source)) {
    const value = source[key];
    if (ANNOTATIONS.has(key)) continue;
    if (key === "type") {
      const type = TYPES[value as string];
      if (type === undefined) throw new Error(`unknown Gemini type ${String(value)}`);
      result.type = source.nullable === true ? [type, "null"] : type;
    } else if (key === "nullable") {
      // read with `type`
    } else if (key === "enum") {
      // Gemini writes every enum value as text; on a number type each is that number.
      const numeric = source.type === "INTEGER" || source.type === "NUMBER";
      const values = (value as string[]).map((item) => (numeric ? Number(item) : item));
      result.enum = source.nullable === true ? [...values, null] : values;
    } else if (key === "items") {
      result.items = geminiSchemaToJSONSchema(value as GeminiSchema);
    } else if (key === "anyOf") {
      result.anyOf = (value as GeminiSchema[]).map(geminiSchemaToJSONSchema);
    } else if (key === "properties") {
      const properties: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(value as Record<string, GeminiSchema>)) {
        Object.defineProperty(properties, name, {
          value: geminiSchemaToJSONSchema(property),
          enumerable: true,
        });
      }
      result.properties = properties;
    } else if (key === "required") {
      result.required = [...(value as string[])];
    } else if (key === "minimum" || key === "maximum" || key === "pattern") {
      result[key] = value;
    } else if (COUNTS.includes(key)) {
      result[key] = Number(value);
    } else if (key === "propertyOrdering") {
      // an order hint, no constraint
    } else {
      throw new Error(`the translation does not know the Gemini Schema key '${key}'`);
    }
  }
  return result;
}
