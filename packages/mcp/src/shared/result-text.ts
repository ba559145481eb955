// The text of a tools/call result as sent to a client: capped, so one huge tool result cannot
// fill a model's context window, with the marker the provider formats of @kit/providers use.

/** The default cap on a result's text, in characters. */
export const DEFAULT_MAX_RESULT_LENGTH = 100_000;
/** The smallest cap: room for the marker itself, or it could not say what it cut. */
export const MIN_RESULT_LENGTH = 100;

/**
 * Checks a `maxResultLength` option once, when a server factory is made.
 * @returns the cap, or the default when `max` is undefined.
 * @throws RangeError when `max` is not an integer of at least 100.
 */
export function readMaxResultLength(max: number | undefined): number {
  const value = max ?? DEFAULT_MAX_RESULT_LENGTH;
  if (!Number.isSafeInteger(value) || value < MIN_RESULT_LENGTH) {
    throw new RangeError(
      `maxResultLength must be an integer of at least ${MIN_RESULT_LENGTH}, got ${String(value)}`,
    );
  }
  return value;
}

/**
 * The text itself when it fits in `max` characters; else its start and the marker
 * `[truncated: shown N of M characters]`, together at most `max` characters: exactly `max`,
 * or a little less when N has fewer digits than `max` or the cut would fall inside a character
 * made of two code units (never cut in half).
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
 * The text cut to what is `left` of a result's cap, for the text after the first: `capText`
 * when there is room for a useful start, else the marker alone (`shown 0`).
 */
export function capTextWithin(text: string, left: number): string {
  if (text.length <= left) return text;
  if (left >= MIN_RESULT_LENGTH) return capText(text, left);
  return `[truncated: shown 0 of ${text.length} characters]`;
}
