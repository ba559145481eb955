// The part both OpenAI formats share: a tool as a function declaration (name, description,
// parameters, strict), the name rule, and a call marked for nulls.
import type { AnyTool, ToolRegistry } from "@kit/tools";
import type { ToolDeclarationReport } from "../declaration-report";
import type { JSONSchemaParameters } from "../json-schema-parameters";
import type { NameRule } from "./check-names";
import { type DeclareOptions, declareEach } from "./declare-each";
import { openAIDeclaration } from "./openai-strict";

/** The fields of a function declaration that both OpenAI APIs share. */
export interface OpenAIFunctionFields {
  name: string;
  description?: string;
  parameters: JSONSchemaParameters;
  strict: boolean;
}

// The function name rule of both APIs, from the SDK's FunctionDefinition.name: "Must be a-z,
// A-Z, 0-9, or contain underscores and dashes, with a maximum length of 64". Parameter names
// have no documented rule.
const FUNCTION_NAME: NameRule = {
  kind: "tool name",
  pattern: /^[a-zA-Z0-9_-]{1,64}$/,
  description: "must be 1 to 64 letters, digits, '_' or '-'",
};

/**
 * The function declarations of the tools, in order, and a report per tool.
 * @param strict - the format's `strict` option: tools are declared strict where they can be
 * (schemas that are not strict too, refusing the unknown keys dispatch drops), and optional
 * keys are nullable at every depth in every declaration (dispatch reads `null` as absent), and
 * dictionaries of caller-chosen keys with a definition for their values are entry lists.
 * @throws SemanticError for a refused name or schema when `options.onUndeclarable` is `"throw"`.
 */
export function openAIFunctions(
  format: string,
  tools: ToolRegistry | Iterable<AnyTool>,
  strict: boolean,
  options: DeclareOptions,
): { declarations: OpenAIFunctionFields[]; reports: ToolDeclarationReport[] } {
  return declareEach(format, tools, options, {
    names: (tool) => [{ name: tool.name, rule: FUNCTION_NAME }],
    declare: (tool) => {
      const declared = openAIDeclaration(tool, strict);
      const declaration: OpenAIFunctionFields = {
        name: tool.name,
        ...(tool.description === "" ? {} : { description: tool.description }),
        parameters: declared.parameters,
        strict: declared.strict,
      };
      return {
        declaration,
        report: {
          strict: declared.strict,
          notStrictBecause: declared.notStrictBecause,
          changes: declared.changes,
        },
      };
    },
  });
}
