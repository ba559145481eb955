// Every `@example` in the TSDoc of the packages' sources is type-checked as its own module, the
// way a user would paste it: against the packages' public entries, with the repository's strict
// settings. An example that has drifted from the API fails here.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { expect, test } from "vitest";
import { publicPackages, ROOT } from "./workspace";

interface Example {
  /** Where the example's virtual module lives (under repo-checks, so that it resolves @kit/*). */
  readonly path: string;
  /** The source file and line it was taken from, for messages. */
  readonly origin: string;
  readonly code: string;
}

const VIRTUAL_DIR = join(ROOT, "repo-checks", ".tsdoc-examples");

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /(?<!\.test|\.test-d)\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** The `@example` blocks of one file: the code of each, fences and comment stars removed. */
function examplesOf(file: string): Example[] {
  const text = readFileSync(file, "utf8");
  const examples: Example[] = [];
  for (const comment of text.matchAll(/\/\*\*[\s\S]*?\*\//g)) {
    const lines = comment[0]
      .split("\n")
      .map((line) => line.replace(/^\s*\/?\*+\/?\s?/, "").replace(/\s*\*\/$/, ""));
    lines.forEach((line, index) => {
      if (!line.startsWith("@example")) return;
      const body: string[] = [];
      for (const next of lines.slice(index + 1)) {
        if (/^@\w+/.test(next)) break;
        body.push(next);
      }
      const code = body
        .filter((line) => !line.startsWith("```"))
        .join("\n")
        .trim();
      const line0 = text.slice(0, comment.index).split("\n").length + index;
      const origin = `${relative(ROOT, file)}:${line0}`;
      const name = `${relative(ROOT, file).replaceAll("/", "__")}-${line0}.ts`;
      examples.push({ path: join(VIRTUAL_DIR, name), origin, code: `${code}\nexport {};\n` });
    });
  }
  return examples;
}

function typeCheck(examples: readonly Example[]): string[] {
  const configPath = join(ROOT, "repo-checks", "tsconfig.json");
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
      },
    },
  );
  if (parsed === undefined) throw new Error(`cannot read ${configPath}`);
  const options: ts.CompilerOptions = { ...parsed.options, noEmit: true };
  const virtual = new Map(examples.map((example) => [example.path, example]));
  const host = ts.createCompilerHost(options);
  const { fileExists, readFile, getSourceFile } = host;
  host.fileExists = (path) => virtual.has(path) || fileExists.call(host, path);
  host.readFile = (path) => virtual.get(path)?.code ?? readFile.call(host, path);
  host.getSourceFile = (path, language, onError, shouldCreate) => {
    const example = virtual.get(path);
    return example === undefined
      ? getSourceFile.call(host, path, language, onError, shouldCreate)
      : ts.createSourceFile(path, example.code, language);
  };
  const program = ts.createProgram([...virtual.keys()], options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .filter((diagnostic) => diagnostic.file !== undefined && virtual.has(diagnostic.file.fileName))
    .map((diagnostic) => {
      const file = diagnostic.file as ts.SourceFile;
      const example = virtual.get(file.fileName) as Example;
      const { line } = file.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n");
      return `${example.origin} (example line ${line + 1}): ${message}`;
    });
}

const examples = publicPackages().flatMap(({ directory }) =>
  sourceFiles(join(directory, "src")).flatMap(examplesOf),
);

test("the packages' TSDoc has examples, and each is found", () => {
  // One per main entry point at least: a check that finds none would pass vacuously.
  expect(examples.length).toBeGreaterThanOrEqual(8);
  for (const example of examples)
    expect(example.code.trim(), example.origin).not.toBe("export {};");
});

test("every @example type-checks as a module of its own against the public entries", () => {
  expect(typeCheck(examples)).toEqual([]);
});
