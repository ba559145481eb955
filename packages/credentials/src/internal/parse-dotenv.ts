// A dotenv parser that reads what the `dotenv` package's `parse` reads, into a private map:
// it never touches process.env and prints nothing. Where dotenv would take a line in a way
// that depends on guessing (an unterminated quote, text after a closing quote, a value on the
// line below its key), this parser refuses the file instead, naming the line, never its text.

/** The characters a key is made of; a key may start with any of them. */
const KEY_CHAR = /[A-Za-z0-9_.-]/;
// Blanks inside a line: what `\s` matches in JavaScript, except the line end itself.
const BLANK = /[^\S\n]/;
const QUOTES = new Set(["'", '"', "`"]);

/**
 * Parses dotenv text as the `dotenv` package does: `KEY=value` or `KEY: value` lines with an
 * optional `export ` prefix; blank lines and `#` comments; unquoted values end at the first
 * `#` and are trimmed; single-, double- and backtick-quoted values are taken as written and
 * may span lines, except that `\n` and `\r` inside double quotes become a line feed and a
 * carriage return; a quote right after a backslash may be part of the value. A line that
 * starts with a key and holds no `=` (nor `KEY: `) is skipped. A later key wins.
 * @throws SyntaxError (`line <n>: <reason>`) for a line that does not start with a key, an
 * `=` that does not follow the key, a `KEY:` with nothing
 * after it on its line, an unterminated quoted value, or text after a closing quote.
 */
export function parseDotenv(text: string): Map<string, string> {
  const source = text.replace(/\r\n?/g, "\n");
  const entries = new Map<string, string>();
  let index = 0;
  let line = 1;
  while (index < source.length) {
    const lineEnd = endOfLine(source, index);
    const start = skipBlanks(source, index, lineEnd);
    if (start === lineEnd || source[start] === "#") {
      index = lineEnd + 1;
      line += 1;
      continue;
    }
    const keyStart = afterExport(source, start, lineEnd);
    let keyEnd = keyStart;
    while (keyEnd < lineEnd && KEY_CHAR.test(source[keyEnd] as string)) keyEnd += 1;
    if (keyEnd === keyStart) {
      throw syntaxError(line, "expected a key (ASCII letters, digits, '_', '.' or '-')");
    }
    const valueStart = separatorEnd(source, keyEnd, lineEnd, line);
    if (valueStart === undefined) {
      // Like dotenv, ignore a line without '=' (`export KEY`, `KEY:value`, a stray word); but a
      // line with '=' meant to assign something, and dotenv would drop it without a word.
      const equals = source.indexOf("=", keyEnd);
      if (equals !== -1 && equals < lineEnd) throw syntaxError(line, "expected '=' after the key");
      index = lineEnd + 1;
      line += 1;
      continue;
    }
    const key = source.slice(keyStart, keyEnd);
    const valueAt = skipBlanks(source, valueStart, lineEnd);
    const quote = source[valueAt] ?? "";
    if (QUOTES.has(quote)) {
      const close = closingQuote(source, valueAt, line);
      const raw = source.slice(valueAt + 1, close);
      entries.set(key, quote === '"' ? raw.replace(/\\n/g, "\n").replace(/\\r/g, "\r") : raw);
      line += countLineEnds(raw);
      index = endOfLine(source, close) + 1;
    } else {
      const hash = source.indexOf("#", valueAt);
      const valueEnd = hash === -1 || hash > lineEnd ? lineEnd : hash;
      entries.set(key, source.slice(valueAt, valueEnd).trim());
      index = lineEnd + 1;
    }
    line += 1;
  }
  return entries;
}

function endOfLine(source: string, from: number): number {
  const end = source.indexOf("\n", from);
  return end === -1 ? source.length : end;
}

function skipBlanks(source: string, from: number, end: number): number {
  let index = from;
  while (index < end && BLANK.test(source[index] as string)) index += 1;
  return index;
}

function countLineEnds(text: string): number {
  let count = 0;
  for (let at = text.indexOf("\n"); at !== -1; at = text.indexOf("\n", at + 1)) count += 1;
  return count;
}

// `export KEY=...` names KEY; `export=...` and `export =...` name the key `export` itself.
function afterExport(source: string, start: number, lineEnd: number): number {
  if (!source.startsWith("export", start)) return start;
  const blanksEnd = skipBlanks(source, start + 6, lineEnd);
  if (blanksEnd === start + 6) return start;
  return KEY_CHAR.test(source[blanksEnd] ?? "") ? blanksEnd : start;
}

// Where the value starts, or undefined when the key is followed by no separator.
function separatorEnd(
  source: string,
  keyEnd: number,
  lineEnd: number,
  line: number,
): number | undefined {
  const at = skipBlanks(source, keyEnd, lineEnd);
  if (source[at] === "=") return at + 1;
  if (at !== keyEnd || source[at] !== ":") return undefined;
  // `KEY: value` needs a blank after the colon; dotenv reads the next line as the value of
  // a `KEY:` that ends its line, which is too easy to get wrong.
  if (keyEnd + 1 === lineEnd) {
    throw syntaxError(line, "expected a value after ':' on the same line");
  }
  return BLANK.test(source[keyEnd + 1] as string) ? keyEnd + 2 : undefined;
}

// The closing quote, chosen as dotenv's pattern does: a quote right after a backslash may end
// the value or belong to it, the first quote without a backslash before it must end it, and
// of these the last one followed by nothing but blanks or a comment on its line wins.
function closingQuote(source: string, open: number, line: number): number {
  const quote = source[open] as string;
  let chosen = -1;
  let last = -1;
  for (let at = source.indexOf(quote, open + 1); at !== -1; at = source.indexOf(quote, at + 1)) {
    last = at;
    if (endsLine(source, at + 1)) chosen = at;
    if (source[at - 1] !== "\\") break;
  }
  if (chosen !== -1) return chosen;
  const kind = quote === '"' ? "double" : quote === "'" ? "single" : "backtick";
  if (last === -1) throw syntaxError(line, `unterminated ${kind}-quoted value`);
  const closingLine = line + countLineEnds(source.slice(open, last));
  throw syntaxError(
    closingLine,
    closingLine === line
      ? "unexpected text after the closing quote"
      : `unexpected text after the closing quote of the ${kind}-quoted value that starts on line ${line}`,
  );
}

function endsLine(source: string, from: number): boolean {
  const at = skipBlanks(source, from, endOfLine(source, from));
  return at === source.length || source[at] === "\n" || source[at] === "#";
}

function syntaxError(line: number, reason: string): SyntaxError {
  return new SyntaxError(`line ${line}: ${reason}`);
}
