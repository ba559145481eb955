// The JSON Schema a library asks for through `~standard.jsonSchema`. Cold: runs only when asked.
import type { ParameterDefinition } from "../parameter-definition";
import type { StandardJSONSchemaV1 } from "../standard-schema";
import { buildJSONSchema } from "./build-json-schema";

// The `$schema` of each target kit produces. The object schema kit writes (type, properties,
// required, additionalProperties, description, default, enum, items as one schema, minimum,
// maximum) means the same in both drafts, so only the dialect differs.
const DIALECTS: Readonly<Record<string, string>> = {
  "draft-2020-12": "https://json-schema.org/draft/2020-12/schema",
  "draft-07": "http://json-schema.org/draft-07/schema#",
};

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
  if (!Object.hasOwn(DIALECTS, target)) {
    throw new RangeError(
      `Unsupported JSON Schema target '${target}': expected 'draft-2020-12' or 'draft-07'`,
    );
  }
  const json = buildJSONSchema(schema.parameters, schema.strict);
  json.$schema = DIALECTS[target] as string;
  if (output) {
    json.required = [];
    for (const parameter of schema.parameters) {
      if (parameter.required !== false || parameter.default !== undefined) {
        json.required.push(parameter.name);
      }
    }
    json.additionalProperties = false;
  }
  return { ...json };
}
