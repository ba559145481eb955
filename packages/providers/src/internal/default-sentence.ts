// A parameter's default in words, after its description, for formats that cannot carry the
// `default` keyword (or ignore it): "Preview changes. Default: false.", never "changes Default:".

/**
 * The description followed by `Default: <value>.`, with a full stop closing the description
 * first when it has none.
 */
export function withDefaultSentence(description: string | undefined, value: unknown): string {
  const sentence = `Default: ${JSON.stringify(value)}.`;
  const text = description?.trimEnd() ?? "";
  if (text === "") return sentence;
  return `${text}${/[.!?:;]$/.test(text) ? "" : "."} ${sentence}`;
}
