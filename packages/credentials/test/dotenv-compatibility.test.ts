// The dotenv backend reads what the `dotenv` package reads. Each file of dotenv's own test
// fixtures (test/fixtures/dotenv, copied from github.com/motdotla/dotenv under its LICENSE
// there) is parsed by `dotenv.parse` and by kit; every key both produce must have the same
// value. Generated files check the same on many more shapes, and the forms that kit refuses
// on purpose are listed below with the reason.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parse as dotenvParse } from "dotenv";
import { describe, expect, it } from "vitest";
import { parseDotenv } from "../src/internal/parse-dotenv";

const FIXTURES = fileURLToPath(new URL("fixtures/dotenv/", import.meta.url));
const FILES = [".env", ".env-multiline", ".env.multiline", ".env.bom", ".env.local"];
const INLINE_CASES: string[] = JSON.parse(readFileSync(`${FIXTURES}inline-cases.json`, "utf8"));

function expectSameValues(text: string): void {
  const theirs = dotenvParse(text);
  const ours = parseDotenv(text);
  const shared = [...ours.keys()].filter((key) => Object.hasOwn(theirs, key));
  expect(Object.fromEntries(shared.map((key) => [key, ours.get(key)]))).toEqual(
    Object.fromEntries(shared.map((key) => [key, theirs[key]])),
  );
  // Nothing is lost or invented either: kit and dotenv read the same keys.
  expect([...ours.keys()].sort()).toEqual(Object.keys(theirs).sort());
}

describe("the dotenv backend reads what dotenv reads", () => {
  it.each(FILES)("dotenv's fixture %s", (file) => {
    const text = readFileSync(`${FIXTURES}${file}`, "utf8");
    expect(parseDotenv(text).size).toBeGreaterThan(0);
    expectSameValues(text);
  });

  it.each(INLINE_CASES.map((text) => [JSON.stringify(text), text]))(
    "dotenv's inline case %s",
    (_, text) => expectSameValues(text),
  );

  it("agrees on generated files wherever kit accepts them", () => {
    // A fixed-seed generator: the same files on every run.
    let seed = 20_240_601;
    const next = (bound: number): number => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % bound;
    };
    const pieces = [
      "A",
      "b",
      "9",
      "_",
      ".",
      "-",
      "=",
      ":",
      " ",
      "\t",
      "\n",
      "\r\n",
      "#",
      "'",
      '"',
      "`",
      "\\",
      "\\n",
      "\\r",
      "x y",
      "export ",
      "é",
      "\u00a0",
      "$",
      "\uFEFF",
    ];
    let accepted = 0;
    for (let run = 0; run < 20_000; run += 1) {
      let text = "";
      for (let count = 1 + next(14); count > 0; count -= 1) text += pieces[next(pieces.length)];
      try {
        parseDotenv(text);
      } catch {
        continue;
      }
      accepted += 1;
      expectSameValues(text);
    }
    expect(accepted).toBeGreaterThan(5_000);
  });
});

// Lines that dotenv reads (or drops) but kit refuses, and why. Each is refused with a SyntaxError that
// names the line (the provider adds the file), and never a different value.
const REFUSED: readonly {
  form: string;
  text: string;
  dotenv: Record<string, string>;
  error: string;
  why: string;
}[] = [
  {
    form: "unterminated quote",
    text: 'PASSWORD="abc\nOTHER=1',
    dotenv: { PASSWORD: '"abc', OTHER: "1" },
    error: "line 1: unterminated double-quoted value",
    why: "dotenv keeps the opening quote as part of the value; the quote may be a typo or the start of a value that lost its end",
  },
  {
    form: "text after the closing quote",
    text: "MESSAGE='it's fine'",
    dotenv: { MESSAGE: "it's fine" },
    error: "line 1: unexpected text after the closing quote",
    why: "dotenv then takes the whole text, dropping the outer quotes only when the last character happens to match the first",
  },
  {
    form: "a line that starts with a quote",
    text: 'TOKEN=\n"abc"',
    dotenv: { TOKEN: "abc" },
    error: "line 2: expected a key (ASCII letters, digits, '_', '.' or '-')",
    why: "dotenv reads a quoted line as the value of an empty assignment above it",
  },
  {
    form: "a line that starts with '='",
    text: "TOKEN\n=abc",
    dotenv: { TOKEN: "abc" },
    error: "line 2: expected a key (ASCII letters, digits, '_', '.' or '-')",
    why: "dotenv joins it to the key on the line above",
  },
  {
    form: "a line that starts with another character no key starts with",
    text: "$TOKEN=abc",
    dotenv: {},
    error: "line 1: expected a key (ASCII letters, digits, '_', '.' or '-')",
    why: "dotenv drops it without a word; the author meant a key that kit would not find",
  },
  {
    form: "a line with '=' after something that is not a key",
    text: "MY TOKEN=abc\nTOKEN_\u00dcBER=abc\nURL:x=y",
    dotenv: {},
    error: "line 1: expected '=' after the key",
    why: "dotenv drops it without a word; the author meant to assign something",
  },
  {
    form: "`KEY:` at the end of its line",
    text: "TOKEN:\nabc",
    dotenv: { TOKEN: "abc" },
    error: "line 1: expected a value after ':' on the same line",
    why: "dotenv takes the whole next line as the value",
  },
];

describe("forms kit refuses on purpose", () => {
  it.each(REFUSED)("$form ($why)", ({ text, dotenv, error }) => {
    expect(dotenvParse(text)).toEqual(dotenv);
    expect(() => parseDotenv(text)).toThrow(new SyntaxError(error));
  });
});
