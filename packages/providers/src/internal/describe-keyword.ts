// A constraint said in words, for a format that cannot carry the keyword itself: the model
// still reads it, and kit still checks it.

const SENTENCES: Readonly<Record<string, (value: string) => string>> = {
  default: (value) => `Default: ${value}.`,
  format: (value) => `Format: ${value}.`,
  minimum: (value) => `At least ${value}.`,
  maximum: (value) => `At most ${value}.`,
  exclusiveMinimum: (value) => `More than ${value}.`,
  exclusiveMaximum: (value) => `Less than ${value}.`,
  multipleOf: (value) => `A multiple of ${value}.`,
  minLength: (value) => `At least ${value} characters.`,
  maxLength: (value) => `At most ${value} characters.`,
  pattern: (value) => `Matches the regular expression ${value}.`,
  minItems: (value) => `At least ${value} items.`,
  maxItems: (value) => `At most ${value} items.`,
};

/** The keyword and its value as a sentence (`Format: "uri".`, `At most 16.`). */
export function describeKeyword(keyword: string, value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  if (keyword === "uniqueItems") return value === true ? "The items are all different." : "";
  const sentence = SENTENCES[keyword];
  return sentence === undefined ? `${keyword}: ${text}.` : sentence(text);
}
