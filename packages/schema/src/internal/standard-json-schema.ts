// The JSON Schema a library asks for through `~standard.jsonSchema`. Cold: runs only when asked.
import type { ParameterDefinition } from "../parameter-definition";
import type { StandardJSONSchemaV1 } from "../standard-schema";
import { buildJSONSchema } from "./build-json-schema";

/**
 * The JSON Schema of a schema's input (what it accepts) or output (what a validation gives
 * back: defaults filled in, so a defaulted parameter is always present, and only declared
 * parameters).
 * @throws RangeError for a target other than `"draft-2020-12"` and `"draft-07"`.
 */
export function standardJSONSchema(
  schema: { readonly parameters: readonly ParameterDefinition[]; readonly strict: boolean },
  output: boolean,
  options: StandardJSONSchemaV1.Options,
): Record<string, unknown> {
  const target = options?.target;
  if (target !== "draft-2020-12" && target !== "draft-07") {
    throw new RangeError(
      `Unsupported JSON Schema target '${target}': expected 'draft-2020-12' or 'draft-07'`,
    );
  }
  const json = buildJSONSchema(schema.parameters, schema.strict, output);
  // buildJSONSchema writes the 2020-12 dialect. The object schema kit writes (type,
  // properties, required, additionalProperties, description, default, enum, items as one
  // schema, minimum, maximum) means the same in draft-07: only the dialect differs.
  if (target === "draft-07") json.$schema = "http://json-schema.org/draft-07/schema#";
  // The output's properties with a default are required at every depth (buildJSONSchema);
  // only the declared parameters are there at the top.
  if (output) json.additionalProperties = false;
  // A plain object of JSON values, typed as the interface a converter returns.
  return json as unknown as Record<string, unknown>;
}
