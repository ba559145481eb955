// The JSON Schema a library asks for through `~standard.jsonSchema`. Cold: runs only when asked.
import type { StandardJSONSchemaV1 } from "../standard-schema";
import { setOwn } from "./set-own";
import { type SchemaParts, schemaJSON } from "./write-requirements";

/**
 * The JSON Schema of a schema's input (what it accepts) or output (what a validation gives
 * back: defaults filled in, so a defaulted parameter is always present, and only declared
 * parameters).
 * @throws RangeError for a target other than `"draft-2020-12"` and `"draft-07"`.
 */
export function standardJSONSchema(
  schema: SchemaParts,
  output: boolean,
  options: StandardJSONSchemaV1.Options,
): Record<string, unknown> {
  const target = options?.target;
  if (target !== "draft-2020-12" && target !== "draft-07") {
    throw new RangeError(
      `Unsupported JSON Schema target '${target}': expected 'draft-2020-12' or 'draft-07'`,
    );
  }
  const json = schemaJSON(schema, output);
  // buildJSONSchema writes the 2020-12 dialect. The object schema kit writes (type,
  // properties, required, additionalProperties, description, default, enum, items as one
  // schema, minimum, maximum) means the same in draft-07: only the dialect differs.
  if (target === "draft-07") {
    json.$schema = "http://json-schema.org/draft-07/schema#";
    // Draft-07 names them `definitions`, and ignores what stands beside a `$ref`.
    if (json.$defs !== undefined) {
      const draft07 = toDraft07(json) as Record<string, unknown>;
      draft07.definitions = draft07.$defs;
      delete draft07.$defs;
      return draft07;
    }
  }
  // The output's properties with a default are required at every depth (buildJSONSchema);
  // only the declared parameters are there at the top.
  if (output) json.additionalProperties = false;
  // A plain object of JSON values, typed as the interface a converter returns.
  return json as unknown as Record<string, unknown>;
}

// A copy of a schema where each `$ref` points into `definitions`, and one with annotations
// beside it is wrapped in `allOf`, which draft-07 reads with them. Only schema keywords are
// walked: defaults and constants are data, whatever keys they hold.
function toDraft07(schema: unknown): unknown {
  if (typeof schema !== "object" || schema === null) return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(schema)) {
    let converted = item;
    if (key === "properties" || key === "$defs") {
      const named: Record<string, unknown> = {};
      for (const [name, inner] of Object.entries(item as object)) {
        setOwn(named, name, toDraft07(inner));
      }
      converted = named;
    } else if (key === "items" || key === "additionalProperties") converted = toDraft07(item);
    else if (key === "anyOf" || key === "oneOf" || key === "allOf") {
      converted = (item as unknown[]).map(toDraft07);
    }
    setOwn(copy, key, converted);
  }
  const ref = copy.$ref;
  if (typeof ref !== "string") return copy;
  const $ref = ref.replace("#/$defs/", "#/definitions/");
  delete copy.$ref;
  return Object.keys(copy).length === 0 ? { $ref } : { ...copy, allOf: [{ $ref }] };
}
