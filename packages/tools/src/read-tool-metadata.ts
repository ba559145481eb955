// The checks a tool definition passes at construction, shared by Tool subclasses and defineTool.
import { isCredentialName } from "@kit/credentials";
import { kindOf, type SchemaDefinition, SchemaDefinitionError, ToolSchema } from "@kit/schema";
import { describeThrown } from "./describe-thrown";
import { SemanticError } from "./errors/semantic-error";

/** How messages name the definition's fields: the class statics, or the defineTool spec. */
export interface MetadataLabels {
  readonly missingName: string;
  readonly name: string;
  readonly inputSchema: string;
  readonly outputSchema: string;
}

/** The labels of a `Tool` subclass. */
export const CLASS_LABELS: MetadataLabels = {
  missingName: "A Tool name is required.  Set TOOL_NAME on the class.",
  name: "TOOL_NAME",
  inputSchema: "INPUT_SCHEMA",
  outputSchema: "OUTPUT_SCHEMA",
};

/** A schema as a tool may declare it: data, a built schema, or none. */
export type SchemaInput = SchemaDefinition | ToolSchema | null | undefined;

/**
 * Checks a tool name.
 * @param name - the declared name.
 * @param labels - how to name the field in messages.
 * @returns the name.
 * @throws SemanticError when the name is missing (`""`, null, undefined) or not a string.
 */
export function readName(name: unknown, labels: MetadataLabels): string {
  if (name === undefined || name === null || name === "")
    throw new SemanticError(labels.missingName);
  if (typeof name !== "string") {
    throw new SemanticError(`${labels.name} must be a string, got '${kindOf(name)}'.`);
  }
  return name;
}

/**
 * Builds a tool's schema from its declaration.
 * @param declared - a definition as data, a `ToolSchema` (used as is), or nothing.
 * @param context - the tool's name, which schema this is, and its label.
 * @returns the schema, or null when none is declared.
 * @throws SemanticError naming the tool and the schema, listing every problem.
 */
export function readSchema(
  declared: unknown,
  context: { toolName: string; direction: "input" | "output"; label: string },
): ToolSchema | null {
  if (declared === undefined || declared === null) return null;
  if (isToolSchema(declared)) return declared;
  try {
    return ToolSchema.fromDict(declared);
  } catch (error) {
    const problems = SchemaDefinitionError.isInstance(error)
      ? error.errors
      : [describeThrown(error)];
    const { toolName, direction, label } = context;
    const lines = problems.map((problem) => `\n  ${problem}`).join("");
    throw new SemanticError(
      `Invalid ${direction} schema (${label}) on tool '${toolName}':${lines}`,
      { cause: error },
    );
  }
}

// Duck-typed, so a schema built by another installed copy of @kit/schema is accepted too
// (a definition as data has no methods).
function isToolSchema(value: unknown): value is ToolSchema {
  const candidate = value as Partial<Record<keyof ToolSchema, unknown>>;
  return (
    value instanceof ToolSchema ||
    (typeof candidate.check === "function" &&
      typeof candidate.toJSONSchema === "function" &&
      Array.isArray(candidate.parameters))
  );
}

/**
 * Copies and checks a tool's tags.
 * @param tags - the declared tags.
 * @param toolName - the tool, for messages.
 * @returns a frozen copy.
 * @throws SemanticError when tags is not a dictionary of strings.
 */
export function readTags(tags: unknown, toolName: string): Readonly<Record<string, string>> {
  if (tags === undefined) return EMPTY_TAGS;
  if (typeof tags !== "object" || tags === null || Array.isArray(tags)) {
    throw new SemanticError(`Tags of tool '${toolName}' must be an object, got '${kindOf(tags)}'.`);
  }
  const copy: Record<string, string> = {};
  for (const [key, value] of Object.entries(tags)) {
    if (typeof value !== "string") {
      throw new SemanticError(
        `Tag '${key}' of tool '${toolName}' must be a string, got '${kindOf(value)}'.`,
      );
    }
    Object.defineProperty(copy, key, { value, enumerable: true });
  }
  return Object.freeze(copy);
}

const EMPTY_TAGS: Readonly<Record<string, string>> = Object.freeze({});
const NO_NAMES: readonly string[] = Object.freeze([]);

/**
 * Copies and checks a tool's credential names.
 * @param names - the declared names.
 * @param toolName - the tool, for messages.
 * @returns a frozen copy without duplicates.
 * @throws SemanticError for a list that is not an array or a name that breaks the rule.
 */
export function readCredentialNames(names: unknown, toolName: string): readonly string[] {
  if (names === undefined) return NO_NAMES;
  if (!Array.isArray(names)) {
    throw new SemanticError(
      `credentialNames of tool '${toolName}' must be a list, got '${kindOf(names)}'.`,
    );
  }
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
