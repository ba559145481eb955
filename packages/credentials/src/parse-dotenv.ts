// A dotenv parser that returns a private map: it never touches process.env and prints
// nothing. Syntax errors give the line number and the reason, never the line's text.

const KEY = /[A-Za-z_][A-Za-z0-9_.-]*/y;
const ESCAPES: Readonly<Record<string, string>> = {
  n: "\n",
  r: "\r",
  t: "\t",
  "\\": "\\",
  '"': '"',
};

/**
 * Parses dotenv text: `KEY=value` lines, blank lines and `#` comments, an optional
 * `export ` prefix, unquoted values (trimmed, ending at a `#` preceded by whitespace),
 * single- and backtick-quoted values taken literally, double-quoted values with `\n`,
 * `\r`, `\t`, `\\` and `\"` escapes; quoted values may span lines. A later key wins.
 * @param text - the file's contents.
 * @returns the keys and values.
 * @throws SyntaxError naming the line and the reason, never the line's contents.
 */
export function parseDotenv(text: string): Map<string, string> {
  const source = text.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  const entries = new Map<string, string>();
  let index = 0;
  let line = 1;
  const fail = (at: number, reason: string): never => {
    throw new SyntaxError(`line ${at}: ${reason}`);
  };
  const skipBlanks = (): void => {
    while (source[index] === " " || source[index] === "\t") index += 1;
  };
  const skipToLineEnd = (): void => {
    while (index < source.length && source[index] !== "\n") index += 1;
  };

  while (index < source.length) {
    skipBlanks();
    const char = source[index];
    if (char === "\n" || char === "#" || char === undefined) {
      skipToLineEnd();
      index += 1;
      line += 1;
      continue;
    }
    const start = line;
    if (/^export[ \t]/.test(source.slice(index, index + 7))) {
      index += 6;
      skipBlanks();
    }
    KEY.lastIndex = index;
    const key =
      KEY.exec(source)?.[0] ?? fail(start, "expected a key (letters, digits, '_', '.', '-')");
    index += key.length;
    skipBlanks();
    if (source[index] !== "=") fail(start, "expected '=' after the key");
    index += 1;
    skipBlanks();
    const quote = source[index];
    let value = "";
    if (quote === '"' || quote === "'" || quote === "`") {
      index += 1;
      for (;;) {
        const next = source[index];
        if (next === undefined) fail(start, `unterminated ${quoteName(quote)}-quoted value`);
        index += 1;
        if (next === quote) break;
        if (next === "\n") line += 1;
        if (next === "\\" && quote === '"' && source[index] !== undefined) {
          const escaped = source[index]!;
          value += ESCAPES[escaped] ?? `\\${escaped}`;
          if (escaped === "\n") line += 1;
          index += 1;
        } else {
          value += next;
        }
      }
      skipBlanks();
      if (source[index] === "#") skipToLineEnd();
      if (index < source.length && source[index] !== "\n") {
        fail(line, "unexpected text after the closing quote");
      }
    } else {
      const end = source.indexOf("\n", index);
      const raw = source.slice(index, end === -1 ? source.length : end);
      index += raw.length;
      const comment = raw.startsWith("#") ? 0 : raw.search(/[ \t]#/);
      value = (comment === -1 ? raw : raw.slice(0, comment)).trim();
    }
    entries.set(key, value);
  }
  return entries;
}

function quoteName(quote: string): string {
  if (quote === '"') return "double";
  return quote === "'" ? "single" : "backtick";
}
