// The part both OpenAI formats share: a tool as a function declaration (name, description,
// parameters, strict), the name rule, and a call marked for nulls.
import type { AnyTool, ToolRegistry } from "@kit/tools";
import type { JSONSchemaParameters } from "../json-schema-parameters";
import { checkNames, type NameRule } from "./check-names";
import { jsonSchemaDeclaration } from "./json-schema-declaration";
import { strictBlocker } from "./openai-strict";
import { toolList } from "./tool-list";

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
 * The function declarations of the tools, in order.
 * @param strict - the format's `strict` option: tools are declared strict where they can be
 * (schemas that are not strict too, refusing the unknown keys dispatch drops), and optional
 * parameters are nullable in every declaration (dispatch reads `null` as absent).
 * @throws SemanticError listing every tool name OpenAI refuses.
 */
export function openAIFunctions(
  format: string,
  tools: ToolRegistry | Iterable<AnyTool>,
  strict: boolean,
): OpenAIFunctionFields[] {
  const list = toolList(tools);
  checkNames(
    format,
    list.map((tool) => ({ name: tool.name, rule: FUNCTION_NAME })),
  );
  return list.map((tool) => {
    const declaredStrict = strict && strictBlocker(tool) === undefined;
    return {
      name: tool.name,
      ...(tool.description === "" ? {} : { description: tool.description }),
      parameters: jsonSchemaDeclaration(tool, {
        nullableOptional: strict,
        requireAll: declaredStrict,
        // Strict mode wants `additionalProperties: false`: a loose schema's declaration refuses
        // the unknown keys dispatch would drop (a reply that still has one gets it dropped).
        refuseUnknown: declaredStrict,
        // The `default` keyword is refused in strict mode; elsewhere it is plain JSON Schema.
        defaultInDescription: declaredStrict,
        // OpenAI refuses an array without `items` ("array schema missing items"); `{}` accepts
        // any element, as the list itself does.
        anyItems: true,
      }),
      strict: declaredStrict,
    };
  });
}
