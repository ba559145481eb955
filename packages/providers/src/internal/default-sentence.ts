// A parameter's description and what a format says of it in words (a default, a constraint it
// cannot carry): "Preview changes. Default: false.", never "changes Default: false.".

/** The sentences joined with a space, each but the last closed with a full stop if it has none. */
export function joinSentences(parts: readonly string[]): string {
  const texts = parts.map((part) => part.trimEnd()).filter((part) => part !== "");
  return texts
    .map((text, index) => (index === texts.length - 1 || /[.!?:;]$/.test(text) ? text : `${text}.`))
    .join(" ");
}
