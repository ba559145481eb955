import { describe, expect, it } from "vitest";
import { parseDotenv } from "./parse-dotenv";

const parse = (text: string): Record<string, string> => Object.fromEntries(parseDotenv(text));

describe("parseDotenv", () => {
  it("reads plain pairs, comments, blank lines and the export prefix", () => {
    const text = "# comment\n\nA=1\n  B = two words  \nexport C=3\nexport\tD=4\nexported=5\n";
    expect(parse(text)).toEqual({ A: "1", B: "two words", C: "3", D: "4", exported: "5" });
  });

  it("ends unquoted values at an inline comment preceded by whitespace", () => {
    expect(parse("A=value # note\nB=va#lue\nC=#only\nD=\nE=a\t#tab")).toEqual({
      A: "value",
      B: "va#lue",
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

  it("unescapes double-quoted values and lets them span lines", () => {
    const text = 'A="line1\\nline2\\t\\"q\\" \\\\ \\x"\nB="first\nsecond"\nC=after';
    expect(parse(text)).toEqual({
      A: 'line1\nline2\t"q" \\ \\x',
      B: "first\nsecond",
      C: "after",
    });
  });

  it("handles CRLF line ends, a byte-order mark and dotted or dashed keys", () => {
    expect(parse('\uFEFFA=1\r\nB="x\r\ny"\r\nsome.key-1=v')).toEqual({
      A: "1",
      B: "x\ny",
      "some.key-1": "v",
    });
  });

  it("lets a later key win", () => {
    expect(parse("A=1\nA=2")).toEqual({ A: "2" });
  });

  it("names the line and the reason of a syntax error, never the text", () => {
    const secret = "canary-7f3a9c-secret";
    const cases: [string, RegExp][] = [
      [`A=1\n${secret}\n`, /^line 2: expected '=' after the key$/],
      [`A=1\nB="${secret}\nC=3`, /^line 2: unterminated double-quoted value$/],
      [`A='${secret}`, /^line 1: unterminated single-quoted value$/],
      [`A="x"${secret}`, /^line 1: unexpected text after the closing quote$/],
      [`A=1\n\n=${secret}`, /^line 3: expected a key/],
      [`A="a\nb"\n9${secret}=1`, /^line 3: expected a key/],
    ];
    for (const [text, message] of cases) {
      let caught: unknown;
      try {
        parseDotenv(text);
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(SyntaxError);
      expect((caught as Error).message).toMatch(message);
      expect((caught as Error).message).not.toContain(secret);
    }
  });
});
