// The compile-time side of "an output is JSON data": what `defineTool` checks a return type
// against, so that a Buffer, a Map or a Date in an output is an error where it is written.
import type { ToolContent } from "./tool-content";

declare const NOT_JSON: unique symbol;

/**
 * Where a value that is not JSON data stands in an output type: the error names it. Return
 * bytes as a content part (`toolContent([image(bytes, "image/png")])`) and dates as strings.
 */
export interface NotJsonData<TValue> {
  /** Why the value is refused. */
  readonly [NOT_JSON]: "not JSON data: return bytes as content parts (toolContent), dates as ISO strings";
  /** The value's type. */
  readonly value: TValue;
}

/** Types that are never JSON data, whatever they hold. */
type NonJson =
  | Date
  | Map<unknown, unknown>
  | ReadonlyMap<unknown, unknown>
  | Set<unknown>
  | ReadonlySet<unknown>
  | WeakMap<object, unknown>
  | WeakSet<object>
  | RegExp
  | Promise<unknown>
  | ArrayBuffer
  | ArrayBufferView
  | ((...args: never[]) => unknown)
  | bigint
  | symbol;

/**
 * `TValue` with every part that is not JSON data replaced by {@link NotJsonData}: equal to
 * `TValue` when it is all JSON data (strings, numbers, booleans, null, lists, plain objects;
 * `undefined` as an absent key). `unknown` and `any` pass: nothing is known of them.
 */
export type JsonData<TValue> = unknown extends TValue
  ? TValue
  : // biome-ignore lint/suspicious/noConfusingVoidType: an execute that returns nothing returns void
    TValue extends string | number | boolean | null | undefined | void
    ? TValue
    : TValue extends NonJson
      ? NotJsonData<TValue>
      : TValue extends object
        ? { [TKey in keyof TValue]: JsonData<TValue[TKey]> }
        : NotJsonData<TValue>;

/**
 * What `defineTool` checks a spec's `execute` against when no output schema types it: its
 * return value (or the output inside a `ToolContent`), resolved, as JSON data. `TReturn` is
 * what `execute` was inferred to return; it is not inferred from here.
 */
export interface JsonExecute<TReturn> {
  /** The spec's `execute`, whose result must be JSON data. */
  execute(...args: never[]): NoInfer<JsonReturn<TReturn>> | Promise<NoInfer<JsonReturn<TReturn>>>;
}

/** A return value as JSON data: the output, or the output inside a `ToolContent`. */
export type JsonReturn<TReturn> =
  TReturn extends ToolContent<infer TOutput> ? ToolContent<JsonData<TOutput>> : JsonData<TReturn>;
