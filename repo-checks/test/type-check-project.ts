// Type-checks files as a user's project of their own: its tsconfig.json given as text (a docs
// page's), its files at paths in a folder whose node_modules has the packages it imports. The kit
// packages resolve to their sources (tests run before the build), and those sources resolve
// their own imports with the repository's settings, as their built .d.ts would; everything else,
// the project's files above all, follows the project's tsconfig exactly.
import { join, sep } from "node:path";
import ts from "typescript";
import { ROOT } from "./workspace";

/** A project to check: its folder, its tsconfig.json's text and its files' code by name. */
export interface Project {
  /** An absolute folder: the files and tsconfig.json are placed there (in memory only). */
  readonly directory: string;
  readonly tsconfig: string;
  readonly files: ReadonlyMap<string, string>;
}

const KIT_SOURCES = join(ROOT, "packages") + sep;
const repository: ts.CompilerOptions = readRepositoryOptions();

/**
 * Type-checks the project's files with the options of its tsconfig.json, and the condition
 * `@kit/source` added so that the kit packages resolve without a build.
 * @returns each problem in the project's files as `file (line n): message`; empty when none.
 * @throws Error when the tsconfig.json cannot be read.
 */
export function typeCheckProject(project: Project): string[] {
  const configPath = join(project.directory, "tsconfig.json");
  const text = ts.parseConfigFileTextToJson(configPath, project.tsconfig);
  if (text.error) throw new Error(ts.flattenDiagnosticMessageText(text.error.messageText, "\n"));
  const parsed = ts.parseJsonConfigFileContent(
    text.config,
    ts.sys,
    project.directory,
    undefined,
    configPath,
  );
  const problems = parsed.errors.filter((error) => error.code !== 18003); // "no inputs found"
  if (problems.length > 0) {
    throw new Error(
      problems.map((e) => ts.flattenDiagnosticMessageText(e.messageText, "\n")).join("\n"),
    );
  }
  const options: ts.CompilerOptions = {
    ...parsed.options,
    customConditions: [...(parsed.options.customConditions ?? []), "@kit/source"],
  };
  const virtual = new Map(
    [...project.files].map(([name, code]) => [join(project.directory, name), code]),
  );
  const host = ts.createCompilerHost(options);
  const { fileExists, readFile, getSourceFile } = host;
  const { directoryExists } = host;
  host.fileExists = (path) => virtual.has(path) || fileExists.call(host, path);
  host.directoryExists = (path) =>
    path === project.directory ||
    (directoryExists?.call(host, path) ?? ts.sys.directoryExists(path));
  host.readFile = (path) => virtual.get(path) ?? readFile.call(host, path);
  host.getSourceFile = (path, language, onError, shouldCreate) => {
    const code = virtual.get(path);
    return code === undefined
      ? getSourceFile.call(host, path, language, onError, shouldCreate)
      : ts.createSourceFile(path, code, language);
  };
  host.resolveModuleNameLiterals = (literals, containing, redirected, _options, source) =>
    literals.map((literal) => {
      const kit = containing.startsWith(KIT_SOURCES);
      const settings = kit ? repository : options;
      const mode = kit ? undefined : ts.getModeForUsageLocation(source, literal, options);
      return ts.resolveModuleName(
        literal.text,
        containing,
        settings,
        host,
        undefined,
        redirected,
        mode,
      );
    });
  const program = ts.createProgram([...virtual.keys()], options, host);
  // Only the project's files are checked: the packages' sources have their own type checks.
  const sources = [...virtual.keys()].map((path) => program.getSourceFile(path) as ts.SourceFile);
  const settings = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()];
  if (settings.length > 0) {
    throw new Error(
      settings.map((e) => ts.flattenDiagnosticMessageText(e.messageText, "\n")).join("\n"),
    );
  }
  return sources
    .flatMap((source) => [
      ...program.getSyntacticDiagnostics(source),
      ...program.getSemanticDiagnostics(source),
    ])
    .map((diagnostic) => {
      const file = diagnostic.file as ts.SourceFile;
      const { line } = file.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n");
      return `${file.fileName.slice(project.directory.length + 1)} (line ${line + 1}): ${message}`;
    });
}

// The kit sources' own imports (extensionless, through "@kit/source") need the settings the
// packages are built with.
function readRepositoryOptions(): ts.CompilerOptions {
  const path = join(ROOT, "tsconfig.base.json");
  const parsed = ts.getParsedCommandLineOfConfigFile(
    path,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
      },
    },
  );
  if (parsed === undefined) throw new Error(`cannot read ${path}`);
  return parsed.options;
}
