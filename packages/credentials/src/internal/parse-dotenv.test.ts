import { describe, expect, it } from "vitest";
import { parseDotenv } from "./parse-dotenv";

const parse = (text: string): Record<string, string> => Object.fromEntries(parseDotenv(text));

function syntaxErrorOf(text: string): Error {
  try {
    parseDotenv(text);
  } catch (error) {
    expect(error).toBeInstanceOf(SyntaxError);
    return error as Error;
  }
  throw new Error("expected a syntax error");
}

describe("parseDotenv", () => {
  it("reads plain pairs, comments, blank lines and the export prefix", () => {
    const text = "# comment\n\nA=1\n  B = two words  \nexport C=3\nexport\tD=4\nexported=5\n";
    expect(parse(text)).toEqual({ A: "1", B: "two words", C: "3", D: "4", exported: "5" });
  });

  it("ends unquoted values at the first '#', with or without a blank before it", () => {
    expect(parse("A=value # note\nB=va#lue\nC=#only\nD=\nE=a\t#tab")).toEqual({
      A: "value",
      B: "va",
      C: "",
      D: "",
      E: "a",
    });
  });

  it("keeps single- and backtick-quoted values literally", () => {
    expect(parse("A='a \\n # b'\nB=`x \"y\" 'z'`\nC='' # empty")).toEqual({
      A: "a \\n # b",
      B: "x \"y\" 'z'",
      C: "",
    });
  });

  it("expands only \\n and \\r in double quotes, keeps other backslashes, spans lines", () => {
    const text = 'A="line1\\nline2\\r\\t\\"q\\" \\\\ \\x"\nB="first\nsecond"\nC=after';
    expect(parse(text)).toEqual({
      A: 'line1\nline2\r\\t\\"q\\" \\\\ \\x',
      B: "first\nsecond",
      C: "after",
    });
  });

  it("keeps a Windows path that ends in a backslash", () => {
    expect(parse('DIR="C:\\Users\\me\\"\nNEXT="ok"\n')).toEqual({
      DIR: "C:\\Users\\me\\",
      NEXT: "ok",
    });
  });

  it("handles CRLF line ends, a byte-order mark and dotted or dashed keys", () => {
    expect(parse('\uFEFFA=1\r\nB="x\r\ny"\r\nsome.key-1=v')).toEqual({
      A: "1",
      B: "x\ny",
      "some.key-1": "v",
    });
  });

  it("reads `KEY: value`, keys that start with a digit, and `export` as a key", () => {
    expect(parse("A: one\n9LIVES=cat\nexport=x\nexport =y\n.hidden=z")).toEqual({
      A: "one",
      "9LIVES": "cat",
      export: "y",
      ".hidden": "z",
    });
  });

  it("skips a line without '=' that starts with a key, as dotenv does", () => {
    expect(parse("export LATER\nJUST WORDS\nURL:http://x\nA=1\nexport\n")).toEqual({ A: "1" });
  });

  it("lets a later key win", () => {
    expect(parse("A=1\nA=2")).toEqual({ A: "2" });
  });

  it("names the line and the reason of a syntax error, never the text", () => {
    const secret = "canary-7f3a9c-secret";
    const cases: [string, RegExp][] = [
      [`A=1\nB="${secret}\nC=3`, /^line 2: unterminated double-quoted value$/],
      [`A='${secret}`, /^line 1: unterminated single-quoted value$/],
      [`A="x"${secret}`, /^line 1: unexpected text after the closing quote$/],
      [
        `A="${secret}\nB="x"`,
        /^line 2: unexpected text after the closing quote of the double-quoted value that starts on line 1$/,
      ],
      [`A=1\n\n=${secret}`, /^line 3: expected a key \(ASCII letters, digits, '_', '\.' or '-'\)$/],
      [`A=\n"${secret}"`, /^line 2: expected a key/],
      [`A=1\n$${secret}=1`, /^line 2: expected a key/],
      [`A:\n${secret}`, /^line 1: expected a value after ':' on the same line$/],
      [`A=1\nMY KEY=${secret}`, /^line 2: expected '=' after the key$/],
      [`A=1\nKEY_\u00dcBER=${secret}`, /^line 2: expected '=' after the key$/],
    ];
    for (const [text, message] of cases) {
      const error = syntaxErrorOf(text);
      expect(error.message).toMatch(message);
      expect(error.message).not.toContain(secret);
    }
  });
});
