import { describe, expect, test } from "vitest";
import { readCommandLine, USAGE } from "./command-line";

describe("readCommandLine", () => {
  test("contracts <module>: the lock in the working directory, no update", () => {
    expect(readCommandLine(["contracts", "tools.js"])).toEqual({
      kind: "contracts",
      module: "tools.js",
      lock: "tool-contracts.json",
      update: false,
    });
  });

  test("--lock and --update, before or after the module", () => {
    expect(
      readCommandLine(["contracts", "--update", "--lock", "locks/tools.json", "tools.js"]),
    ).toEqual({
      kind: "contracts",
      module: "tools.js",
      lock: "locks/tools.json",
      update: true,
    });
    expect(readCommandLine(["contracts", "tools.js", "--lock=x.json"])).toMatchObject({
      lock: "x.json",
    });
  });

  test("--help and -h win over anything else", () => {
    expect(readCommandLine(["--help"])).toEqual({ kind: "help" });
    expect(readCommandLine(["contracts", "-h"])).toEqual({ kind: "help" });
  });

  test.each([
    [[], "No command given"],
    [["serve", "tools.js"], "Unknown command 'serve'"],
    [["contracts"], "'contracts' needs the path of a module"],
    [["contracts", "a.js", "b.js"], "Unexpected argument 'b.js'"],
    [["contracts", "a.js", "--lock", ""], "--lock must not be empty"],
    [["contracts", "a.js", "--lock"], /'--lock <value>' argument missing/],
    [["contracts", "a.js", "--check"], /'--check'/],
    [["contracts", "a.js", "--update=yes"], /'--update'/],
  ] as const)("%j is a usage error", (args, message) => {
    const command = readCommandLine(args);
    expect(command.kind).toBe("usage-error");
    if (command.kind !== "usage-error") return;
    if (typeof message === "string") expect(command.message).toBe(message);
    else expect(command.message).toMatch(message);
  });

  test("declarations: the module, the formats (repeatable), --no-strict", () => {
    expect(readCommandLine(["declarations", "tools.js"])).toEqual({
      kind: "declarations",
      module: "tools.js",
      formats: [],
      strict: true,
    });
    expect(
      readCommandLine([
        "declarations",
        "tools.js",
        "--format",
        "gemini",
        "--format",
        "anthropic",
        "--no-strict",
      ]),
    ).toEqual({
      kind: "declarations",
      module: "tools.js",
      formats: ["gemini", "anthropic"],
      strict: false,
    });
    for (const [args, message] of [
      [["declarations"], "'declarations' needs the path of a module"],
      [["declarations", "a.js", "b.js"], "Unexpected argument 'b.js'"],
      [["declarations", "a.js", "--update"], "--lock and --update are options of 'contracts'"],
      [
        ["contracts", "a.js", "--no-strict"],
        "--format and --no-strict are options of 'declarations'",
      ],
    ] as const) {
      expect(readCommandLine(args)).toEqual({ kind: "usage-error", message });
    }
    expect(USAGE).toContain("kit-tools declarations <module> [--format <name>]... [--no-strict]");
  });

  test("the usage names the command, its options and exit codes", () => {
    expect(USAGE).toMatch(
      /^Usage:\n {2}kit-tools contracts <module> \[--lock <file>\] \[--update\]\n/,
    );
    for (const word of [
      "--lock <file>",
      "--update",
      "--help",
      "tool-contracts.json",
      "Exit codes",
      "A TypeScript module (.ts, .mts, .cts)",
      "node --experimental-strip-types",
      "node --import tsx node_modules/@kit/tools/bin/kit-tools.js contracts tools.ts",
    ]) {
      expect(USAGE).toContain(word);
    }
  });
});
