// Where a definition declares a key named `__proto__` (cold: once per schema built from a
// Standard Schema). A library may leave such a key unchecked (zod 4 drops it from its output
// and never validates it) while its JSON Schema declares it, so kit checks it itself.
import type { ParameterDefinition } from "../parameter-definition";
import type { ValueDefinition } from "../value-definition";
import type { ValuePath } from "./value-path";

/**
 * The path of the first property named `__proto__` at any depth, or undefined when none is.
 * @param parameters - checked parameters (their depth is bounded by the reading).
 * @param definitions - the schema's named definitions, each walked once.
 */
export function protoKeyPath(
  parameters: readonly ParameterDefinition[],
  definitions: Readonly<Record<string, ValueDefinition>> = {},
): ValuePath | undefined {
  // A named definition is walked once, where it is given (a reference is not followed).
  for (const [name, definition] of Object.entries(definitions)) {
    const inner = valuePath(definition);
    if (inner !== undefined) return [`(definition ${name})`, ...inner];
  }
  return propertiesPath(parameters);
}

function propertiesPath(parameters: readonly ParameterDefinition[]): ValuePath | undefined {
  for (const parameter of parameters) {
    if (parameter.name === "__proto__") return [parameter.name];
    const inner = valuePath(parameter);
    if (inner !== undefined) return [parameter.name, ...inner];
  }
  return undefined;
}

// The path below a value, with `[]` for a list's items and `*` for any other key.
function valuePath(definition: ValueDefinition): ValuePath | undefined {
  if (typeof definition.items === "object") {
    const inner = valuePath(definition.items);
    if (inner !== undefined) return [0, ...inner];
  }
  if (typeof definition.additionalProperties === "object") {
    const inner = valuePath(definition.additionalProperties);
    if (inner !== undefined) return ["*", ...inner];
  }
  const found = propertiesPath(definition.properties ?? []);
  if (found !== undefined) return found;
  for (const branch of [...(definition.variants ?? []), ...(definition.anyOf ?? [])]) {
    const inner = valuePath(branch);
    if (inner !== undefined) return inner;
  }
  return undefined;
}
