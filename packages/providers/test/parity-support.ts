// The parity property that every format's test runs: what a format declares is what dispatch
// enforces. For generated schemas (the six types, defaults, constraints, strict or not, a few
// tools without a schema; and, about half of them, nested definitions: dictionaries with
// properties in lists and in dictionaries, open or closed, nullable values, discriminated
// unions, string lengths and patterns, item counts, some of them closed at every level so that
// OpenAI declares them strict) and generated arguments, ajv on the declared schema (as the provider
// receives it: the declaration's JSON) and dispatch (the format's `calls()` of a reply holding
// the arguments, then `ToolDispatcher.dispatchAll`) agree on every value, both ways.
//
// How each side is read:
// - "dispatch accepts" is a success outcome of a tool that returns `{}`; any failure other than
//   an input ToolValidationError fails the property.
// - The arguments are written as JSON text (with `-0` kept, and whole numbers sometimes written
//   as `2.0`); a format whose calls carry an object gets that text parsed, as the SDKs do. ajv
//   judges the parsed text too, so both sides see the same value.
// - ajv ignores a property named `__proto__` in `properties` by design, so it gets a copy of the
//   declaration and of the value in which every `__proto__` key (and `__proto__` in `required`)
//   has another name; dispatch gets the real ones.
// - A dictionary the declaration says as a list of `{ key, value }` entries (OpenAI's strict
//   option) is sent as that list, strict or not (strict-sending.ts): dispatch reads it back. A
//   tenth of the schemas have such a dictionary first (entrySchemaArbitrary).
// - Where a declaration is strict, the model sends what it is held to (strict-sending.ts): under
//   OpenAI's strict mode every key of every dictionary, an optional one the value leaves out as
//   `null` (which dispatch reads as absent at every depth); under either strict mode, none of
//   the keys a nested dictionary closed by the declaration does not declare (reported as
//   narrowed: kit would pass them on, the model cannot send them).
// - What a declaration loosened (a constraint said in its description, or sent where the
//   provider does not document holding the model to it) is put back where the format's
//   `explain()` report says it was (reapply-loosened.ts) before ajv judges: kit enforces it, so
//   the declaration plus its report must agree with dispatch exactly, both ways. The values the
//   bare declaration lets through and kit refuses are counted.
// - One exception to "both ways", and only it: a schema that is not strict, declared strict
//   (OpenAI's strict mode), has `additionalProperties: false`, so its declaration refuses a value
//   with an unknown key, which dispatch accepts and drops. For such a tool, the declaration
//   accepts a value exactly when dispatch accepts it and it has no unknown key, and the value
//   without its unknown keys is judged the same by both, both ways. (A strict provider never
//   sends such a value; a reply that still holds one, replayed or hand-written, has the key
//   dropped by dispatch, as without the strict declaration.)
// - A schema a format refuses (a SemanticError from `tools()`) is left out and counted: only
//   declared tools count as cases.
import { ToolSchema } from "@kit/schema";
import type { AnyTool, ToolCallOutcome } from "@kit/tools";
import {
  defineTool,
  SemanticError,
  ToolDispatcher,
  ToolRegistry,
  ToolValidationError,
} from "@kit/tools";
import type { ValidateFunction } from "ajv";
import fc from "fast-check";
import { expect } from "vitest";
import type { ParameterDefinition } from "../../schema/src/parameter-definition";
import type { ParameterType } from "../../schema/src/parameter-type";
import type { ValueDefinition } from "../../schema/src/value-definition";
import {
  anyValueArbitrary,
  type GeneratedSchema,
  nearConstraints,
  objectOf,
  schemaArbitrary,
  valueOfType,
} from "../../schema/test/arbitraries";
import { definitionArbitrary, valueArbitrary } from "../../schema/test/nested-arbitraries";
import type { ToolFormat } from "../src/tool-format";
import { reapplyLoosened } from "./reapply-loosened";
import { withRequirements } from "./requires-arbitrary";
import { sentAsDeclared, sentStrictly } from "./strict-sending";

/** The name of the one tool each generated case declares. */
export const TOOL_NAME = "t";

/** Generated schemas per format and run; each is checked on {@link VALUES_PER_SCHEMA} values. */
const SCHEMAS = 500;
/** Generated argument values per schema. */
const VALUES_PER_SCHEMA = 20;

/** One call the reply of a case holds: its id and its arguments as JSON text. */
export interface GeneratedCall {
  readonly id: string;
  readonly text: string;
}

/** What the parity property needs to know of one format. */
export interface ParityFormat {
  /**
   * The format, made with the options the case drew (`strict` for the OpenAI formats), and a
   * function for what it reports it cannot declare exactly (for formats that take one).
   */
  readonly make: (
    strict: boolean,
    onWarning: (message: string) => void,
  ) => ToolFormat<unknown, never, unknown>;
  /**
   * The JSON Schema of a declaration's arguments (the declaration as JSON, parsed), and whether
   * it is declared strict.
   */
  readonly declared: (declaration: unknown) => { schema: unknown; strict: boolean };
  /** A reply of the provider holding the calls, in its SDK's shape. */
  readonly reply: (calls: readonly GeneratedCall[]) => unknown;
  /** Compiles a JSON Schema (with a fresh or shared ajv of the draft the declaration uses). */
  readonly compile: (schema: object) => ValidateFunction;
  /** Whether top-level `null` arguments are generated (Gemini reads a null `args` as absent). */
  readonly nullArguments?: boolean;
  /** Whether a strict declaration has the model send `null` for optional keys (OpenAI). */
  readonly strictNulls?: boolean;
  /** The rules a strict declaration must follow, as the problems of one that does not. */
  readonly strictProblems?: (schema: object) => string[];
}

/** One generated case: a tool definition (null: no input schema), options and values. */
export interface ParityCase {
  readonly definition: GeneratedSchema | null;
  readonly strict: boolean;
  readonly values: readonly GeneratedValue[];
}

/** One generated argument value: absent slots are left out, `wholeAsFloat` writes `2` as `2.0`. */
export interface GeneratedValue {
  readonly value: unknown;
  readonly wholeAsFloat: boolean;
}

/** What one run of the property counted. */
export interface ParityCounts {
  /** Values on which both sides were compared. */
  cases: number;
  /** Of those, the values both accepted. */
  accepted: number;
  /** Generated schemas that were declared and checked. */
  declared: number;
  /** Generated schemas the format refused with a SemanticError. */
  refused: number;
  /** Of the declared schemas, those declared strict. */
  strict: number;
  /** Of those declared strict, the schemas that are not strict (unknown keys dropped). */
  looseDeclaredStrict: number;
  /**
   * Values of those that dispatch accepted (dropping unknown keys) and the declaration refused,
   * for their unknown keys alone: the one exception to "both ways".
   */
  unknownKeysRefused: number;
  /** Of the declared schemas, those with a nested definition (items, properties, variants). */
  nested: number;
  /** Of the schemas declared strict, those with a nested definition. */
  strictNested: number;
  /** Declared schemas with a constraint the declaration loosened (kit checks it). */
  loose: number;
  /** Values of those that the bare declaration accepted and dispatch refused: kit's own checks. */
  looserAccepted: number;
  /** Declared schemas with a dictionary said as a list of `{ key, value }` entries. */
  entries: number;
  /** Of those, the schemas declared strict. */
  strictEntries: number;
}

// Parameter names every provider takes (and the JavaScript keys that break naive code); the
// arbitraries' random names are mostly refused by Anthropic and Gemini, which would leave few
// schemas to check. One schema in ten keeps its generated names, so refusals are seen too.
const COMMON_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

function withProviderNames(schema: GeneratedSchema, keep: boolean): GeneratedSchema {
  if (keep) return schema;
  const taken = new Set(schema.parameters.map((parameter) => parameter.name));
  const parameters = schema.parameters.map((parameter, index) => {
    if (COMMON_NAME.test(parameter.name)) return parameter;
    let name = `p${index}`;
    while (taken.has(name)) name = `${name}_`;
    taken.add(name);
    return { ...parameter, name } as ParameterDefinition;
  });
  return { ...schema, parameters };
}

// A value that meets a parameter's constraints (undefined where none fits).
function conforming(parameter: ParameterDefinition): fc.Arbitrary<unknown> {
  const { type, enum: allowed, items, minimum, maximum } = parameter;
  if (allowed !== undefined) return fc.constantFrom(...allowed);
  if (items !== undefined) return fc.array(valueOfType[items as ParameterType], { maxLength: 3 });
  if (minimum === undefined && maximum === undefined) return valueOfType[type as ParameterType];
  const low = minimum ?? (maximum as number) - 10;
  const high = maximum ?? low + 10;
  if (type === "float") {
    return low === high ? fc.constant(low) : fc.double({ min: low, max: high, noNaN: true });
  }
  const [first, last] = [Math.ceil(low), Math.floor(high)];
  return first > last || !Number.isSafeInteger(first) || !Number.isSafeInteger(last)
    ? fc.constant(undefined)
    : fc.integer({ min: first, max: last });
}

const ABSENT = Symbol("absent");

// One argument value for the parameters: about half the time every parameter meets its
// constraints (optional ones sometimes left out or null); else each slot is absent, null, near
// its constraints or of any kind, with unknown keys (`__proto__` among them); sometimes no
// dictionary at all.
function argumentsOf(
  parameters: readonly ParameterDefinition[],
  nullArguments: boolean,
): fc.Arbitrary<unknown> {
  const good = parameters.map((parameter) =>
    parameter.required === false
      ? fc.oneof(
          { weight: 3, arbitrary: conforming(parameter) },
          { weight: 1, arbitrary: fc.constantFrom<unknown>(ABSENT, null) },
        )
      : conforming(parameter),
  );
  const near = parameters.map((parameter) =>
    fc.oneof(
      { weight: 2, arbitrary: fc.constant<unknown>(ABSENT) },
      { weight: 1, arbitrary: fc.constant(null) },
      { weight: 3, arbitrary: conforming(parameter) },
      { weight: 4, arbitrary: nearConstraints(parameter) },
      { weight: 1, arbitrary: anyValueArbitrary },
    ),
  );
  const names = parameters.map((parameter) => parameter.name);
  const extraName = fc.oneof(
    fc.constantFrom("__proto__", "constructor", "other", "toString"),
    fc.string({ minLength: 1, maxLength: 4 }),
    ...(names.length > 0 ? [fc.constantFrom(...names)] : []),
  );
  const dictionary = (slots: fc.Arbitrary<unknown>[], maxExtra: number) =>
    fc
      .tuple(
        fc.tuple(...slots),
        fc.array(fc.tuple(extraName, anyValueArbitrary), { maxLength: maxExtra }),
      )
      .map(([given, extra]) => {
        const own: [string, unknown][] = [];
        given.forEach((value, index) => {
          const name = names[index];
          if (value !== ABSENT && value !== undefined && name !== undefined)
            own.push([name, value]);
        });
        // An extra key of a declared name is left out: the declared slot says what it holds.
        const unknown = extra.filter(([name]) => !names.includes(name));
        return objectOf([...own, ...unknown]);
      });
  const other = nullArguments
    ? anyValueArbitrary.filter(isNotDictionary)
    : anyValueArbitrary.filter((value) => toJSONText(value) !== "null" && isNotDictionary(value));
  return fc.oneof(
    { weight: 9, arbitrary: dictionary(good, 0) },
    { weight: 1, arbitrary: dictionary(good, 1) },
    { weight: 9, arbitrary: dictionary(near, 2) },
    { weight: 1, arbitrary: other },
  );
}

// Arguments for nested parameters: each slot shaped like its definition at every depth, now and
// then wrong somewhere (nested-arbitraries.ts), absent or null; sometimes an unknown key, or no
// dictionary at all.
function nestedArgumentsOf(
  parameters: readonly ParameterDefinition[],
  nullArguments: boolean,
): fc.Arbitrary<unknown> {
  const names = parameters.map((parameter) => parameter.name);
  const slots = parameters.map((parameter) =>
    fc.oneof(
      { weight: 8, arbitrary: valueArbitrary(parameter as ValueDefinition) },
      {
        weight: parameter.required === false ? 2 : 1,
        arbitrary: fc.constantFrom<unknown>(ABSENT, null),
      },
    ),
  );
  const other = nullArguments
    ? anyValueArbitrary.filter(isNotDictionary)
    : anyValueArbitrary.filter((value) => toJSONText(value) !== "null" && isNotDictionary(value));
  return fc.oneof(
    {
      weight: 19,
      arbitrary: fc
        .tuple(
          fc.tuple(...slots),
          fc.array(fc.tuple(fc.constantFrom("other", "__proto__"), anyValueArbitrary), {
            maxLength: 1,
          }),
        )
        .map(([given, extra]) => {
          const own: [string, unknown][] = [];
          given.forEach((value, index) => {
            const name = names[index];
            if (value !== ABSENT && value !== undefined && name !== undefined)
              own.push([name, value]);
          });
          return objectOf([...own, ...extra.filter(([name]) => !names.includes(name))]);
        }),
    },
    { weight: 1, arbitrary: other },
  );
}

// A definition closed at every level: each dictionary (variants too) refuses other keys and
// requires its keys, lists have items, and no keyword OpenAI strict mode does not take, so that
// the OpenAI formats declare it strict. Applied to half the nested schemas.
function closedDefinition(definition: ValueDefinition): ValueDefinition {
  const closed: Record<string, unknown> = { ...definition };
  delete closed.minLength;
  delete closed.maxLength;
  delete closed.uniqueItems;
  // A value of any type cannot be said strictly: a string instead; a union's branches are closed.
  const { anyOf } = definition as { readonly anyOf?: readonly ValueDefinition[] };
  if ((definition.type as string) === "any") {
    if (anyOf === undefined) return { ...closed, type: "string" } as unknown as ValueDefinition;
    closed.anyOf = anyOf.map(closedDefinition);
  }
  if (definition.type === "list") {
    const { items } = definition;
    closed.items = typeof items === "object" ? closedDefinition(items) : (items ?? "string");
  }
  if (definition.type === "dictionary") {
    const other = definition.additionalProperties;
    if (definition.variants !== undefined) {
      closed.variants = definition.variants.map(closedDefinition);
    } else if (definition.properties === undefined && typeof other === "object") {
      // Keys of the caller's choosing with a schema for their values: OpenAI's strict mode says
      // the dictionary as a list of { key, value } entries.
      closed.additionalProperties = closedDefinition(other);
    } else {
      closed.additionalProperties = false;
      if (definition.properties !== undefined) {
        closed.properties = definition.properties.map((property) => {
          const { required: _, ...rest } = property as ParameterDefinition & { required?: boolean };
          return closedDefinition(rest as ValueDefinition);
        });
      }
    }
  }
  return closed as unknown as ValueDefinition;
}

/** Generated schemas of one to three top-level parameters with nested definitions. */
const nestedSchemaArbitrary: fc.Arbitrary<GeneratedSchema> = fc
  .tuple(
    fc.array(fc.tuple(definitionArbitrary, fc.boolean()), { minLength: 1, maxLength: 3 }),
    fc.boolean(),
    fc.boolean(),
  )
  .map(([drawn, strict, closeAll]) => ({
    strict,
    parameters: drawn.map(([definition, required], index) => {
      const value = closeAll ? closedDefinition(definition) : definition;
      return {
        name: `p${index}`,
        ...value,
        ...(required ? {} : { required: false }),
      } as ParameterDefinition;
    }),
  }));

/**
 * Generated schemas whose first parameter is a dictionary of caller-chosen keys holding a nested
 * definition (closed at every level in half of them, so that OpenAI's strict mode says it as a
 * list of `{ key, value }` entries in a strict declaration).
 */
const entrySchemaArbitrary: fc.Arbitrary<GeneratedSchema> = nestedSchemaArbitrary.chain((schema) =>
  fc.tuple(definitionArbitrary, fc.boolean(), fc.boolean()).map(([definition, closeAll, list]) => {
    const held = closeAll ? closedDefinition(definition) : definition;
    const dictionary = { type: "dictionary", additionalProperties: held } as ValueDefinition;
    // Sometimes inside a list, where dispatch reads it back too.
    const value = list ? ({ type: "list", items: dictionary } as ValueDefinition) : dictionary;
    const [first, ...rest] = schema.parameters;
    const required = (first as { required?: boolean } | undefined)?.required;
    return {
      ...schema,
      parameters: [
        { name: "p0", ...value, ...(required === false ? { required: false } : {}) },
        ...rest,
      ] as ParameterDefinition[],
    };
  }),
);

/** Whether a parameter holds a nested definition (an item definition, properties, variants). */
function isNested(parameter: ParameterDefinition): boolean {
  const { items, properties, variants, additionalProperties } = parameter as ValueDefinition;
  return (
    typeof items === "object" ||
    properties !== undefined ||
    variants !== undefined ||
    typeof additionalProperties === "object"
  );
}

function isNotDictionary(value: unknown): boolean {
  return typeof value !== "object" || value === null || Array.isArray(value);
}

/** Cases of the property: a schema (or none), the format's strict option, and the values. */
function parityCases(format: ParityFormat): fc.Arbitrary<ParityCase> {
  // Each schema with the generator of its arguments: flat or nested.
  const definition = fc.oneof(
    {
      weight: 9,
      arbitrary: fc
        .tuple(schemaArbitrary, fc.nat(9))
        .map(([schema, keep]) => [withProviderNames(schema, keep === 0), argumentsOf] as const),
    },
    {
      weight: 10,
      arbitrary: nestedSchemaArbitrary.map((schema) => [schema, nestedArgumentsOf] as const),
    },
    {
      weight: 2,
      arbitrary: entrySchemaArbitrary.map((schema) => [schema, nestedArgumentsOf] as const),
    },
    { weight: 1, arbitrary: fc.constant([null, argumentsOf] as const) },
    // Rules about which parameters go together (`requires`: if/then/else, anyOf of required).
    {
      weight: 2,
      arbitrary: schemaArbitrary
        .chain(withRequirements)
        .map((schema) => [schema, argumentsOf] as const),
    },
  );
  return fc.tuple(definition, fc.boolean()).chain(([[schema, values], strict]) =>
    fc
      .array(
        fc.record({
          value: values(schema?.parameters ?? [], format.nullArguments !== false),
          wholeAsFloat: fc.boolean(),
        }),
        { minLength: VALUES_PER_SCHEMA, maxLength: VALUES_PER_SCHEMA },
      )
      .map((values) => ({ definition: schema, strict, values })),
  );
}

/**
 * JSON text of a value: `-0` as `-0`, whole numbers as `2.0` when asked, non-finite numbers as
 * `null` (as JSON.stringify writes them), undefined entries left out.
 */
function toJSONText(value: unknown, wholeAsFloat = false): string {
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return "null";
    if (Object.is(value, -0)) return "-0";
    const text = JSON.stringify(value);
    return wholeAsFloat && Number.isInteger(value) && !text.includes("e") ? `${text}.0` : text;
  }
  if (Array.isArray(value)) {
    return `[${value.map((item) => (item === undefined ? "null" : toJSONText(item, wholeAsFloat))).join(",")}]`;
  }
  if (typeof value === "object" && value !== null) {
    const entries = Object.keys(value)
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map(
        (key) =>
          `${JSON.stringify(key)}:${toJSONText((value as Record<string, unknown>)[key], wholeAsFloat)}`,
      );
    return `{${entries.join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** Stands for `__proto__` in what ajv sees; no generated name has a NUL. */
const PROTO_STAND_IN = "\u0000__proto__\u0000";

/**
 * A copy of parsed JSON in which every `__proto__` key has the stand-in name, and so has every
 * `"__proto__"` of a `required` list when `schema` is set.
 */
function renameProto(value: unknown, schema = false): unknown {
  if (Array.isArray(value)) return value.map((item) => renameProto(item, schema));
  if (typeof value !== "object" || value === null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const name = key === "__proto__" ? PROTO_STAND_IN : key;
    const renamed =
      schema && key === "required" && Array.isArray(item)
        ? item.map((entry) => (entry === "__proto__" ? PROTO_STAND_IN : entry))
        : renameProto(item, schema);
    Object.defineProperty(copy, name, {
      value: renamed,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return copy;
}

function toolOf(definition: GeneratedSchema | null): AnyTool | undefined {
  const execute = () => ({});
  if (definition === null) return defineTool({ name: TOOL_NAME, execute });
  let schema: ToolSchema;
  try {
    schema = ToolSchema.fromDict(definition);
  } catch {
    // Renaming may have made two names equal: not a schema.
    return undefined;
  }
  return defineTool({ name: TOOL_NAME, inputSchema: schema, execute });
}

function isUnknownKey(tool: AnyTool, key: string): boolean {
  return !(tool.inputSchema?.parameters ?? []).some((parameter) => parameter.name === key);
}

function hasUnknownKey(tool: AnyTool, value: unknown): boolean {
  return (
    !isNotDictionary(value) && Object.keys(value as object).some((key) => isUnknownKey(tool, key))
  );
}

// The parsed value without the keys the tool does not declare (what dispatch keeps of it).
function withoutUnknownKeys(tool: AnyTool, value: unknown): unknown {
  if (isNotDictionary(value)) return value;
  return objectOf(
    Object.entries(value as Record<string, unknown>).filter(([key]) => !isUnknownKey(tool, key)),
  );
}

function accepted(outcome: ToolCallOutcome): boolean {
  if (outcome.result.status === "success") return true;
  const { error } = outcome.result;
  if (ToolValidationError.isInstance(error) && error.direction === "input") return false;
  throw new Error(`dispatch failed for another reason than the arguments: ${outcome.text}`);
}

/** Checks one generated case; false when the format refused the schema (counted). */
async function checkCase(
  format: ParityFormat,
  generated: ParityCase,
  counts: ParityCounts,
): Promise<boolean> {
  const tool = toolOf(generated.definition);
  if (tool === undefined) return false;
  const registry = new ToolRegistry();
  registry.register(tool);
  let declaration: unknown;
  const warnings: string[] = [];
  const made = format.make(generated.strict, (warning) => warnings.push(warning));
  try {
    [declaration] = made.tools(registry);
  } catch (error) {
    if (!SemanticError.isInstance(error)) throw error;
    counts.refused += 1;
    return false;
  }
  const [report] = made.explain(registry);
  if (report === undefined || !report.declared) throw new Error("declared, yet not reported so");
  // What the provider receives is the declaration's JSON; what kit enforces is that with the
  // constraints the report says were loosened put back.
  const declared = format.declared(JSON.parse(JSON.stringify(declaration)));
  const wire = declared.schema as object;
  const original = tool.inputSchema?.toJSONSchema() ?? {};
  if (declared.strict && format.strictProblems !== undefined) {
    expect(format.strictProblems(wire)).toEqual([]);
  }
  const enforcedSchema = reapplyLoosened(wire, original, report);
  const check = format.compile(renameProto(enforcedSchema, true) as object);
  const loose = report.changes.some((change) => change.kind === "loosened");
  const asDeclared = loose ? format.compile(renameProto(wire, true) as object) : check;
  const sending = { nulls: format.strictNulls === true, keepUnknownAtTop: true };
  const calls = generated.values.map(({ value, wholeAsFloat }, index) => ({
    id: `call_${index}`,
    text: toJSONText(
      declared.strict ? sentStrictly(wire, value, sending) : sentAsDeclared(wire, value),
      wholeAsFloat,
    ),
  }));
  const requests = made.calls(format.reply(calls) as never);
  const outcomes = await new ToolDispatcher(registry).dispatchAll(requests);
  expect(outcomes.map((outcome) => outcome.request.id)).toEqual(calls.map((call) => call.id));
  const refusesDropped = declared.strict && tool.inputSchema?.strict !== true;
  const disagreements = calls.flatMap((call, index) => {
    const outcome = outcomes[index] as ToolCallOutcome;
    const value: unknown = JSON.parse(call.text);
    const advertised = check(renameProto(value));
    const enforced = accepted(outcome);
    if (advertised && enforced) counts.accepted += 1;
    // What the provider is held to lets this value through; kit alone refuses it.
    if (loose && !enforced && asDeclared(renameProto(value))) counts.looserAccepted += 1;
    if (!refusesDropped) {
      return advertised === enforced
        ? []
        : [
            {
              arguments: call.text,
              advertised,
              known: advertised,
              enforced,
              dispatch: outcome.text,
            },
          ];
    }
    // The exception: unknown keys are refused by the declaration and dropped by dispatch.
    const unknownKeys = hasUnknownKey(tool, value);
    if (enforced && unknownKeys) counts.unknownKeysRefused += 1;
    const known = check(renameProto(withoutUnknownKeys(tool, value)));
    return advertised === (enforced && !unknownKeys) && known === enforced
      ? []
      : [{ arguments: call.text, advertised, known, enforced, dispatch: outcome.text }];
  });
  expect({ declaration: wire, disagreements }).toEqual({ declaration: wire, disagreements: [] });
  counts.cases += calls.length;
  counts.declared += 1;
  if (declared.strict) counts.strict += 1;
  if (refusesDropped) counts.looseDeclaredStrict += 1;
  const nested = (tool.inputSchema?.parameters ?? []).some((parameter) =>
    isNested(parameter as ParameterDefinition),
  );
  if (nested) counts.nested += 1;
  if (nested && declared.strict) counts.strictNested += 1;
  if (loose) counts.loose += 1;
  const entries = report.changes.some((change) => change.message.includes("{ key, value }"));
  if (entries) counts.entries += 1;
  if (entries && declared.strict) counts.strictEntries += 1;
  return true;
}

/**
 * Runs the property for a format: `schemas` declared schemas ({@link SCHEMAS} by default) of
 * {@link VALUES_PER_SCHEMA} values each (schemas the format refuses are skipped and counted, not
 * run), and checks that the run was not vacuous: at least 10,000 cases with a fair share both
 * accepted and refused, and fewer schemas refused than declared.
 */
export async function runParity(
  format: ParityFormat,
  options: { readonly seed?: number; readonly schemas?: number } = {},
): Promise<ParityCounts> {
  const counts: ParityCounts = {
    cases: 0,
    accepted: 0,
    declared: 0,
    refused: 0,
    strict: 0,
    looseDeclaredStrict: 0,
    unknownKeysRefused: 0,
    nested: 0,
    strictNested: 0,
    loose: 0,
    looserAccepted: 0,
    entries: 0,
    strictEntries: 0,
  };
  const schemas = options.schemas ?? SCHEMAS;
  await fc.assert(
    fc.asyncProperty(parityCases(format), async (generated) => {
      fc.pre(await checkCase(format, generated, counts));
    }),
    { numRuns: schemas, ...(options.seed === undefined ? {} : { seed: options.seed }) },
  );
  expect(counts.cases).toBeGreaterThanOrEqual(schemas * VALUES_PER_SCHEMA);
  expect(counts.accepted).toBeGreaterThan(counts.cases / 4);
  expect(counts.accepted).toBeLessThan((counts.cases * 3) / 4);
  expect(counts.refused).toBeLessThan(counts.declared);
  return counts;
}
