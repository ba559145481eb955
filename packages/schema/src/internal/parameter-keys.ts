/** The keys a parameter definition may have; any other is reported, as a likely typo. */
export const PARAMETER_KEYS: readonly string[] = [
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
