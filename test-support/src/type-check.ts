// Type-checks snippets of code (a page's blocks, a README's, TSDoc examples) as modules of their
// own, the way a user would paste them, with the strict settings of a tsconfig. Each snippet
// lives at a virtual path and resolves its imports from there, so a snippet placed in a
// package's folder imports that package by name, and its dependencies, as a user would.
import ts from "typescript";

/** A snippet to type-check. */
export interface Snippet {
  /** Where its virtual module lives (an absolute path ending in `.ts`): imports resolve from there. */
  readonly path: string;
  /** Where it was taken from (a file, a line, a block), for messages. */
  readonly origin: string;
  readonly code: string;
}

/**
 * Type-checks the snippets as one program with the options of `tsconfig` (declarations are not
 * emitted, so `isolatedDeclarations` is off: a user's module does not need it).
 * @param snippets - the snippets, at distinct paths.
 * @param tsconfig - the absolute path of the tsconfig whose options apply.
 * @returns each problem in a snippet as `origin (line n): message`; empty when there is none.
 */
export function typeCheckSnippets(snippets: readonly Snippet[], tsconfig: string): string[] {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    tsconfig,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
      },
    },
  );
  if (parsed === undefined) throw new Error(`cannot read ${tsconfig}`);
  const options: ts.CompilerOptions = {
    ...parsed.options,
    noEmit: true,
    declaration: false,
    isolatedDeclarations: false,
    configFilePath: tsconfig,
  };
  const virtual = new Map(snippets.map((snippet) => [snippet.path, snippet]));
  const host = ts.createCompilerHost(options);
  const { fileExists, readFile, getSourceFile } = host;
  host.fileExists = (path) => virtual.has(path) || fileExists.call(host, path);
  host.readFile = (path) => virtual.get(path)?.code ?? readFile.call(host, path);
  host.getSourceFile = (path, language, onError, shouldCreate) => {
    const snippet = virtual.get(path);
    return snippet === undefined
      ? getSourceFile.call(host, path, language, onError, shouldCreate)
      : ts.createSourceFile(path, snippet.code, language);
  };
  const program = ts.createProgram([...virtual.keys()], options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .filter((diagnostic) => diagnostic.file !== undefined && virtual.has(diagnostic.file.fileName))
    .map((diagnostic) => {
      const file = diagnostic.file as ts.SourceFile;
      const snippet = virtual.get(file.fileName) as Snippet;
      const { line } = file.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n");
      return `${snippet.origin} (line ${line + 1}): ${message}`;
    });
}
