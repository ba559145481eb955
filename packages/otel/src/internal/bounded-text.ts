// Hot path: runs on every recorded value. The one way this package cuts a text to a limit.

/**
 * Cuts `text` to `maxLength` UTF-16 code units, ending with an ellipsis, never leaving half
 * a surrogate pair at the cut.
 * @returns the text itself when it fits.
 */
export function boundedText(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  return `${text.slice(0, maxLength - 1).replace(/[\uD800-\uDBFF]$/, "")}…`;
}
