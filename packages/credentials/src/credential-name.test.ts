import { describe, expect, it } from "vitest";
import { assertCredentialName, isCredentialName } from "./credential-name";
import { CredentialError } from "./errors/credential-error";

describe("credential names", () => {
  it("accepts 1-128 ASCII letters, digits, '-', '_' and '.'", () => {
    for (const name of ["a", "weather-api-key", "Odd.Name_-9", "...", ".hidden", "x".repeat(128)]) {
      expect(isCredentialName(name), name).toBe(true);
    }
  });

  it("refuses everything else", () => {
    const bad: unknown[] = [
      "",
      ".",
      "..",
      "a/b",
      "a\\b",
      "x".repeat(129),
      "ü",
      "a b",
      "a\nb",
      "é",
      1,
      null,
    ];
    for (const name of bad) expect(isCredentialName(name), String(name)).toBe(false);
  });

  it("names the bad name, quoted and cut when long, and says what is allowed", () => {
    expect(() => assertCredentialName("a/b")).toThrow(
      "Invalid credential name 'a/b': use 1-128 ASCII letters, digits, '-', '_' or '.', and neither '.' nor '..'",
    );
    let error: unknown;
    try {
      assertCredentialName(`${"y".repeat(200)}/`);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(CredentialError);
    expect((error as Error).message).toContain(`'${"y".repeat(40)}...' (201 characters)`);
    expect((error as Error).message).not.toContain("y".repeat(41));
    expect(() => assertCredentialName(7)).toThrow("(a value of type number)");
    expect(() => assertCredentialName("line\nbreak")).toThrow("'line\\nbreak'");
    expect(() => assertCredentialName(`it's "x"/`)).toThrow(`'it\\'s "x"/'`);
  });
});
