// Cuts text quoted in a message, so that a message stays readable whatever it quotes.

/**
 * Cuts a text after `length` characters, marking the cut with `...`.
 * @param text - any text.
 * @param length - the most characters kept.
 * @returns the text, or its start followed by `...`.
 */
export function shorten(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}
