// What a tool returns to give content parts: the parts, and its structured output beside them.
import type { ContentPart } from "./content-part";

const MARK: unique symbol = Symbol.for("kit.ToolContent") as never;

/**
 * A tool's result with content parts: `parts` in order (text, images, audio, files, links)
 * and, beside them, the structured `output` (checked by the tool's output schema when it has
 * one). Make it with {@link toolContent}.
 */
export interface ToolContent<TOutput = undefined> {
  /** The parts, in order. */
  readonly parts: readonly ContentPart[];
  /** The structured output; `undefined` when the tool gives parts only. */
  readonly output: TOutput;
}

/** What a tool's `execute` may give back: its output alone, or content parts beside it. */
export type ToolReturn<TOutput> = TOutput | ToolContent<TOutput>;

/** The structured output of what `execute` gives back: a `ToolContent`'s `output`, else itself. */
export type OutputOf<TReturn> = TReturn extends ToolContent<infer TOutput> ? TOutput : TReturn;

/**
 * Wraps a tool's content parts, and optionally its structured output, as what `execute`
 * returns. The executor checks each part, redacts its text (never its bytes), and gives the
 * parts as the result's `content`; the output is checked and redacted as any output.
 * @param parts - the parts, in order; the list is copied, the bytes in it are not.
 * @example
 * ```ts
 * import { defineTool, image, text, toolContent } from "@kit/tools";
 *
 * declare function render(city: string): Uint8Array;
 * const map = defineTool({
 *   name: "city_map",
 *   inputSchema: { parameters: [{ name: "city", type: "string" }] },
 *   execute: ({ city }) =>
 *     toolContent([text(`A map of ${city}.`), image(render(city), "image/png")], { city }),
 * });
 * ```
 */
export function toolContent(parts: readonly ContentPart[]): ToolContent<undefined>;
/**
 * Wraps a tool's content parts and its structured output, as what `execute` returns.
 * @param parts - the parts, in order; the list is copied, the bytes in it are not.
 * @param output - the structured output, required when the tool declares an output schema:
 * checked and redacted as any output.
 */
export function toolContent<TOutput>(
  parts: readonly ContentPart[],
  output: TOutput,
): ToolContent<TOutput>;
export function toolContent(parts: readonly ContentPart[], output?: unknown): ToolContent<unknown> {
  if (!Array.isArray(parts)) throw new TypeError("toolContent(): parts must be an array.");
  const content = { parts: Object.freeze([...parts]), output };
  Object.defineProperty(content, MARK, { value: true });
  return Object.freeze(content);
}

/** Tells whether a tool's return value is a {@link ToolContent}, made by any copy of this package. */
export function isToolContent(value: unknown): value is ToolContent<unknown> {
  return (
    typeof value === "object" && value !== null && (value as { [MARK]?: unknown })[MARK] === true
  );
}
