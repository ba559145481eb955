// The one shape every provider format has: declarations out, calls in, results out.
import type { AnyTool, ToolCallOutcome, ToolCallRequest, ToolRegistry } from "@kit/tools";
import type { ToolDeclarationReport } from "./declaration-report";

/**
 * Translation between kit's tool layer and one provider's wire format. A format is stateless:
 * the same instance serves any number of requests and conversations.
 * @example
 * ```ts
 * import { openAIChatFormat } from "@kit/providers";
 * import { ToolDispatcher, type ToolRegistry } from "@kit/tools";
 *
 * declare const registry: ToolRegistry;
 * declare const reply: Parameters<ReturnType<typeof openAIChatFormat>["calls"]>[0];
 *
 * const format = openAIChatFormat();
 * const tools = format.tools(registry); // the request's `tools`
 * const outcomes = await new ToolDispatcher(registry).dispatchAll(format.calls(reply));
 * const messages = format.results(outcomes); // appended to the conversation
 * ```
 */
export interface ToolFormat<TDeclaration, TResponse, TResultMessage> {
  /** The format's name: `"openai-chat"`, `"openai-responses"`, `"anthropic"` or `"gemini"`. */
  readonly name: string;
  /**
   * What to send as the request's tools, one declaration per tool in registration order. A
   * tool whose schema the provider cannot take (too deep to walk) is left out and reported, and
   * the others are declared; see {@link ToolDeclarationOptions}.
   * @throws SemanticError listing every tool or parameter name the provider refuses, with the
   * provider's rule (unless `onUndeclarable: "skip"`), or, with `onUndeclarable: "throw"`, naming
   * a tool whose schema it cannot take.
   */
  tools(tools: ToolRegistry | Iterable<AnyTool>): TDeclaration[];
  /**
   * What `tools()` declares for each tool and why, in the same order: left out or declared,
   * strict or not (and why not), and every place where the declaration differs from the
   * tool's input JSON Schema (loosened, narrowed, or said another way). Warns nothing.
   * @example
   * ```ts
   * import { openAIChatFormat } from "@kit/providers";
   * import { defineTool } from "@kit/tools";
   *
   * const tool = defineTool({
   *   name: "open_page",
   *   inputSchema: { parameters: [{ name: "url", type: "string", format: "uri" }] },
   *   execute: ({ url }) => ({ url }),
   * });
   * const [report] = openAIChatFormat().explain([tool]);
   * // { tool: "open_page", declared: true, strict: true,
   * //   changes: [{ kind: "loosened", path: "/properties/url/format", keyword: "format", ... }] }
   * ```
   */
  explain(tools: ToolRegistry | Iterable<AnyTool>): ToolDeclarationReport[];
  /**
   * The tool calls in a model's reply, in order, with the provider's ids (a fresh id where
   * the provider gives none). Accepts the whole response or the part of it that holds the
   * calls, as the provider's SDK returns them.
   */
  calls(response: TResponse): ToolCallRequest[];
  /**
   * What to send back: one result in the provider's shape per outcome, in order, with the
   * content parts of a tool that returned some as that provider takes them. Chat Completions
   * adds one user message after the tool messages when results hold images or PDFs, which a
   * tool message cannot.
   */
  results(outcomes: readonly ToolCallOutcome[]): TResultMessage[];
}

/** Options every format takes. */
export interface ResultOptions {
  /**
   * The most characters of a result's text sent back to the model; longer text is cut and
   * ends with a marker saying how much was left out. Defaults to 100,000 (about 25,000 tokens).
   * For a tool that returned content parts, all the text of its result (the output's, the
   * parts') shares this budget; images and files are not counted.
   */
  readonly maxResultLength?: number | undefined;
}

/** Options every format takes about the tools it cannot declare as they are. */
export interface ToolDeclarationOptions {
  /**
   * What `tools()` does with a tool the provider cannot take. By default a name the provider
   * refuses throws one `SemanticError` listing every refused name with the provider's rule, and
   * a tool whose schema cannot be declared (too deep to walk) is left out and reported (to
   * `onWarning`, or else as a process warning with the code `KIT_TOOL_NOT_DECLARED`, once per
   * tool and format). `"skip"` leaves out and reports tools with refused names too (for tools
   * from a server the app does not control: one bad tool does not take down the others);
   * `"throw"` also throws for a schema that cannot be declared.
   */
  readonly onUndeclarable?: "skip" | "throw" | undefined;
  /**
   * Receives a message for each tool left out, and for each tool declared with a constraint
   * the provider is not held to (kit still checks it at dispatch).
   */
  readonly onWarning?: ((message: string) => void) | undefined;
}
