// The Gemini API's tool format (generateContent, through `@google/genai` or REST).
//
// Rules taken from Google's documentation and the `@google/genai` 3.3 types:
// - Tool (ai.google.dev/api/caching#Tool; SDK `Tool.functionDeclarations`): one Tool holds
//   every function declaration (at most 512). Requests with several Tool objects have been
//   refused ("Multiple tools are supported only when they are all search tools").
// - FunctionDeclaration.name (ai.google.dev/api/caching#FunctionDeclaration; SDK): starts with
//   a letter or '_', then letters, digits, '_', '.', ':' or '-', at most 64 characters (the
//   SDK says 128 for Vertex AI; 64 holds for both). Parameter names (SDK
//   `FunctionDeclaration.parameters`): start with a letter or '_', then letters, digits or
//   '_', at most 64 characters. "For function with no parameters, this can be left unset."
// - Schema (ai.google.dev/api/caching#Schema; SDK `Schema`): an OpenAPI 3.0 subset with
//   upper-case `type`, `properties`, `required`, `items`, `enum` (strings only, with
//   `format: "enum"`; an empty string is refused), `minimum` / `maximum`, `maxLength`,
//   `maxProperties` (int64 as text), `anyOf`, `default` (documented as ignored, so defaults
//   are also written in the description); no `$schema`, `additionalProperties` or `const`,
//   and an ARRAY must have `items`.
// - FunctionCall (SDK `FunctionCall`, `GenerateContentResponse.functionCalls`): `id` is
//   optional, `args` is an object.
// - FunctionResponse.response (SDK `FunctionResponse`): an object; "Use 'output' key to specify
//   function output and 'error' key to specify error details"; `id` matches the call's.
// - FunctionResponse.parts (SDK 3.3 `FunctionResponsePart.inlineData`, a `FunctionResponseBlob`
//   of base64 `data`, `mimeType` and `displayName`; Gemini 3 models): the media of a result,
//   referred to from `response` as `{ "$ref": displayName }`. Google's function calling guide
//   lists PNG, JPEG and WebP images, PDF and plain text; content parts become those
//   (internal/gemini-response.ts), other media a text stand-in.
import type { AnyTool, ToolCallOutcome, ToolCallRequest, ToolRegistry } from "@kit/tools";
import { SemanticError } from "@kit/tools";
import type { DeclarationChange, ToolDeclarationReport } from "./declaration-report";
import type { GeminiSchema } from "./gemini-schema";
import { type Base64Encoder, base64Encoder } from "./internal/base64";
import { type NameRule, shownName } from "./internal/check-names";
import { type DeclarationStep, declareEach, QUIET } from "./internal/declare-each";
import { FRESH_ID_PREFIX, geminiCalls } from "./internal/gemini-calls";
import { geminiContent, outputValue } from "./internal/gemini-response";
import { geminiParametersOf } from "./internal/gemini-schema";
import { declareParameters } from "./internal/json-schema-declaration";
import { inputJSONSchema, type JSONNode } from "./internal/json-schema-node";
import { capText, readMaxResultLength } from "./internal/result-text";
import { toolList } from "./internal/tool-list";
import type { JSONSchemaParameters } from "./json-schema-parameters";
import type { ResultOptions, ToolDeclarationOptions, ToolFormat } from "./tool-format";

export { Type as GeminiType } from "./internal/gemini-type";

/** One function the model may call: assignable to `FunctionDeclaration` of `@google/genai`. */
export interface GeminiFunctionDeclaration {
  name: string;
  description?: string;
  /** Left out for a function without parameters, and when `parametersJsonSchema` is sent. */
  parameters?: GeminiSchema;
  /**
   * The parameters as JSON Schema, sent instead of `parameters` where Gemini's OpenAPI subset
   * cannot say the schema exactly (an optional key beside `additionalProperties: false`, what
   * other keys hold, named definitions, ...).
   */
  parametersJsonSchema?: JSONSchemaParameters;
}

/** The Tool that holds every declaration: assignable to `Tool` of `@google/genai`. */
export interface GeminiTool {
  functionDeclarations: GeminiFunctionDeclaration[];
}

/** A function call as Gemini sends it (`FunctionCall` of `@google/genai`). */
export interface GeminiFunctionCall {
  readonly id?: string | undefined;
  readonly name?: string | undefined;
  readonly args?: Record<string, unknown> | undefined;
}

/** A part of a Gemini content; only `functionCall` is read (`Part` of `@google/genai`). */
export interface GeminiPart {
  readonly functionCall?: GeminiFunctionCall | undefined;
}

/** A Gemini content (`Content` of `@google/genai`): the model's turn. */
export interface GeminiContent {
  readonly parts?: readonly GeminiPart[] | undefined;
  readonly role?: string | undefined;
}

/** A Gemini reply (`GenerateContentResponse` of `@google/genai`); the first candidate is read. */
export interface GeminiResponse {
  readonly candidates?: readonly { readonly content?: GeminiContent | undefined }[] | undefined;
}

/**
 * What `calls()` reads: the response, the first candidate's content, its parts, or the SDK's
 * `response.functionCalls` list.
 */
export type GeminiReply =
  | GeminiResponse
  | GeminiContent
  | readonly GeminiPart[]
  | readonly GeminiFunctionCall[];

/**
 * Media of a function's result (`FunctionResponsePart` of `@google/genai`): base64 bytes, named
 * `part-<n>` (n the content part's index) so that `response` can refer to them.
 */
export interface GeminiFunctionResponseMedia {
  inlineData: { mimeType: string; data: string; displayName: string };
}

/** A function's result for the model: assignable to `Part` of `@google/genai`. */
export interface GeminiFunctionResponsePart {
  functionResponse: {
    /** The call's id; left out where Gemini sent the call without one. */
    id?: string;
    name: string;
    /**
     * `{ output }` on success, `{ error }` on failure. For a tool that returned content parts,
     * `content` too: in order, text as strings and each medium as `{ "$ref": "part-<n>" }`.
     */
    response: Record<string, unknown>;
    /** The images and files of a tool that returned content parts, referred to by `response`. */
    parts?: GeminiFunctionResponseMedia[];
  };
}

/**
 * Options of {@link geminiFormat}. `onWarning` receives a message for each tool left out, and
 * for each tool whose `parametersJsonSchema` holds a keyword Gemini does not document (kit still
 * checks it).
 */
export interface GeminiFormatOptions extends ResultOptions, ToolDeclarationOptions {}

/** The Gemini format's `ToolFormat`. */
export type GeminiFormat = ToolFormat<GeminiTool, GeminiReply, GeminiFunctionResponsePart>;

const MAX_DECLARATIONS = 512;
const TOOL_NAME: NameRule = {
  kind: "tool name",
  pattern: /^[A-Za-z_][A-Za-z0-9_.:-]{0,63}$/,
  description:
    "must start with a letter or '_' and have at most 64 letters, digits, '_', '.', ':' or '-'",
};
const PARAMETER_NAME: NameRule = {
  kind: "parameter name",
  pattern: /^[A-Za-z_][A-Za-z0-9_]{0,63}$/,
  description: "must start with a letter or '_' and have at most 64 letters, digits or '_'",
};

/**
 * The tool format of the Gemini API (`generateContent`).
 *
 * - `tools()` returns one Tool holding every function declaration (none for no tools), to
 *   send as `config.tools`. Parameters are declared in Gemini's Schema, exactly what dispatch
 *   accepts: enums of numbers as `anyOf` ranges of one value, a list without `items` with the
 *   empty (any) item schema, a dictionary as an OBJECT without properties, a strict schema
 *   with only required parameters through `maxProperties`, defaults also in the description.
 * - `calls()` gives each function call in order; a call without an id gets a fresh one,
 *   `kit-gemini-` and a random UUID; arguments are Gemini's `args` object.
 * - `results()` gives one `functionResponse` part per outcome, in order, for one content with
 *   `role: "user"`: `response` is `{ output }` on success (the output, or its capped text when
 *   it is longer than `maxResultLength`) and `{ error: text }` on failure; the call's id is
 *   echoed where Gemini gave one. For a tool that returned content parts, `response.content`
 *   holds them in order (text as strings, each image or file as `{ "$ref": "part-<n>" }`) and
 *   the part's `functionResponse.parts` the images and files themselves.
 * @throws RangeError for a `maxResultLength` that is not an integer of at least 100.
 * @example
 * ```ts
 * import { geminiFormat } from "@kit/providers";
 * import { ToolDispatcher, type ToolRegistry } from "@kit/tools";
 *
 * declare const registry: ToolRegistry;
 * declare const reply: Parameters<ReturnType<typeof geminiFormat>["calls"]>[0];
 *
 * const format = geminiFormat();
 * const tools = format.tools(registry); // config.tools
 * const outcomes = await new ToolDispatcher(registry).dispatchAll(format.calls(reply));
 * const next = { role: "user", parts: format.results(outcomes) }; // appended to contents
 * ```
 */
export function geminiFormat(options: GeminiFormatOptions = {}): GeminiFormat {
  const maxResultLength = readMaxResultLength(options);
  return {
    name: "gemini",
    tools: (tools) => declare(tools, options).declarations,
    explain: (tools) => declare(tools, QUIET).reports,
    calls: (reply) => geminiCalls(reply),
    results: (outcomes) => {
      const encode = base64Encoder();
      return outcomes.map((outcome) => resultPart(outcome, maxResultLength, encode));
    },
  };
}

function declare(
  tools: ToolRegistry | Iterable<AnyTool>,
  options: ToolDeclarationOptions,
): { declarations: GeminiTool[]; reports: ToolDeclarationReport[] } {
  const list = toolList(tools);
  if (list.length > MAX_DECLARATIONS) {
    throw new SemanticError(
      `The gemini format declares at most ${MAX_DECLARATIONS} functions, got ${list.length} tools`,
    );
  }
  const { declarations, reports } = declareEach("gemini", list, options, STEP);
  return {
    declarations: declarations.length === 0 ? [] : [{ functionDeclarations: declarations }],
    reports,
  };
}

const STEP: DeclarationStep<GeminiFunctionDeclaration> = {
  names: (tool) => [
    { name: tool.name, rule: TOOL_NAME },
    ...(tool.inputSchema?.parameters ?? []).map((parameter) => ({
      name: parameter.name,
      rule: PARAMETER_NAME,
      where: `tool '${shownName(tool.name)}'`,
    })),
  ],
  declare: (tool) => {
    const declaration: GeminiFunctionDeclaration = { name: tool.name };
    if (tool.description !== "") declaration.description = tool.description;
    const input = inputJSONSchema(tool);
    const parameters = geminiParametersOf(input);
    if (parameters.problems.length === 0) {
      if (parameters.schema !== undefined) declaration.parameters = parameters.schema;
      return { declaration, report: { strict: false, carrier: "parameters", changes: [] } };
    }
    // What the OpenAPI subset cannot say exactly is said in JSON Schema.
    const json = declareParameters(input, { keyword: geminiKeyword });
    declaration.parametersJsonSchema = json.parameters;
    const changes: DeclarationChange[] = [
      {
        kind: "moved",
        path: "",
        keyword: "parameters",
        message: `sent as parametersJsonSchema: Gemini's OpenAPI subset cannot say it (${parameters.problems[0]})`,
      },
      ...json.changes,
    ];
    return { declaration, report: { strict: false, carrier: "parametersJsonSchema", changes } };
  },
};

// The JSON Schema keywords Gemini documents (structured output guide, "JSON Schema support"):
// the others are sent and reported as not held by Gemini; kit checks them.
const GEMINI_JSON_KEYWORDS = new Set(["minimum", "maximum", "minItems", "maxItems", "prefixItems"]);
const GEMINI_JSON_FORMATS = new Set(["date-time", "date", "time"]);

function geminiKeyword(keyword: string, node: JSONNode): "keep" | "unheld" {
  if (GEMINI_JSON_KEYWORDS.has(keyword)) return "keep";
  if (keyword === "format") {
    return typeof node.format === "string" && GEMINI_JSON_FORMATS.has(node.format)
      ? "keep"
      : "unheld";
  }
  return "unheld";
}

function resultPart(
  outcome: ToolCallOutcome,
  max: number,
  encode: Base64Encoder,
): GeminiFunctionResponsePart {
  const { request, result, text } = outcome;
  const content = geminiContent(outcome, max, encode);
  let response: Record<string, unknown>;
  if (content !== undefined) response = content.response;
  else if (result.status === "success")
    response = { output: outputValue(text, capText(text, max)) };
  else response = { error: capText(text, max) };
  const functionResponse: GeminiFunctionResponsePart["functionResponse"] = {
    name: request.name,
    response,
  };
  if (hasGeminiId(request)) functionResponse.id = request.id;
  if (content !== undefined && content.parts.length > 0) functionResponse.parts = content.parts;
  return { functionResponse };
}

function hasGeminiId(request: ToolCallRequest): boolean {
  return request.id !== "" && !request.id.startsWith(FRESH_ID_PREFIX);
}
