// The text of a result as sent back to a model: capped, so one huge tool result cannot fill the
// context window, with a marker that says so.
import type { ResultOptions } from "../tool-format";

/** The default cap on a result's text, in characters. */
export const DEFAULT_MAX_RESULT_LENGTH = 100_000;
// Room for the marker itself: a smaller cap could not say what it cut.
const MIN_RESULT_LENGTH = 100;

/** Checks the options' cap once, when a format is made. */
export function readMaxResultLength(options: ResultOptions | undefined): number {
  const max = options?.maxResultLength ?? DEFAULT_MAX_RESULT_LENGTH;
  if (!Number.isSafeInteger(max) || max < MIN_RESULT_LENGTH) {
    throw new RangeError(
      `maxResultLength must be an integer of at least ${MIN_RESULT_LENGTH}, got ${String(max)}`,
    );
  }
  return max;
}

/**
 * The text itself when it fits in `max` characters; else its start and the marker
 * `[truncated: shown N of M characters]`, together exactly `max` characters or one less (a
 * character made of two code units is never cut in half).
 */
export function capText(text: string, max: number): string {
  if (text.length <= max) return text;
  const marker = (shown: number): string =>
    `\n[truncated: shown ${shown} of ${text.length} characters]`;
  // marker(max) is at least as long as marker(shown) for any shown <= max.
  let shown = max - marker(max).length;
  if (isHighSurrogate(text.charCodeAt(shown - 1))) shown -= 1;
  return `${text.slice(0, shown)}${marker(shown)}`;
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

/**
 * The cap for a result of several text blocks: one budget of `max` characters for all of them,
 * in order. A block that fits is kept; the first that does not is cut (`capText`) to what is
 * left; a block that finds less than 100 characters left is replaced by
 * `[text, N characters: not sent, over maxResultLength]`.
 */
export function textBudget(max: number): (text: string) => string {
  let left = max;
  return (text) => {
    if (text.length <= left) {
      left -= text.length;
      return text;
    }
    const shown = left >= MIN_RESULT_LENGTH ? capText(text, left) : undefined;
    left = 0;
    return shown ?? `[text, ${text.length} characters: not sent, over maxResultLength]`;
  };
}
