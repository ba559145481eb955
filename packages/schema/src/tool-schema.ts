// Hot path: validate, check and the Standard Schema validate run on every call.
// A tool's input or output schema: checked once when built, then validates values fast.

import type {
  CheckedDefinitions,
  CheckedParameters,
  CheckedSchemaDefinition,
} from "./checked-definition";
import { SchemaDefinitionError } from "./errors/schema-definition-error";
import type { DefinitionsOf, InferParameters, ParametersOf } from "./infer";

import type { CheckFunction } from "./internal/check-function";
import { checkRequirements, type RequirementsCheck } from "./internal/check-requirements";
import { createSupportedTypes } from "./internal/create-supported-types";
import { generateCheck } from "./internal/generate-check";
import { interpretCheck } from "./internal/interpret-check";
import { protoKeyPath } from "./internal/proto-key-path";
import { readAnchors } from "./internal/read-anchors";
import {
  NO_DEFINITIONS,
  readDefinition,
  readParameters,
  readParametersWithDefinitions,
  readStrict,
} from "./internal/read-definition";
import { readJSONSchema } from "./internal/read-json-schema";
import { readRequirements } from "./internal/read-requirements";
import { readStandardSchema } from "./internal/read-standard-schema";
import { standardJSONSchema } from "./internal/standard-json-schema";
import { checkedFirst, standardSchemaCheck } from "./internal/standard-schema-check";
import { formatPath } from "./internal/value-path";
import { type SchemaParts, schemaJSON } from "./internal/write-requirements";
import type { ParameterDefinition, ParameterShape } from "./parameter-definition";
import type { ParameterType } from "./parameter-type";
import type { Requirement } from "./requirement";
import type {
  StandardJSONSchemaV1,
  StandardSchemaV1,
  StandardSchemaWithJSON,
  StandardSchemaWithJSONProps,
} from "./standard-schema";
import type { JSONSchemaObject } from "./to-json-schema";
import type { ValueDefinition } from "./value-definition";

// Made on first use: importing the package should cost as little as possible.
let supportedTypes: ReadonlySet<ParameterType> | undefined;

// The key of the options fromDict passes to the constructor, with parameters it has read and
// checked already, so that every default is not checked and copied twice. Not exported: no
// other caller can skip the checks.
const ALREADY_READ: unique symbol = Symbol();

/** The options fromDict passes: its parameters are read and checked, frozen copies. */
interface AlreadyReadOptions extends ToolSchemaOptions {
  readonly [ALREADY_READ]: true;
}

/** Options of a schema built from a parameter list. */
export interface ToolSchemaOptions<
  TDefinitions extends Readonly<Record<string, unknown>> = Readonly<
    Record<string, ValueDefinition>
  >,
> {
  /** When true, a parameter the schema does not declare is an error. Defaults to `false`. */
  readonly strict?: boolean;
  /**
   * Named value definitions, which any definition of the schema names with `{ type: "ref",
   * ref: "<name>" }` (a definition may refer to itself: a tree, a JSON value).
   */
  readonly definitions?: TDefinitions;
  /**
   * Rules about which parameters must be given together: `{ atLeastOneOf: [...] }`, or `{
   * when: [tests], required: [...], otherwise?: [...] }` (JSON Schema `anyOf` of `required`,
   * `if`/`then`/`else`). Checked after the parameters, on the values as given.
   */
  readonly requires?: readonly Requirement[];
  /**
   * JSON Schema `$anchor` names of named definitions: each anchor with the definition it names
   * (`{ addressDef: "address" }`), written as `$anchor` in that definition's `$defs` entry.
   */
  readonly anchors?: Readonly<Record<string, string>>;
}

/** Options of {@link ToolSchema.fromStandardSchema}. */
export interface StandardSchemaOptions {
  /**
   * Which of the library's JSON Schemas the parameters are read from: `"input"` (what the
   * schema accepts: a tool's inputs, the default) or `"output"` (what its validation gives
   * back, with transforms and defaults applied: a tool's output).
   */
  readonly jsonSchema?: "input" | "output" | undefined;
}

/** The outcome of {@link ToolSchema.check}: a fresh value, or every problem. */
export type CheckResult<TValue> =
  | { readonly success: true; readonly value: TValue }
  | { readonly success: false; readonly errors: readonly string[] };

/**
 * A declarative schema of named parameters of six types. Build it from data (a literal or
 * parsed JSON); it checks the definition once, reporting every problem, then validates values
 * without coercing them.
 * @example
 * ```ts
 * import { ToolSchema } from "@kit/schema";
 *
 * const schema = new ToolSchema([
 *   { name: "city", type: "string" },
 *   { name: "units", type: "string", required: false, default: "metric" },
 * ]);
 * const values: Record<string, unknown> = { city: "Oslo" };
 * schema.validate(values); // [], and values.units is now "metric"
 * ```
 */
export class ToolSchema<
  const TParameters extends readonly ParameterShape[] = readonly ParameterDefinition[],
  const TDefinitions extends Readonly<Record<string, unknown>> = Readonly<
    Record<string, ValueDefinition>
  >,
> implements StandardSchemaV1<Record<string, unknown>, InferParameters<TParameters, TDefinitions>>
{
  /**
   * The six supported type names, as a set that cannot be changed. A getter, so that the
   * class property cannot be reassigned either.
   */
  static get SUPPORTED_TYPES(): ReadonlySet<ParameterType> {
    supportedTypes ??= createSupportedTypes();
    return supportedTypes;
  }

  // `declare`: set once in the constructor, with no field initializer to run before.
  /** The parameters: frozen copies, so changing the literal afterwards changes nothing. */
  declare readonly parameters: TParameters;
  /** Whether a parameter the schema does not declare is an error. */
  declare readonly strict: boolean;
  /** The named definitions (frozen copies, by name); empty when the schema has none. */
  declare readonly definitions: TDefinitions;
  /** The rules about which parameters must be given together (frozen); empty when none. */
  declare readonly requires: readonly Requirement[];
  /** The anchors of named definitions, each with the definition it names; empty when none. */
  declare readonly anchors: Readonly<Record<string, string>>;
  // All made on first use: a server registers many tools and calls few of them. The
  // interpreter serves both ways of checking until the schema is hot; then each way gets its
  // own generated check (or keeps the interpreter where code generation is refused).
  #interpreter: CheckFunction | undefined;
  // The check of `requires`, run beside whichever check checks the parameters.
  #rules: RequirementsCheck | undefined;
  #hot: boolean | undefined;
  #inPlace: CheckFunction | undefined;
  #copy: CheckFunction | undefined;
  #standard:
    | StandardSchemaWithJSONProps<
        Record<string, unknown>,
        InferParameters<TParameters, TDefinitions>
      >
    | undefined;

  /**
   * Builds a schema from a parameter list. Written inline, the list is checked by the compiler
   * too: a misspelled key, a default or an `enum` value of the wrong type, or a constraint on
   * a type it does not apply to is an error on that key.
   * @param parameters - the parameter definitions; none when omitted.
   * @throws {@link SchemaDefinitionError} listing every problem of the definition.
   */
  constructor(
    parameters?: CheckedParameters<TParameters>,
    options?: ToolSchemaOptions<TDefinitions & CheckedDefinitions<TDefinitions>>,
  ) {
    const errors: string[] = [];
    let checked: ParameterDefinition[];
    let definitions: Readonly<Record<string, ValueDefinition>>;
    if ((options as AlreadyReadOptions | undefined)?.[ALREADY_READ] === true) {
      checked = parameters as unknown as ParameterDefinition[];
      definitions =
        (options?.definitions as Readonly<Record<string, ValueDefinition>> | undefined) ??
        NO_DEFINITIONS;
    } else if (options?.definitions === undefined) {
      checked = readParameters(parameters ?? [], errors);
      definitions = NO_DEFINITIONS;
    } else {
      ({ parameters: checked, definitions } = readParametersWithDefinitions(
        parameters ?? [],
        options.definitions,
        errors,
      ));
    }
    const strict = readStrict(options?.strict, errors);
    const requires = readRequirements(
      options?.requires,
      checked.map(({ name }) => name),
      errors,
    );
    const anchors = readAnchors(options?.anchors, Object.keys(definitions), errors);
    if (errors.length > 0) throw new SchemaDefinitionError(errors);
    this.parameters = Object.freeze(checked) as unknown as TParameters;
    this.strict = strict;
    this.definitions = definitions as TDefinitions;
    this.requires = requires;
    this.anchors = anchors;
    this.#rules = checkRequirements(requires, checked);
    Object.freeze(this);
  }

  /**
   * The Standard Schema v1 and Standard JSON Schema v1 interfaces (vendor `kit`). `validate`
   * checks a copy, never the input. `jsonSchema.input` gives the JSON Schema of the values the
   * schema accepts (as {@link ToolSchema.toJSONSchema}); `jsonSchema.output` that of the values
   * `validate` gives back, where a parameter with a default is required and no other key is
   * allowed. Both take `{ target: "draft-2020-12" }` or `{ target: "draft-07" }` and throw a
   * `RangeError` for any other target. Made on first use, frozen, and the same object on every
   * read; its functions work detached and build nothing until called.
   */
  get "~standard"(): StandardSchemaWithJSONProps<
    Record<string, unknown>,
    InferParameters<TParameters, TDefinitions>
  > {
    // A private field can be set on a frozen instance: it is not a property.
    this.#standard ??= Object.freeze({
      version: 1,
      vendor: "kit",
      validate: (value: unknown) => this.#standardValidate(value),
      jsonSchema: Object.freeze({
        input: (options: StandardJSONSchemaV1.Options) =>
          standardJSONSchema(this.#parts(), false, options),
        output: (options: StandardJSONSchemaV1.Options) =>
          standardJSONSchema(this.#parts(), true, options),
      }),
    });
    return this.#standard;
  }

  /**
   * Builds a schema from a definition written as data, such as parsed JSON. A definition
   * written inline is checked by the compiler too, as the constructor checks its list.
   * @param definition - `{ parameters: [...], strict?: boolean }`.
   * @throws {@link SchemaDefinitionError} listing every problem of the definition.
   * @example
   * ```ts
   * import { ToolSchema } from "@kit/schema";
   *
   * declare const text: string;
   * const schema = ToolSchema.fromDict(JSON.parse(text));
   * ```
   */
  static fromDict<const TDefinition = unknown>(
    definition: CheckedSchemaDefinition<TDefinition>,
  ): ToolSchema<ParametersOf<TDefinition>, DefinitionsOf<TDefinition>> {
    const errors: string[] = [];
    const { parameters, strict, definitions, requires, anchors } = readDefinition(
      definition,
      errors,
    );
    if (errors.length > 0) throw new SchemaDefinitionError(errors);
    return new ToolSchema<ParametersOf<TDefinition>, DefinitionsOf<TDefinition>>(
      parameters as CheckedParameters<ParametersOf<TDefinition>>,
      {
        strict,
        definitions,
        requires,
        anchors,
        [ALREADY_READ]: true,
      } as AlreadyReadOptions as never,
    );
  }

  /**
   * Builds a schema that accepts exactly the values a JSON Schema (draft 2020-12 or draft-07)
   * of an object accepts: `properties` and `required` become parameters, `additionalProperties:
   * false` at the top `strict`, nested objects, lists, `anyOf` / `oneOf` with `null`, of
   * constants or of objects told apart by a constant property, and local `$ref`s (read in
   * place; a recursive one is refused) the matching nested definitions. See docs/schema.md,
   * "JSON Schema in", for the whole mapping.
   * @param schema - the JSON Schema, such as an MCP tool's `inputSchema`.
   * @throws {@link SchemaDefinitionError} listing every keyword that cannot be kept, each at its
   * JSON pointer (`/properties/filter/not: 'not' is not supported`).
   * @example
   * ```ts
   * import { ToolSchema } from "@kit/schema";
   *
   * const schema = ToolSchema.fromJSONSchema({
   *   type: "object",
   *   properties: { city: { type: "string" }, days: { type: "integer", exclusiveMinimum: 0 } },
   *   required: ["city"],
   * });
   * schema.validate({ city: "Oslo", days: 0 }); // ["Parameter 'days': expected at least 1, got 0"]
   * ```
   */
  static fromJSONSchema(schema: unknown): ToolSchema {
    const errors: string[] = [];
    const { parameters, strict, definitions, requires, anchors } = readJSONSchema(schema, errors);
    if (errors.length > 0) throw new SchemaDefinitionError(errors);
    return new ToolSchema<readonly ParameterDefinition[]>(
      parameters as CheckedParameters<readonly ParameterDefinition[]>,
      { strict, definitions, requires, anchors, [ALREADY_READ]: true } as AlreadyReadOptions,
    );
  }

  /**
   * Builds a schema from a zod 4 schema, an ArkType type, a valibot schema wrapped by
   * `toStandardJsonSchema`, or any other schema that implements both Standard Schema and
   * Standard JSON Schema. Its parameters are the library's JSON Schema read as
   * {@link ToolSchema.fromJSONSchema} reads one, so what a model is told is kept exactly; its
   * checks call the library's `validate`, so refinements, transforms and defaults apply and the
   * value given back is the library's output (copied one level, as every check's). Each issue
   * becomes `Parameter 'items[2].qty': <the library's message>`, or `Parameters: <message>`
   * without a path. A `validate` that returns a promise fails the check: values are checked
   * synchronously.
   * @param schema - the library's schema; the library stays the caller's dependency.
   * @param options - which of its JSON Schemas to read (`input` by default).
   * @throws {@link SchemaDefinitionError} when the value is not a Standard Schema, has no
   * Standard JSON Schema (`~standard.jsonSchema`), cannot give its JSON Schema, or gives one
   * that cannot be kept exactly (each keyword at its JSON pointer).
   * @example
   * ```ts
   * import { ToolSchema } from "@kit/schema";
   * import { z } from "zod";
   *
   * const schema = ToolSchema.fromStandardSchema(
   *   z.object({ city: z.string().min(1), days: z.int().min(1).default(3) }),
   * );
   * schema.check({ city: "Oslo" }); // { success: true, value: { city: "Oslo", days: 3 } }
   * schema.check({ city: "" }).success; // false: "Parameter 'city': Too small: ..."
   * ```
   */
  static fromStandardSchema(
    schema: StandardSchemaWithJSON,
    options?: StandardSchemaOptions,
  ): ToolSchema {
    const errors: string[] = [];
    const side = options?.jsonSchema ?? "input";
    if (side !== "input" && side !== "output") {
      throw new SchemaDefinitionError([
        `Option 'jsonSchema' must be 'input' or 'output', got '${String(side)}'`,
      ]);
    }
    const reading = readStandardSchema(schema, side, errors);
    if (reading === undefined) throw new SchemaDefinitionError(errors);
    const { parameters, strict, definitions, requires, anchors } = readJSONSchema(
      reading.jsonSchema,
      errors,
    );
    if (errors.length > 0) {
      errors.push(
        `The ${reading.vendor} schema's ${side} JSON Schema cannot be kept exactly at the places above, so a model would not be told what it checks: change those parts of the schema`,
      );
      throw new SchemaDefinitionError(errors);
    }
    const proto = protoKeyPath(parameters, definitions);
    if (proto !== undefined && side === "output") {
      throw new SchemaDefinitionError([
        `Parameter '${formatPath(proto)}': a key named '__proto__' in the ${reading.vendor} schema's output cannot be promised (a library may drop it from what it gives back): rename it`,
      ]);
    }
    const built = new ToolSchema<readonly ParameterDefinition[]>(
      parameters as CheckedParameters<readonly ParameterDefinition[]>,
      { strict, definitions, requires, anchors, [ALREADY_READ]: true } as AlreadyReadOptions,
    );
    // The library checks its own rules too.
    built.#rules = undefined;
    // Both ways of checking are the library's from the start: no interpreter, no tiers. A
    // private field can be set on the frozen instance. A key named `__proto__` the library may
    // leave unchecked (zod does) is checked by kit first, against what the model was told.
    const library = standardSchemaCheck(reading.standard, reading.vendor);
    const check =
      proto === undefined ? library : checkedFirst(interpretCheck(parameters, strict), library);
    built.#copy = check;
    built.#inPlace = check;
    return built;
  }

  /**
   * Validates values and applies defaults to them in place, each a fresh deep copy.
   * @param values - the values to check; anything but a dictionary is one error.
   * @returns every problem, one message each, in schema order then input order; empty when valid.
   * @example
   * ```ts
   * import { ToolSchema } from "@kit/schema";
   *
   * const schema = new ToolSchema([
   *   { name: "city", type: "string" },
   *   { name: "units", type: "string", required: false },
   * ]);
   * schema.validate({ units: 3 });
   * // ["Missing required parameter: 'city'", "Parameter 'units': expected type 'string', got 'integer'"]
   * ```
   */
  validate(values: Record<string, unknown>): string[] {
    const messages: string[] = [];
    const rules = this.#rules;
    if (rules === undefined) {
      (this.#inPlace ?? this.#pick(false))(values, messages, undefined, undefined);
      return messages;
    }
    // On the values as given: the check below fills defaults in.
    const broken: string[] = [];
    rules(values, broken, undefined);
    (this.#inPlace ?? this.#pick(false))(values, messages, undefined, undefined);
    for (const message of broken) messages.push(message);
    return messages;
  }

  /**
   * Validates values without touching them: on success, a fresh object with only the
   * declared parameters that are present, defaults filled in (unknown keys are dropped). The
   * copy is one level deep: nested lists and dictionaries are shared with the input.
   * @returns the new value, or every problem (the messages of {@link ToolSchema.validate}).
   */
  check(values: unknown): CheckResult<InferParameters<TParameters, TDefinitions>> {
    const messages: string[] = [];
    const value: Record<string, unknown> = {};
    (this.#copy ?? this.#pick(true))(values, messages, undefined, value);
    this.#rules?.(values, messages, undefined);
    if (messages.length > 0) return { success: false, errors: messages };
    return { success: true, value: value as InferParameters<TParameters, TDefinitions> };
  }

  /**
   * The JSON Schema 2020-12 of the values this schema accepts, as tool declarations send it
   * to a model.
   * @returns a fresh object each call.
   */
  toJSONSchema(): JSONSchemaObject {
    return schemaJSON(this.#parts(), false);
  }

  // The parts of the schema, typed as what the internals read.
  #parts(): SchemaParts {
    return {
      parameters: this.parameters as unknown as readonly ParameterDefinition[],
      strict: this.strict,
      definitions: this.definitions as unknown as Readonly<Record<string, ValueDefinition>>,
      requires: this.requires,
      anchors: this.anchors,
    };
  }

  // The check to use for one way of checking, until its generated check exists.
  #pick(copy: boolean): CheckFunction {
    const parameters = this.parameters as unknown as readonly ParameterDefinition[];
    this.#interpreter ??= interpretCheck(parameters, this.strict, () => {
      this.#hot = true;
    });
    const interpreter = this.#interpreter;
    if (!this.#hot) return interpreter;
    const generated = generateCheck(parameters, this.strict, copy) ?? interpreter;
    if (copy) this.#copy = generated;
    else this.#inPlace = generated;
    return generated;
  }

  #standardValidate(
    input: unknown,
  ): StandardSchemaV1.Result<InferParameters<TParameters, TDefinitions>> {
    const messages: string[] = [];
    const keys: (string | readonly (string | number)[] | undefined)[] = [];
    const value: Record<string, unknown> = {};
    (this.#copy ?? this.#pick(true))(input, messages, keys, value);
    this.#rules?.(input, messages, keys);
    if (messages.length === 0)
      return { value: value as InferParameters<TParameters, TDefinitions> };
    const issues = messages.map((message, index) => {
      const key = keys[index];
      if (key === undefined) return { message };
      return { message, path: typeof key === "string" ? [key] : key };
    });
    return { issues };
  }
}
