// Tools without a class: the spec's inline schemas type `execute` end to end.
import type {
  CheckedSchemaDefinition,
  Infer,
  SchemaDefinition,
  StandardSchemaV1,
  StandardSchemaWithJSON,
  ToolSchema,
  ValueType,
} from "@kit/schema";
import type { JsonExecute } from "../content/json-output";
import type { OutputOf, ToolReturn } from "../content/tool-content";
import type { ToolContext } from "../context/tool-context";
import { LABELS, type MetadataLabels, readName, SPEC_LABELS } from "./internal/read-tool-metadata";
import { Tool } from "./tool";
import type { ToolEffects } from "./tool-effects";

/**
 * A schema a spec may declare: data written inline, a built `ToolSchema`, or a schema of zod 4,
 * ArkType, valibot (with `toStandardJsonSchema`) or any library that implements Standard Schema
 * and Standard JSON Schema.
 */
export type SchemaSpec = SchemaDefinition | ToolSchema | StandardSchemaWithJSON;

/**
 * The static type of the values a `SchemaSpec` describes, or `TFallback` when `TSchema` is
 * not a schema (`defineTool` uses `Record<string, unknown>` for inputs without a schema). For a
 * Standard Schema it is the library's output type: what its validation gives back.
 * @example
 * ```ts
 * import type { InferSpec } from "@kit/tools";
 *
 * const spec = { parameters: [{ name: "city", type: "string" }] } as const;
 * type Inputs = InferSpec<typeof spec, Record<string, unknown>>; // { city: string }
 * type None = InferSpec<undefined, Record<string, unknown>>; // Record<string, unknown>
 * ```
 */
export type InferSpec<TSchema, TFallback> = TSchema extends SchemaDefinition | ToolSchema
  ? Infer<TSchema>
  : TSchema extends StandardSchemaWithJSON
    ? StandardSchemaV1.InferOutput<TSchema>
    : TFallback;

/**
 * What `execute` returns for a spec's output schema: the values of a kit schema, the input type
 * of a library's schema (its validation turns it into the output type, which callers get), or
 * `TFallback` without a schema.
 */
export type ReturnOfSpec<TSchema, TFallback> = TSchema extends SchemaDefinition | ToolSchema
  ? Infer<TSchema>
  : TSchema extends StandardSchemaWithJSON
    ? StandardSchemaV1.InferInput<TSchema>
    : TFallback;

/**
 * What a spec's schema must look like before its keys are checked: a `ToolSchema`, a Standard
 * Schema that also implements Standard JSON Schema, or an object whose parameters have a name
 * and one of the six types.
 */
export type SchemaSpecShape =
  | ToolSchema
  | StandardSchemaWithJSON
  | {
      readonly parameters: readonly { readonly name: string; readonly type: ValueType }[];
      readonly strict?: boolean;
    };

/**
 * A spec's schema as the compiler checks it: a `ToolSchema` or a library's schema as it is, a
 * definition written
 * inline key by key, exactly as `ToolSchema.fromDict` checks one (a misspelled key, a default
 * or an `enum` value of the wrong type is an error on that key).
 */
export type CheckedSchemaSpec<TSchema> = [TSchema] extends [ToolSchema | StandardSchemaWithJSON]
  ? TSchema
  : CheckedSchemaDefinition<TSchema>;

/**
 * The schema a tool built from a spec holds: a `ToolSchema` when one is declared (built from a
 * library's schema by `ToolSchema.fromStandardSchema`), else null.
 */
export type SchemaOfSpec<TSchema> = TSchema extends ToolSchema
  ? TSchema
  : TSchema extends SchemaDefinition
    ? ToolSchema<TSchema["parameters"]>
    : TSchema extends StandardSchemaWithJSON
      ? ToolSchema
      : null;

/**
 * The tool {@link defineTool} returns: a `Tool` whose `inputSchema` and `outputSchema` are
 * `ToolSchema`s, not `null`, when the spec declares them.
 */
export type DefinedTool<TInput, TOutput, TInputSchema, TOutputSchema> = Tool<TInput, TOutput> & {
  /** The input schema built from the spec's `inputSchema`; `null` without one. */
  readonly inputSchema: SchemaOfSpec<TInputSchema>;
  /** The output schema built from the spec's `outputSchema`; `null` without one. */
  readonly outputSchema: SchemaOfSpec<TOutputSchema>;
};

/** Everything {@link defineTool} needs to build a tool. */
export interface ToolSpec<TInputSchema, TOutputSchema, TCredentialName extends string, TOutput> {
  /** The tool's unique name. Required. */
  readonly name: string;
  /** What the tool does, in words the model reads. Defaults to `""`. */
  readonly description?: string | undefined;
  /** The tool's version. Defaults to `"1.0.0"`. */
  readonly version?: string | undefined;
  /**
   * The parameters the tool accepts; write it inline (or give a zod, ArkType or valibot
   * schema) to type `execute`'s inputs.
   */
  readonly inputSchema?: CheckedSchemaSpec<TInputSchema>;
  /** The output's shape; write it inline (or give a library's schema) to check `execute`'s return type. */
  readonly outputSchema?: CheckedSchemaSpec<TOutputSchema>;
  /** Free-form labels to find the tool by. */
  readonly tags?: Readonly<Record<string, string>> | undefined;
  /** The credentials the tool needs; `execute` receives exactly these keys. */
  readonly credentialNames?: readonly TCredentialName[] | undefined;
  /**
   * What the tool does to the world; unset fields take MCP's conservative defaults (see
   * `ToolEffects`).
   */
  readonly effects?: Partial<ToolEffects> | undefined;
  /**
   * Does the tool's work.
   * @param inputs - validated inputs: declared parameters only, defaults filled in.
   * @param credentials - the declared credentials, resolved.
   * @param context - the call's abort signal and id.
   * @returns the output, or a promise of it: with an `outputSchema`, of exactly its type, so
   * that a wrong property is reported on that property.
   */
  execute(
    inputs: InferSpec<TInputSchema, Record<string, unknown>>,
    credentials: Readonly<Record<TCredentialName, string>>,
    context: ToolContext,
  ): ExecuteResult<TOutputSchema, TOutput>;
}

/**
 * What a spec's `execute` returns: the output schema's values (or a promise of them) when
 * the spec declares one (for a library's schema, its input type), else whatever it returns (`TOutput`) as long as it is JSON data (a
 * `Buffer`, `Map` or `Date` in it is a compile error on that property). Either may come with
 * content parts, through `toolContent`.
 */
export type ExecuteResult<TOutputSchema, TOutput> = TOutputSchema extends SchemaSpec
  ?
      | ToolReturn<ReturnOfSpec<TOutputSchema, never>>
      | Promise<ToolReturn<ReturnOfSpec<TOutputSchema, never>>>
  : TOutput | Promise<TOutput>;

/**
 * The check `defineTool` adds to a spec without an output schema: what `execute` returns must
 * be JSON data (see `JsonData`). With an output schema the schema's types already are.
 */
export type OutputCheck<TOutputSchema, TOutput> = TOutputSchema extends SchemaSpec
  ? unknown
  : JsonExecute<TOutput>;

/**
 * Defines a tool from a plain object, with the same checks as a `Tool` subclass.
 * Written inline, the schemas type `execute`: its inputs follow `inputSchema` (defaulted
 * parameters are present), its return type must match `outputSchema`, and its credentials
 * have exactly the declared keys.
 * @param spec - the tool's name, description, version, schemas, tags, credential names,
 * effects and `execute` function.
 * @throws SemanticError when the name is missing, a schema is invalid, a tag or credential
 * name is invalid, or `effects` holds a value that is not a boolean or contradicts itself.
 * @example
 * ```ts
 * import { defineTool } from "@kit/tools";
 *
 * const echo = defineTool({
 *   name: "echo",
 *   description: "Repeats the text it is given.",
 *   version: "1.2.0",
 *   inputSchema: { parameters: [{ name: "text", type: "string" }] },
 *   outputSchema: { parameters: [{ name: "text", type: "string" }] },
 *   execute: ({ text }) => ({ text }),
 * });
 * echo.version; // "1.2.0"
 * ```
 */
export function defineTool<
  const TInputSchema extends SchemaSpecShape | undefined = undefined,
  const TOutputSchema extends SchemaSpecShape | undefined = undefined,
  const TCredentialName extends string = never,
  TOutput = unknown,
>(
  spec: ToolSpec<TInputSchema, TOutputSchema, TCredentialName, TOutput> &
    OutputCheck<TOutputSchema, TOutput>,
  // NoInfer: a type the result is assigned to (`const tool: AnyTool = ...`) must not pick the
  // schemas' types; only the spec does.
): DefinedTool<
  InferSpec<NoInfer<TInputSchema>, Record<string, unknown>>,
  InferSpec<NoInfer<TOutputSchema>, OutputOf<NoInfer<TOutput>>>,
  TInputSchema,
  NoInfer<TOutputSchema>
> {
  if (typeof spec !== "object" || spec === null) {
    throw new TypeError("defineTool() takes a spec object.");
  }
  const name = readName(spec.name, SPEC_LABELS);
  const run = spec.execute;
  if (typeof run !== "function") {
    throw new TypeError(`defineTool(): 'execute' of tool '${name}' must be a function.`);
  }
  type Input = InferSpec<TInputSchema, Record<string, unknown>>;
  type Output = InferSpec<TOutputSchema, OutputOf<TOutput>>;
  class SpecTool extends Tool<Input, Output> {
    static readonly [LABELS]: MetadataLabels = SPEC_LABELS;
    static override TOOL_NAME: string = name;
    static override TOOL_DESCRIPTION: string = spec.description ?? "";
    static override TOOL_VERSION: string = spec.version ?? "1.0.0";
    // Checked as written above; read and checked again by the constructor.
    static override INPUT_SCHEMA = (spec.inputSchema ?? null) as SchemaSpec | null;
    static override OUTPUT_SCHEMA = (spec.outputSchema ?? null) as SchemaSpec | null;
    static override TOOL_EFFECTS = spec.effects;

    execute(
      inputs: Input,
      credentials: Readonly<Record<string, string>>,
      context: ToolContext,
    ): ToolReturn<Output> | Promise<ToolReturn<Output>> {
      // The same type as ExecuteResult, which the compiler cannot see through generically.
      return run(inputs, credentials, context) as ToolReturn<Output> | Promise<ToolReturn<Output>>;
    }
  }
  // The constructor built both schemas from the spec: the narrower type only says so.
  return new SpecTool({ tags: spec.tags, credentialNames: spec.credentialNames }) as DefinedTool<
    Input,
    Output,
    TInputSchema,
    TOutputSchema
  >;
}
