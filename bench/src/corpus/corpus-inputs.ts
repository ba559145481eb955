// Inputs for the corpus benchmark, made from each imported schema's kit definition: one valid
// input (the constants, enum values, bounds and formats it names; every optional key present,
// so that the whole schema is checked) and invalid ones (a required key missing, a value of the
// wrong type). Deterministic: the same corpus gives the same inputs. Whether an input is valid
// is decided by the verdicts of kit and ajv, never by this file: see run-corpus.ts.

type Definition = Readonly<Record<string, unknown>>;

const FORMAT_SAMPLES: Readonly<Record<string, string>> = {
  "date-time": "2025-01-02T03:04:05Z",
  date: "2025-01-02",
  email: "a@example.com",
  uri: "https://example.com/a",
  uuid: "123e4567-e89b-12d3-a456-426614174000",
};

const MAX_DEPTH = 12;
const NO_VALUE: unique symbol = Symbol("no value");
type Made = unknown | typeof NO_VALUE;

function text(definition: Definition): string {
  const format = definition.format;
  if (typeof format === "string" && FORMAT_SAMPLES[format] !== undefined) {
    return FORMAT_SAMPLES[format];
  }
  const min = typeof definition.minLength === "number" ? definition.minLength : 0;
  const max = typeof definition.maxLength === "number" ? definition.maxLength : 64;
  return "sample text".padEnd(Math.max(min, 1), "x").slice(0, Math.max(max, min));
}

function number(definition: Definition, integer: boolean): number {
  const min = typeof definition.minimum === "number" ? definition.minimum : undefined;
  const max = typeof definition.maximum === "number" ? definition.maximum : undefined;
  const wanted = integer ? 3 : 2.5;
  if (min !== undefined && wanted < min) return integer ? Math.ceil(min) : min;
  if (max !== undefined && wanted > max) return integer ? Math.floor(max) : max;
  return wanted;
}

/** A value the definition should accept, or NO_VALUE when this file cannot make one. */
function sampleValue(definition: Definition, depth: number): Made {
  if (depth > MAX_DEPTH) return NO_VALUE;
  if (definition.const !== undefined) return definition.const;
  if (Array.isArray(definition.enum) && definition.enum.length > 0) return definition.enum[0];
  if (definition.default !== undefined) return definition.default;
  switch (definition.type) {
    case "string":
      return text(definition);
    case "integer":
      return number(definition, true);
    case "float":
    case "number":
      return number(definition, false);
    case "boolean":
      return true;
    case "list":
      return listOf(definition, depth);
    case "dictionary":
      return dictionaryOf(definition, depth);
    default:
      return NO_VALUE;
  }
}

function listOf(definition: Definition, depth: number): Made {
  const items = definition.items;
  const min = typeof definition.minItems === "number" ? definition.minItems : 0;
  const count = definition.uniqueItems === true ? Math.max(min, 1) : Math.max(min, 2);
  if (items === undefined) return Array.from({ length: count }, (_, index) => `item ${index}`);
  const item =
    typeof items === "string"
      ? sampleValue({ type: items }, depth + 1)
      : sampleValue(items as Definition, depth + 1);
  if (item === NO_VALUE) return min === 0 ? [] : NO_VALUE;
  // Distinct copies for uniqueItems: only one item unless more are needed.
  if (definition.uniqueItems === true && count > 1) return NO_VALUE;
  return Array.from({ length: count }, () => structuredClone(item));
}

function dictionaryOf(definition: Definition, depth: number): Made {
  const variants = definition.variants;
  if (Array.isArray(variants) && variants.length > 0)
    return sampleValue(variants[0] as Definition, depth);
  const properties = definition.properties;
  if (!Array.isArray(properties)) return {};
  return objectOf(properties as readonly Definition[], depth + 1);
}

function objectOf(parameters: readonly Definition[], depth: number): Made {
  const value: Record<string, unknown> = {};
  for (const parameter of parameters) {
    const made = sampleValue(parameter, depth);
    if (made === NO_VALUE) {
      if (parameter.required === false) continue;
      return NO_VALUE;
    }
    Object.defineProperty(value, String(parameter.name), {
      value: made,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return value;
}

// A value of another JSON type than the definition's.
function wrongValue(definition: Definition): unknown {
  switch (definition.type) {
    case "string":
      return 42;
    case "list":
    case "dictionary":
      return "not this";
    default:
      return "x";
  }
}

/** The candidate inputs of one schema: the first is meant to be valid, the others not. */
export interface CandidateInputs {
  readonly valid: Readonly<Record<string, unknown>> | undefined;
  readonly invalid: readonly Readonly<Record<string, unknown>>[];
}

/** Candidate inputs for a schema's top-level parameters (kit definitions, as data). */
export function candidateInputs(parameters: readonly Definition[]): CandidateInputs {
  const made = objectOf(parameters, 0);
  const valid = made === NO_VALUE ? undefined : (made as Record<string, unknown>);
  const invalid: Record<string, unknown>[] = [];
  const base = valid ?? {};
  const required = parameters.filter((parameter) => parameter.required !== false);
  const first = required[0] ?? parameters[0];
  if (first !== undefined) {
    invalid.push({ ...base, [String(first.name)]: wrongValue(first) });
  }
  if (required.length > 1 && valid !== undefined) {
    const { [String(required[1]?.name)]: _dropped, ...rest } = valid;
    invalid.push({ ...rest, [String(first?.name)]: wrongValue(first as Definition) });
  }
  return { valid, invalid };
}
