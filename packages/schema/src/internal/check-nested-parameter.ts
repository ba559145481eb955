// Hot path: runs on every call for each present value of a nested parameter, from both tiers.
import type { ValueDefinition } from "../value-definition";
import { checkValue } from "./check-value";
import type { Keys } from "./nested-messages";

/** The keys that make a parameter nested: checked by checkValue rather than the flat code. */
const NESTED_KEYS = [
  "nullable",
  "const",
  "minLength",
  "maxLength",
  "pattern",
  "format",
  "minItems",
  "maxItems",
  "uniqueItems",
  "properties",
  "additionalProperties",
  "discriminator",
  "variants",
] as const;

/**
 * Tells whether a checked definition needs the nested check (a key beyond the flat ones, or
 * the type `any` or `ref`).
 */
export function isNested(definition: ValueDefinition): boolean {
  return (
    definition.type === "any" ||
    definition.type === "ref" ||
    typeof definition.items === "object" ||
    NESTED_KEYS.some((key) => definition[key] !== undefined)
  );
}

/**
 * Checks the present value of a nested parameter named `name`, every problem inside it at its
 * own path.
 * @returns the value to keep: with `copy`, fresh copies of what the definition describes.
 */
export function checkNestedParameter(
  definition: ValueDefinition & { readonly name: string },
  value: unknown,
  messages: string[],
  keys: Keys,
  copy: boolean,
): unknown {
  return checkValue(definition, value, { messages, keys, path: [definition.name], copy });
}
