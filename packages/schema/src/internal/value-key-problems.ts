// The problems of the keys a nested definition adds (`const`, lengths, `pattern`, `format`,
// item counts, `uniqueItems`, `nullable`, and the shape of `properties`, `additionalProperties`,
// `discriminator` and `variants`), as the ends of definition messages. Cold: runs once per
// definition that has one of them.
import { isDictionary, kindOf } from "../kind-of";
import { APPLIES_TO } from "./constraint-problems";
import { isParameterType } from "./is-parameter-type";
import { matchesType } from "./matches-type";
import { mustBeMessage } from "./must-be-message";
import { ownPropertyValue } from "./own-property-value";
import { MAX_PATTERN_LENGTH, unsafePatternProblem } from "./pattern-safety";
import { FORMAT_NAMES } from "./string-formats";

const COUNTS = [
  ["minLength", "maxLength"],
  ["minItems", "maxItems"],
] as const;

function patternProblem(pattern: unknown): string | undefined {
  if (typeof pattern !== "string") return `: ${mustBeMessage("pattern", "a string", pattern)}`;
  if (pattern.length > MAX_PATTERN_LENGTH) {
    return `: 'pattern' must be at most ${MAX_PATTERN_LENGTH} characters long, got ${pattern.length}`;
  }
  try {
    new RegExp(pattern, "u");
  } catch (error) {
    return `: 'pattern' is not a valid regular expression (${(error as Error).message})`;
  }
  return unsafePatternProblem(pattern);
}

/**
 * Every problem of the nested keys of a definition, each the end of a message after its
 * label. The constraint on a wrong type is reported by constraintProblems, not here.
 * @param raw - the definition as given, a dictionary.
 */
export function valueKeyProblems(raw: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const value = (key: string): unknown => ownPropertyValue(raw, key);
  const type = value("type");
  const only = value("const");
  if (
    only !== undefined &&
    isParameterType(type) &&
    APPLIES_TO.const?.includes(type) &&
    !matchesType(type, only)
  ) {
    problems.push(`: 'const' must be of type '${type}', got '${kindOf(only)}'`);
  }
  for (const pair of COUNTS) {
    for (const key of pair) {
      const count = value(key);
      if (count !== undefined && !(Number.isInteger(count) && (count as number) >= 0)) {
        const given = typeof count === "number" ? String(count) : `'${kindOf(count)}'`;
        problems.push(`: '${key}' must be a non-negative integer, got ${given}`);
      }
    }
    const [low, high] = [value(pair[0]), value(pair[1])];
    if (Number.isInteger(low) && Number.isInteger(high) && (low as number) > (high as number)) {
      problems.push(`: '${pair[0]}' (${low}) must not be greater than '${pair[1]}' (${high})`);
    }
  }
  const pattern = value("pattern");
  if (pattern !== undefined) {
    const problem = patternProblem(pattern);
    if (problem !== undefined) problems.push(problem);
  }
  const format = value("format");
  if (format !== undefined && !(typeof format === "string" && FORMAT_NAMES.includes(format))) {
    const given =
      typeof format === "string" ? `'${format}'` : `a value of kind '${kindOf(format)}'`;
    problems.push(`: unknown format ${given}; expected one of: ${FORMAT_NAMES.join(", ")}`);
  }
  for (const key of ["enumTitles", "enumNames"]) {
    const titles = value(key);
    if (titles === undefined) continue;
    const allowed = value("enum");
    if (!Array.isArray(titles) || !titles.every((title) => typeof title === "string")) {
      problems.push(`: ${mustBeMessage(key, "a list of strings", titles)}`);
    } else if (!Array.isArray(allowed)) {
      problems.push(`: '${key}' needs an 'enum' to give titles to`);
    } else if (titles.length !== allowed.length) {
      problems.push(
        `: '${key}' must have one title for each 'enum' value (${allowed.length}), got ${titles.length}`,
      );
    }
  }
  if (value("enumTitles") !== undefined && value("enumNames") !== undefined) {
    problems.push(": 'enumTitles' and 'enumNames' say the same: give one of them");
  }
  for (const key of ["uniqueItems", "nullable"]) {
    const flag = value(key);
    if (flag !== undefined && typeof flag !== "boolean") {
      problems.push(`: ${mustBeMessage(key, "a boolean", flag)}`);
    }
  }
  const properties = value("properties");
  if (properties !== undefined && !Array.isArray(properties)) {
    problems.push(`: ${mustBeMessage("properties", "a list", properties)}`);
  }
  const additional = value("additionalProperties");
  if (additional !== undefined && additional !== false && !isDictionary(additional)) {
    problems.push(
      `: 'additionalProperties' must be false or a definition (a dictionary), got '${kindOf(additional)}'`,
    );
  }
  problems.push(...unionProblems(raw), ...anyProblems(raw, type));
  return problems;
}

// The keys of an `any` value: `anyOf` (on no other type), and no constraint of another type.
function anyProblems(raw: Record<string, unknown>, type: unknown): string[] {
  const problems: string[] = [];
  const anyOf = ownPropertyValue(raw, "anyOf");
  if (type === "any") {
    for (const key of Object.keys(APPLIES_TO)) {
      if (ownPropertyValue(raw, key) !== undefined) {
        problems.push(
          `: '${key}' is not allowed on type 'any' (only on ${APPLIES_TO[key]?.join(", ")})`,
        );
      }
    }
  } else if (anyOf !== undefined && isParameterType(type)) {
    problems.push(": 'anyOf' is only allowed on type 'any'");
  }
  if (anyOf !== undefined) {
    if (!Array.isArray(anyOf)) problems.push(`: ${mustBeMessage("anyOf", "a list", anyOf)}`);
    else if (anyOf.length < 2) {
      problems.push(": 'anyOf' must list at least two definitions (use the one definition alone)");
    }
  }
  return problems;
}

// The keys of a union of dictionaries, on their own: a discriminator needs variants,
// `exclusive` needs variants without one, and the union's members are its variants (their own
// problems are read with them).
function unionProblems(raw: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const discriminator = ownPropertyValue(raw, "discriminator");
  const variants = ownPropertyValue(raw, "variants");
  if (discriminator !== undefined && (typeof discriminator !== "string" || discriminator === "")) {
    const given = discriminator === "" ? "an empty string" : `'${kindOf(discriminator)}'`;
    problems.push(`: 'discriminator' must be a non-empty string, got ${given}`);
  }
  if (variants !== undefined) {
    if (!Array.isArray(variants))
      problems.push(`: ${mustBeMessage("variants", "a list", variants)}`);
    else if (variants.length === 0) problems.push(": 'variants' must not be empty");
  }
  if (discriminator !== undefined && variants === undefined) {
    problems.push(": 'discriminator' is only allowed with 'variants'");
  }
  const exclusive = ownPropertyValue(raw, "exclusive");
  if (exclusive !== undefined && typeof exclusive !== "boolean") {
    problems.push(`: ${mustBeMessage("exclusive", "a boolean", exclusive)}`);
  } else if (exclusive !== undefined && (variants === undefined || discriminator !== undefined)) {
    problems.push(
      ": 'exclusive' is only allowed with 'variants' and no 'discriminator' (a discriminator already picks one variant)",
    );
  }
  if (
    variants !== undefined &&
    (ownPropertyValue(raw, "properties") !== undefined ||
      ownPropertyValue(raw, "additionalProperties") !== undefined)
  ) {
    problems.push(
      ": 'variants' cannot be combined with 'properties' or 'additionalProperties' (declare them in each variant)",
    );
  }
  return problems;
}
