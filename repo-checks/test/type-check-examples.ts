// Type-checks snippets of code (TSDoc examples, README blocks) as modules of their own, the way a
// user would paste them: against the packages' public entries, with the repository's strict
// settings. Each snippet lives at a virtual path, and resolves its imports from there.
import { join } from "node:path";
import ts from "typescript";
import { ROOT } from "./workspace";

/** A snippet to type-check. */
export interface Example {
  /** Where the example's virtual module lives: its imports resolve from there. */
  readonly path: string;
  /** Where it was taken from (a file and line), for messages. */
  readonly origin: string;
  readonly code: string;
}

/**
 * Type-checks every example as one program, with repo-checks' tsconfig.
 * @returns each problem in an example as `origin (example line n): message`; empty when none.
 */
export function typeCheck(examples: readonly Example[]): string[] {
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
