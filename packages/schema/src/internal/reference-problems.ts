// The problems of a reference (`type: "ref"`) as a definition is read (cold: once per
// reference per schema build).

import { mustBeMessage } from "./must-be-message";
import type { DefinitionsReading } from "./named-definitions";
import { VALUE_KEYS } from "./parameter-keys";

/** The keys a reference may have besides those of a parameter: the definition says the rest. */
const REFERENCE_KEYS: readonly string[] = ["type", "ref", "description", "nullable"];

/**
 * The problems of a `type: "ref"` definition, each the end of a message after its label: a
 * `ref` naming a definition of the schema, and no constraint of its own (the named definition
 * carries them).
 */
export function referenceProblems(
  raw: Record<string, unknown>,
  ref: unknown,
  definitions: DefinitionsReading | undefined,
): string[] {
  const problems: string[] = [];
  if (ref === undefined) problems.push(" is missing 'ref' (the name of a definition)");
  else if (typeof ref !== "string") problems.push(`: ${mustBeMessage("ref", "a string", ref)}`);
  else if (definitions === undefined || !definitions.raw.has(ref)) {
    const names = definitions === undefined ? [] : [...definitions.raw.keys()];
    problems.push(
      `: 'ref' names no definition '${ref}' (${names.length === 0 ? "the schema has no 'definitions'" : `definitions: ${names.join(", ")}`})`,
    );
  }
  for (const key of Object.keys(raw)) {
    if (VALUE_KEYS.includes(key) && !REFERENCE_KEYS.includes(key)) {
      problems.push(
        `: '${key}' is not allowed on type 'ref' (a reference takes only 'description' and 'nullable'; narrow the named definition instead)`,
      );
    }
  }
  return problems;
}
