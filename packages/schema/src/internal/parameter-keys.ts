/** The keys of a flat parameter: a definition with only these is read on the fast path. */
export const FLAT_PARAMETER_KEYS: readonly string[] = [
  "name",
  "type",
  "required",
  "default",
  "description",
  "enum",
  "items",
  "minimum",
  "maximum",
];

/** The keys a value definition may have (a list's `items`, a variant, ...). */
export const VALUE_KEYS: readonly string[] = [
  "type",
  "ref",
  "description",
  "nullable",
  "enum",
  "const",
  "items",
  "minimum",
  "maximum",
  "minLength",
  "maxLength",
  "pattern",
  "format",
  "enumTitles",
  "enumNames",
  "minItems",
  "maxItems",
  "uniqueItems",
  "properties",
  "additionalProperties",
  "discriminator",
  "variants",
  "exclusive",
  "anyOf",
];

/** The keys a parameter definition may have; any other is reported, as a likely typo. */
export const PARAMETER_KEYS: readonly string[] = [
  ...FLAT_PARAMETER_KEYS,
  ...VALUE_KEYS.filter((key) => !FLAT_PARAMETER_KEYS.includes(key)),
];
