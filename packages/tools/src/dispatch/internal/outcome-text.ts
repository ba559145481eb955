// What a model reads back after a tool call: the output, or what went wrong and, for bad
// arguments, what the tool expects, so the model can correct its call.
import type { ParameterDefinition } from "@kit/schema";
import { ToolValidationError } from "../../errors/tool-validation-error";
import type { ToolResult } from "../../executor/tool-result";
import type { AnyTool } from "../../tool/tool";

const OUTPUT_FAULT =
  "This is a fault of the tool, not of the arguments: the same call will fail the same way.";

/** The text of a result for the model. */
export function outcomeText(tool: AnyTool | undefined, result: ToolResult): string {
  if (result.status === "success") return outputText(result.output);
  const error = result.error as Error;
  if (!ToolValidationError.isInstance(error)) return error.message;
  if (error.direction === "output") return `${error.message}\n${OUTPUT_FAULT}`;
  return `${error.message}\n${expectedParameters(tool?.inputSchema?.parameters)}`;
}

function outputText(output: unknown): string {
  try {
    return JSON.stringify(output) ?? "null";
  } catch (error) {
    return `(the output cannot be shown as JSON: ${error instanceof Error ? error.message : String(error)})`;
  }
}

/**
 * `Expected parameters: city (string, required), units (string, one of 'imperial', 'metric',
 * default "imperial")`, or `Expected parameters: none`; a tool without an input schema takes
 * any dictionary.
 */
export function expectedParameters(parameters: readonly ParameterDefinition[] | undefined): string {
  if (parameters === undefined) return "Expected parameters: any dictionary";
  if (parameters.length === 0) return "Expected parameters: none";
  return `Expected parameters: ${parameters.map(describeParameter).join(", ")}`;
}

function describeParameter(parameter: ParameterDefinition): string {
  // `items` is a type name, or a nested definition (`{ type: "dictionary", properties }`).
  const items = parameter.items;
  const facts = [
    items === undefined
      ? parameter.type
      : `list of ${typeof items === "string" ? items : (items as { type: string }).type}`,
  ];
  if (parameter.enum !== undefined) facts.push(`one of ${parameter.enum.map(quote).join(", ")}`);
  if (parameter.minimum !== undefined) facts.push(`at least ${parameter.minimum}`);
  if (parameter.maximum !== undefined) facts.push(`at most ${parameter.maximum}`);
  if (parameter.required !== false) facts.push("required");
  else if (parameter.default !== undefined)
    facts.push(`default ${JSON.stringify(parameter.default)}`);
  else facts.push("optional");
  return `${parameter.name} (${facts.join(", ")})`;
}

function quote(value: string | number): string {
  return typeof value === "string" ? `'${value}'` : String(value);
}
