// A tool's interface as plain JSON data, so that a change to it can be seen, reviewed and
// versioned (compareContracts, the kit-tools contracts command).
import type {
  ParameterDefinition,
  SchemaDefinition,
  ToolSchema,
  ValueDefinition,
} from "@kit/schema";
import { SemanticError } from "../errors/semantic-error";
import type { AnyTool } from "../tool/tool";
import type { ToolEffects } from "../tool/tool-effects";
import { copyJson } from "./internal/json-data";

/**
 * What callers and consumers of a tool rely on: its name, version and description, its input
 * and output schemas as data, and its effects. Plain JSON data: `JSON.parse(JSON.stringify(c))`
 * is the same contract.
 */
export interface ToolContract {
  /** The tool's name, as the model calls it. */
  readonly name: string;
  /** The tool's version (`TOOL_VERSION`), a semantic version for the contracts check. */
  readonly version: string;
  /** The tool's description, as the model reads it. */
  readonly description: string;
  /**
   * The input schema's definition (its parameters as the schema keeps them, `strict` always
   * set, and its named `definitions` when it has any), or null for a tool without one, which
   * accepts any dictionary.
   */
  readonly input: SchemaDefinition | null;
  /** The output schema's definition, or null for a tool whose output is not checked. */
  readonly output: SchemaDefinition | null;
  /** The tool's effects, every field set (MCP's defaults filled in). */
  readonly effects: ToolEffects;
}

/**
 * The contract of a tool: a fresh copy of its interface as JSON data.
 * @param tool - any tool, also one made by another copy of this package.
 * @returns the contract.
 * @throws SemanticError when a parameter's default is not JSON data (a `Date` or a function
 * inside a list default), which a contract cannot hold.
 * @example
 * ```ts
 * import { defineTool, toolContract } from "@kit/tools";
 *
 * const echo = defineTool({
 *   name: "echo",
 *   inputSchema: { parameters: [{ name: "text", type: "string" }] },
 *   execute: (inputs) => ({ text: inputs.text }),
 * });
 * const contract = toolContract(echo);
 * // contract.input: { parameters: [{ name: "text", type: "string" }], strict: false }
 * ```
 */
export function toolContract(tool: AnyTool): ToolContract {
  const { readOnly, destructive, idempotent, openWorld } = tool.effects;
  return {
    name: tool.name,
    version: tool.version,
    description: tool.description,
    input: schemaDefinition(tool.inputSchema, tool.name, "input"),
    output: schemaDefinition(tool.outputSchema, tool.name, "output"),
    effects: { readOnly, destructive, idempotent, openWorld },
  };
}

function schemaDefinition(
  schema: ToolSchema | null,
  toolName: string,
  direction: "input" | "output",
): SchemaDefinition | null {
  if (schema === null) return null;
  const parameters = schema.parameters.map((parameter) => {
    const copy = copyJson(parameter);
    if (copy === undefined) {
      throw new SemanticError(
        `Tool '${toolName}': the default of ${direction} parameter '${parameter.name}' is not JSON data, so it cannot be part of the tool's contract: use plain objects, lists, strings, finite numbers, booleans and null.`,
      );
    }
    return copy as ParameterDefinition;
  });
  // A schema-shaped object from another copy of @kit/schema may have no definitions or rules.
  const definitionsOf = schema.definitions as ToolSchema["definitions"] | undefined;
  const names = definitionsOf === undefined ? [] : Object.keys(definitionsOf);
  const requires = schema.requires as ToolSchema["requires"] | undefined;
  const rules =
    requires === undefined || requires.length === 0
      ? {}
      : { requires: copyJson(requires) as ToolSchema["requires"] };
  if (names.length === 0) return { parameters, strict: schema.strict, ...rules };
  // Definitions hold no defaults of their own at the top, but their properties may: copied as
  // JSON data too (a value that is not JSON is refused, as a parameter's default is).
  const definitions: Record<string, ValueDefinition> = {};
  for (const name of names) {
    const copy = copyJson(schema.definitions[name]);
    if (copy === undefined) {
      throw new SemanticError(
        `Tool '${toolName}': ${direction} definition '${name}' holds a default that is not JSON data, so it cannot be part of the tool's contract: use plain objects, lists, strings, finite numbers, booleans and null.`,
      );
    }
    definitions[name] = copy as ValueDefinition;
  }
  return { parameters, strict: schema.strict, definitions, ...rules };
}
