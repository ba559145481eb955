// The string keywords of an imported JSON Schema node (cold): lengths, a `pattern` held to the
// bounds every kit pattern has, and a `format` kit checks. Any other format is an annotation,
// as JSON Schema 2020-12 treats formats unless a validator is told to assert them.
import { type JSONSchemaReading, own, report, type SchemaNode } from "./json-schema-reading";
import { MAX_PATTERN_LENGTH, unsafePatternProblem } from "./pattern-safety";
import { FORMAT_NAMES } from "./string-formats";

/** Writes `minLength`, `maxLength`, `pattern` and a known `format` into the definition. */
export function readStringKeys(
  reading: JSONSchemaReading,
  node: SchemaNode,
  pointer: string,
  definition: Record<string, unknown>,
): void {
  for (const key of ["minLength", "maxLength"]) {
    const count = own(node, key);
    if (count === undefined) continue;
    if (Number.isInteger(count) && (count as number) >= 0) definition[key] = count;
    else report(reading, `${pointer}/${key}`, `'${key}' must be a non-negative integer`);
  }
  const pattern = own(node, "pattern");
  if (pattern !== undefined) {
    const problem = patternProblem(pattern);
    if (problem === undefined) definition.pattern = pattern;
    else report(reading, `${pointer}/pattern`, problem);
  }
  const format = own(node, "format");
  if (typeof format === "string" && FORMAT_NAMES.includes(format)) definition.format = format;
  // Legacy titles of the enum values, one each (kept only where every value was kept).
  const names = own(node, "enumNames");
  if (names === undefined) return;
  const allowed = own(node, "enum");
  const kept = definition.enum as readonly unknown[] | undefined;
  if (
    !Array.isArray(names) ||
    !names.every((name) => typeof name === "string") ||
    !Array.isArray(allowed) ||
    names.length !== allowed.length ||
    kept?.length !== allowed.length
  ) {
    report(
      reading,
      `${pointer}/enumNames`,
      "'enumNames' is supported only as a list of strings, one for each value of the 'enum' beside it",
    );
  } else definition.enumNames = [...names];
}

function patternProblem(pattern: unknown): string | undefined {
  if (typeof pattern !== "string") return "'pattern' must be a string";
  // Measured before it is compiled: a 1 MB pattern is refused without being read.
  if (pattern.length > MAX_PATTERN_LENGTH) {
    return `'pattern' must be at most ${MAX_PATTERN_LENGTH} characters long, got ${pattern.length}`;
  }
  try {
    new RegExp(pattern, "u");
  } catch (error) {
    return `'pattern' is not a valid regular expression (${(error as Error).message})`;
  }
  return unsafePatternProblem(pattern)?.slice(2);
}
