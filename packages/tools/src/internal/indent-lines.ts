// How messages list problems: each on its own line, indented under the sentence before.

/** Each line on a new line indented by two spaces; `""` for none. */
export function indentLines(lines: readonly string[]): string {
  return lines.map((line) => `\n  ${line}`).join("");
}
