// The Anthropic Messages API tool format. What it relies on, from Anthropic's tool use guide
// (https://docs.claude.com/en/docs/agents-and-tools/tool-use/implement-tool-use), the API
// reference of `tools` and the types of the `@anthropic-ai/sdk` SDK (`Tool`, `ToolUseBlock`,
// `ToolResultBlockParam`):
// - a tool is `{ name, description, input_schema }`, the schema a JSON Schema object (the
//   `default` keyword and arrays without `items` are plain JSON Schema there, so the schema is
//   the tool's own, without `$schema`);
// - a tool name must match `^[a-zA-Z0-9_-]{1,64}$` (API reference of `tools[].name`), and a
//   property name `^[a-zA-Z0-9_.-]{1,64}$` (the API refuses others with "Property keys should
//   match pattern '^[a-zA-Z0-9_.-]{1,64}$'");
// - a reply's calls are its `content` blocks of type `tool_use`, each `{ id, name, input }` with
//   the input as an object;
// - the results are `tool_result` blocks `{ type: "tool_result", tool_use_id, content,
//   is_error }`, all of them in ONE user message, in the order of the calls (the API wants the
//   results of every `tool_use` of a message in the next user message);
// - a result's `content` may be a list of text, image (base64, JPEG, PNG, GIF or WebP) and
//   document (base64 PDF, or plain text) blocks (`ToolResultBlockParam.content`); content parts
//   become those blocks (internal/anthropic-content.ts), audio and other types a text stand-in.
import type { AnyTool, ToolCallOutcome, ToolCallRequest, ToolRegistry } from "@kit/tools";
import type { ToolDeclarationReport } from "./declaration-report";
import { anthropicContent } from "./internal/anthropic-content";
import { anthropicDeclaration, inputExamples } from "./internal/anthropic-strict";
import { base64Encoder } from "./internal/base64";
import { type NameRule, type NameToCheck, shownName } from "./internal/check-names";
import { type DeclarationStep, declareEach, QUIET } from "./internal/declare-each";
import { toolParameters } from "./internal/json-schema-declaration";
import { badReply, isObject, stringOf, valueArguments } from "./internal/read-reply";
import { capText, readMaxResultLength } from "./internal/result-text";
import type { JSONSchemaParameters } from "./json-schema-parameters";
import type { ResultOptions, ToolDeclarationOptions, ToolFormat } from "./tool-format";

/** A tool of a Messages request (the SDK's `Tool`). */
export interface AnthropicTool {
  name: string;
  description?: string;
  input_schema: JSONSchemaParameters;
  /** Sent when the schema fits Anthropic's strict tool use: the input is held to the schema. */
  strict?: true;
  /** Examples of input, from the schema's `examples` that the schema itself accepts. */
  input_examples?: Record<string, unknown>[];
}

/** Options of {@link anthropicFormat}. */
export interface AnthropicFormatOptions extends ResultOptions, ToolDeclarationOptions {
  /**
   * Declare tools with `strict: true` (Anthropic's strict tool use) where their schema fits its
   * subset; what the subset cannot carry (numeric bounds, string lengths, ...) is said in the
   * description and checked by kit. A dictionary whose keys are the caller's choice, with a
   * definition for its values, is declared as a list of `{ key, value }` entries (in every
   * declaration), and `calls()` marks its requests `dictionariesAsEntries` so that dispatch reads
   * the list back into the dictionary. Defaults to `true`. Anthropic compiles strict schemas into
   * a grammar and refuses a request whose grammar is too large: for many or large tools, pass
   * `false`.
   */
  readonly strict?: boolean | undefined;
}

/** A call of a tool (the SDK's `ToolUseBlock`). */
export interface AnthropicToolUseBlock {
  readonly type: "tool_use";
  readonly id: string;
  readonly name: string;
  /** The arguments, as an object. */
  readonly input: unknown;
}

/** A content block of a message: only `tool_use` blocks are calls, the others are skipped. */
export type AnthropicContentBlock = AnthropicToolUseBlock | { readonly type: string };

/** The part of a Messages API reply that holds its calls (the SDK's `Message`). */
export interface AnthropicMessage {
  readonly content: string | readonly AnthropicContentBlock[];
}

/** What `calls()` takes: the message or its content blocks. */
export type AnthropicReply = AnthropicMessage | readonly AnthropicContentBlock[];

/** Text in a tool result (the SDK's `TextBlockParam`). */
export interface AnthropicTextBlock {
  type: "text";
  text: string;
}

/** An image in a tool result (the SDK's `ImageBlockParam` with a `Base64ImageSource`). */
export interface AnthropicImageBlock {
  type: "image";
  source: {
    type: "base64";
    media_type: "image/jpeg" | "image/png" | "image/gif" | "image/webp";
    data: string;
  };
}

/**
 * A file in a tool result (the SDK's `DocumentBlockParam`): a PDF as base64, or a text file as
 * plain text; `title` is the resource's URI.
 */
export interface AnthropicDocumentBlock {
  type: "document";
  source:
    | { type: "base64"; media_type: "application/pdf"; data: string }
    | { type: "text"; media_type: "text/plain"; data: string };
  title: string;
}

/** A block of a tool result's content, for a tool that returned content parts. */
export type AnthropicResultContent =
  | AnthropicTextBlock
  | AnthropicImageBlock
  | AnthropicDocumentBlock;

/**
 * The result of one call (the SDK's `ToolResultBlockParam`). The results of a reply's calls go
 * together in the `content` of one user message.
 */
export interface AnthropicToolResultBlock {
  type: "tool_result";
  tool_use_id: string;
  /**
   * The result's text; a list of blocks when the tool returned content parts (its output's text
   * first, then one block per part).
   */
  content: string | AnthropicResultContent[];
  /** Present, and `true`, when the call failed. */
  is_error?: true;
}

const TOOL_NAME: NameRule = {
  kind: "tool name",
  pattern: /^[a-zA-Z0-9_-]{1,64}$/,
  description: "must be 1 to 64 letters, digits, '_' or '-'",
};
const PROPERTY_NAME: NameRule = {
  kind: "parameter name",
  pattern: /^[a-zA-Z0-9_.-]{1,64}$/,
  description: "must be 1 to 64 letters, digits, '_', '.' or '-'",
};

/**
 * The tool format of Anthropic's Messages API.
 * @throws RangeError for a `maxResultLength` that is not an integer of at least 100.
 * @example
 * ```ts
 * import { anthropicFormat } from "@kit/providers";
 * import { defineTool, ToolDispatcher, ToolRegistry } from "@kit/tools";
 *
 * const registry = new ToolRegistry();
 * registry.register(defineTool({ name: "now", execute: () => ({ time: "12:00" }) }));
 * const format = anthropicFormat();
 * const calls = format.calls({
 *   content: [{ type: "tool_use", id: "toolu_1", name: "now", input: {} }],
 * });
 * const outcomes = await new ToolDispatcher(registry).dispatchAll(calls);
 * const message = { role: "user" as const, content: format.results(outcomes) };
 * // content: [{ type: "tool_result", tool_use_id: "toolu_1", content: '{"time":"12:00"}' }]
 * ```
 */
export function anthropicFormat(
  options: AnthropicFormatOptions = {},
): ToolFormat<AnthropicTool, AnthropicReply, AnthropicToolResultBlock> {
  const max = readMaxResultLength(options);
  const strict = options.strict ?? true;
  return {
    name: "anthropic",
    tools(tools: ToolRegistry | Iterable<AnyTool>): AnthropicTool[] {
      return declareEach("anthropic", tools, options, step(strict)).declarations;
    },
    explain(tools: ToolRegistry | Iterable<AnyTool>): ToolDeclarationReport[] {
      return declareEach("anthropic", tools, QUIET, step(strict)).reports;
    },
    calls(reply: AnthropicReply): ToolCallRequest[] {
      const requests: ToolCallRequest[] = [];
      for (const block of contentBlocks(reply)) {
        if (!isObject(block) || block.type !== "tool_use") continue;
        const request: ToolCallRequest = strict
          ? {
              id: stringOf(block.id),
              name: stringOf(block.name),
              arguments: valueArguments(block.input),
              dictionariesAsEntries: true,
            }
          : {
              id: stringOf(block.id),
              name: stringOf(block.name),
              arguments: valueArguments(block.input),
            };
        requests.push(request);
      }
      return requests;
    },
    results(outcomes: readonly ToolCallOutcome[]): AnthropicToolResultBlock[] {
      const encode = base64Encoder();
      return outcomes.map((outcome) => {
        const block: AnthropicToolResultBlock = {
          type: "tool_result",
          tool_use_id: outcome.request.id,
          content: anthropicContent(outcome, max, encode) ?? capText(outcome.text, max),
        };
        if (outcome.result.status === "failure") block.is_error = true;
        return block;
      });
    },
  };
}

function step(strict: boolean): DeclarationStep<AnthropicTool> {
  return {
    names: namesOf,
    declare: (tool) => {
      const declared = anthropicDeclaration(tool, strict);
      const declaration: AnthropicTool = {
        name: tool.name,
        ...(tool.description === "" ? {} : { description: tool.description }),
        input_schema: declared.schema,
      };
      if (declared.strict) declaration.strict = true;
      const changes = [...declared.changes];
      const { examples, refused } = inputExamples(tool, strict);
      if (examples.length > 0) declaration.input_examples = examples;
      if (examples.length > 0 || refused > 0) {
        changes.push({
          kind: "moved",
          path: "/examples",
          keyword: "examples",
          message: `${examples.length} sent as input_examples${refused > 0 ? `; ${refused} left out (the schema refuses them, or past 20)` : ""}`,
        });
      }
      return {
        declaration,
        report: { strict: declared.strict, notStrictBecause: declared.notStrictBecause, changes },
      };
    },
  };
}

function namesOf(tool: AnyTool): NameToCheck[] {
  const where = `tool '${shownName(tool.name)}'`;
  return [
    { name: tool.name, rule: TOOL_NAME },
    ...toolParameters(tool).map((parameter) => ({
      name: parameter.name,
      rule: PROPERTY_NAME,
      where,
    })),
  ];
}

function contentBlocks(reply: AnthropicReply): readonly unknown[] {
  if (Array.isArray(reply)) return reply;
  if (isObject(reply)) {
    // A message written as plain text holds no calls.
    if (typeof reply.content === "string") return [];
    if (Array.isArray(reply.content)) return reply.content;
  }
  throw badReply("anthropic", "a Message or its content blocks");
}
