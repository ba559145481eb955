// The checks a tool definition passes at construction, shared by Tool subclasses and
// defineTool, and how their messages name the fields.
import { isCredentialName } from "@kit/credentials";
import type { StandardSchemaWithJSON } from "@kit/schema";
import { SemanticError } from "../../errors/semantic-error";
import { describeThrown } from "../../internal/describe-thrown";
import { indentLines } from "../../internal/indent-lines";
import { kindOf, SchemaDefinitionError, ToolSchema } from "../../internal/schema-values";

/**
 * How messages name a definition's fields, which differ between a `Tool` subclass and a
 * `defineTool` spec. Read only while a tool is constructed, never per call.
 */
export interface MetadataLabels {
  /** The name field, such as `TOOL_NAME`. */
  readonly name: string;
  /** The input schema field. */
  readonly inputSchema: string;
  /** The output schema field. */
  readonly outputSchema: string;
  /** The effects field. */
  readonly effects: string;
  /** Where a missing name is to be set, completing `A Tool name is required.  Set ...`. */
  readonly whereToSetName: string;
}

/** The labels of a `Tool` subclass. */
export const CLASS_LABELS: MetadataLabels = {
  name: "TOOL_NAME",
  inputSchema: "INPUT_SCHEMA",
  outputSchema: "OUTPUT_SCHEMA",
  effects: "TOOL_EFFECTS",
  whereToSetName: "TOOL_NAME on the class",
};

/** The labels of a `defineTool` spec. */
export const SPEC_LABELS: MetadataLabels = {
  name: "name",
  inputSchema: "inputSchema",
  outputSchema: "outputSchema",
  effects: "effects",
  whereToSetName: "'name' in the defineTool() spec",
};

/**
 * The static key under which a `Tool` subclass may carry its own labels (`defineTool`'s
 * class does); a class without it uses {@link CLASS_LABELS}.
 */
export const LABELS: unique symbol = Symbol();

/**
 * Checks a tool name.
 * @param labels - how to name the field in messages.
 * @throws SemanticError when the name is missing (`""`, null, undefined) or not a string.
 */
export function readName(name: unknown, labels: MetadataLabels): string {
  if (name === undefined || name === null || name === "")
    throw new SemanticError(`A Tool name is required.  Set ${labels.whereToSetName}.`);
  if (typeof name !== "string") throw mistake(labels.name, "a string", name);
  return name;
}

/**
 * Builds a tool's schema from its declaration.
 * @param declared - a definition as data, a `ToolSchema` (used as is), a Standard Schema with
 * Standard JSON Schema (zod 4, ArkType, valibot with its adapter: read by
 * `ToolSchema.fromStandardSchema`, its input JSON Schema for inputs and its output JSON Schema
 * for outputs), or nothing.
 * @param toolName - the tool, for messages.
 * @param direction - which of the tool's two schemas this is.
 * @param labels - how to name the field in messages.
 * @returns the schema, or null when none is declared.
 * @throws SemanticError naming the tool and the schema, listing every problem.
 */
export function readSchema(
  declared: unknown,
  toolName: string,
  direction: "input" | "output",
  labels: MetadataLabels,
): ToolSchema | null {
  if (declared === undefined || declared === null) return null;
  // Duck-typed, so a schema built by another installed copy of @kit/schema is accepted too
  // (a definition as data has no methods).
  const candidate = declared as Partial<Record<keyof ToolSchema, unknown>>;
  if (
    declared instanceof ToolSchema ||
    (typeof candidate.check === "function" &&
      typeof candidate.toJSONSchema === "function" &&
      Array.isArray(candidate.parameters))
  ) {
    return declared as ToolSchema;
  }
  try {
    // A `~standard` that is not kit's own: a data definition never has one. (An ArkType type
    // is a function.)
    if (
      (typeof declared === "object" || typeof declared === "function") &&
      "~standard" in declared
    ) {
      return ToolSchema.fromStandardSchema(declared as StandardSchemaWithJSON, {
        jsonSchema: direction,
      });
    }
    return ToolSchema.fromDict(declared);
  } catch (error) {
    const problems = SchemaDefinitionError.isInstance(error)
      ? error.errors
      : [describeThrown(error)];
    throw new SemanticError(
      `Invalid ${direction} schema (${labels[`${direction}Schema`]}) on tool '${toolName}':${indentLines(problems)}`,
      { cause: error },
    );
  }
}

/**
 * Copies and checks a tool's tags.
 * @param toolName - the tool, for messages.
 * @returns a frozen copy.
 * @throws SemanticError when tags is not a dictionary of strings.
 */
export function readTags(tags: unknown, toolName: string): Readonly<Record<string, string>> {
  if (tags === undefined) return EMPTY_TAGS;
  if (typeof tags !== "object" || tags === null || Array.isArray(tags)) {
    throw mistake(`Tags of tool '${toolName}'`, "an object", tags);
  }
  const copy: Record<string, string> = {};
  for (const [key, value] of Object.entries(tags)) {
    if (typeof value !== "string")
      throw mistake(`Tag '${key}' of tool '${toolName}'`, "a string", value);
    // A plain assignment to "__proto__" would set the prototype instead of a key.
    Object.defineProperty(copy, key, { value, enumerable: true });
  }
  return Object.freeze(copy);
}

const EMPTY_TAGS: Readonly<Record<string, string>> = Object.freeze({});
const NO_NAMES: readonly string[] = Object.freeze([]);

/**
 * Copies and checks a tool's credential names.
 * @param toolName - the tool, for messages.
 * @returns a frozen copy without duplicates.
 * @throws SemanticError for a list that is not an array or a name that breaks the rule.
 */
export function readCredentialNames(names: unknown, toolName: string): readonly string[] {
  if (names === undefined) return NO_NAMES;
  if (!Array.isArray(names))
    throw mistake(`credentialNames of tool '${toolName}'`, "a list", names);
  for (const name of names) {
    if (!isCredentialName(name)) {
      const shown = typeof name === "string" ? JSON.stringify(name.slice(0, 40)) : kindOf(name);
      throw new SemanticError(
        `Invalid credential name ${shown} on tool '${toolName}': use 1-128 ASCII letters, ` +
          "digits, '-', '_' or '.', and neither '.' nor '..'.",
      );
    }
  }
  return names.length === 0 ? NO_NAMES : Object.freeze([...new Set<string>(names)]);
}

function mistake(what: string, expected: string, value: unknown): SemanticError {
  return new SemanticError(`${what} must be ${expected}, got '${kindOf(value)}'.`);
}
