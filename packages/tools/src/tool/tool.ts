// The base class of every tool: metadata in static fields, checked once at construction.
import type { SchemaDefinition, StandardSchemaWithJSON, ToolSchema } from "@kit/schema";
import type { ToolReturn } from "../content/tool-content";
import type { ToolContext } from "../context/tool-context";
import { readToolEffects } from "./internal/read-tool-effects";
import {
  CLASS_LABELS,
  LABELS,
  type MetadataLabels,
  readCredentialNames,
  readName,
  readSchema,
  readTags,
} from "./internal/read-tool-metadata";
import type { ToolEffects } from "./tool-effects";

/** Per-instance settings of a {@link Tool}. */
export interface ToolOptions {
  /** Free-form labels to find tools by (`registry.lookupByTags`); copied and frozen. */
  readonly tags?: Readonly<Record<string, string>> | undefined;
  /** The credentials the tool needs; the executor resolves exactly these. Copied and frozen. */
  readonly credentialNames?: readonly string[] | undefined;
}

type ToolStatics = {
  readonly TOOL_NAME?: unknown;
  readonly TOOL_DESCRIPTION?: unknown;
  readonly TOOL_VERSION?: unknown;
  readonly INPUT_SCHEMA?: unknown;
  readonly OUTPUT_SCHEMA?: unknown;
  readonly CREDENTIAL_NAMES?: unknown;
  readonly TOOL_EFFECTS?: unknown;
  readonly [LABELS]?: MetadataLabels;
};

/**
 * A tool an agent can call. Subclasses declare their metadata in static fields and
 * implement {@link Tool.execute}; the constructor checks the metadata and builds the schemas.
 * Run tools through a `ToolExecutor`, which validates, resolves credentials and times calls.
 * @example
 * ```ts
 * import type { Infer, SchemaDefinition } from "@kit/schema";
 * import { Tool } from "@kit/tools";
 *
 * const INPUT = {
 *   parameters: [{ name: "city", type: "string" }],
 * } as const satisfies SchemaDefinition;
 *
 * class EchoCity extends Tool<Infer<typeof INPUT>, { city: string }> {
 *   static override TOOL_NAME = "echo_city";
 *   static override TOOL_DESCRIPTION = "Repeats the city it is given.";
 *   static override INPUT_SCHEMA = INPUT;
 *   static override CREDENTIAL_NAMES = ["echo-key"];
 *
 *   execute(inputs: Infer<typeof INPUT>) {
 *     return { city: inputs.city };
 *   }
 * }
 * const echoCity = new EchoCity(); // echoCity.name === "echo_city"
 * ```
 */
export abstract class Tool<TInput = Record<string, unknown>, TOutput = Record<string, unknown>> {
  /** The tool's unique name, as the model calls it. Required. */
  declare static TOOL_NAME?: string | null | undefined;
  /** What the tool does, in words the model reads. */
  static TOOL_DESCRIPTION: string = "";
  /** The tool's version; bump it when its interface changes. */
  static TOOL_VERSION: string = "1.0.0";
  /**
   * The inputs the tool accepts: a schema as data, a `ToolSchema`, or a library's schema (zod 4,
   * ArkType, valibot with its adapter) read by `ToolSchema.fromStandardSchema`; none accepts
   * any dictionary.
   */
  declare static INPUT_SCHEMA?:
    | SchemaDefinition
    | ToolSchema
    | StandardSchemaWithJSON
    | null
    | undefined;
  /**
   * The output the tool returns, in the same forms (a library's schema is read from its output
   * JSON Schema); none passes the output through unchecked.
   */
  declare static OUTPUT_SCHEMA?:
    | SchemaDefinition
    | ToolSchema
    | StandardSchemaWithJSON
    | null
    | undefined;
  /**
   * The credentials every instance needs, checked like the constructor's `credentialNames`
   * option, which replaces them when given.
   */
  declare static CREDENTIAL_NAMES?: readonly string[] | undefined;
  /**
   * What the tool does to the world; unset fields take MCP's conservative defaults
   * (`readOnly: false`, `destructive: true`, `idempotent: false`, `openWorld: true`), and
   * `readOnly: true` implies `destructive: false` and `idempotent: true`.
   */
  declare static TOOL_EFFECTS?: Partial<ToolEffects> | undefined;

  /** The tool's name (`TOOL_NAME`). */
  declare readonly name: string;
  /** The tool's description (`TOOL_DESCRIPTION`). */
  declare readonly description: string;
  /** The tool's version (`TOOL_VERSION`). */
  declare readonly version: string;
  /** The input schema, or null when the tool takes any dictionary. */
  declare readonly inputSchema: ToolSchema | null;
  /** The output schema, or null when the output is not checked. */
  declare readonly outputSchema: ToolSchema | null;
  /** The tool's tags (frozen). */
  declare readonly tags: Readonly<Record<string, string>>;
  /** The credentials the executor resolves for each call (frozen). */
  declare readonly credentialNames: readonly string[];
  /** What the tool does to the world (`TOOL_EFFECTS`), every field set (frozen). */
  declare readonly effects: Readonly<ToolEffects>;

  /**
   * Reads and checks the class's static metadata.
   * @param options - tags and credential names of this instance (the names replace the
   * class's `CREDENTIAL_NAMES`).
   * @throws SemanticError when `TOOL_NAME` is missing, a schema is invalid (every problem
   * listed, the `SchemaDefinitionError` as `cause`), a tag or credential name is invalid, or
   * `TOOL_EFFECTS` holds a value that is not a boolean or contradicts itself.
   */
  constructor(options: ToolOptions = {}) {
    const statics = new.target as unknown as ToolStatics;
    const labels = statics[LABELS] ?? CLASS_LABELS;
    const name = readName(statics.TOOL_NAME, labels);
    this.name = name;
    this.description = String(statics.TOOL_DESCRIPTION ?? "");
    this.version = String(statics.TOOL_VERSION ?? "1.0.0");
    this.inputSchema = readSchema(statics.INPUT_SCHEMA, name, "input", labels);
    this.outputSchema = readSchema(statics.OUTPUT_SCHEMA, name, "output", labels);
    this.tags = readTags(options.tags, name);
    this.credentialNames = readCredentialNames(
      options.credentialNames ?? statics.CREDENTIAL_NAMES,
      name,
    );
    this.effects = readToolEffects(statics.TOOL_EFFECTS, name, labels.effects);
  }

  /**
   * Does the tool's work. Called by the executor with validated inputs.
   * @param inputs - a fresh copy holding only the declared parameters, defaults filled in.
   * @param credentials - exactly the declared credentials, resolved (frozen; `{}` when none).
   * @param context - the call's abort signal and id, and the live channel to its caller
   * (progress, log messages, questions to the user or the model).
   * @returns the output, or content parts beside it (`toolContent`), or a promise of either.
   */
  abstract execute(
    inputs: TInput,
    credentials: Readonly<Record<string, string>>,
    context: ToolContext,
  ): ToolReturn<TOutput> | Promise<ToolReturn<TOutput>>;
}

/** Any tool, whatever its input and output types: what registries and interceptors hold. */
export type AnyTool = Tool<never, unknown>;
