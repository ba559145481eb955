// Type-checks example files with the repository's strict settings, for the tests of the
// examples in docs/schema.md and in the TSDoc of src.
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

/**
 * Type-checks the files as one program.
 * @returns each problem as `file: message`; empty when every file type-checks.
 */
export function typeProblems(files: readonly string[]): string[] {
  const configFile = fileURLToPath(new URL("../../../tsconfig.base.json", import.meta.url));
  const { config } = ts.readConfigFile(configFile, (path) => ts.sys.readFile(path));
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, join(configFile, ".."));
  // Each example is a module on its own; declarations stay checked through the source.
  const program = ts.createProgram(files, { ...options, isolatedDeclarations: false });
  return ts
    .getPreEmitDiagnostics(program)
    .map(
      (diagnostic) =>
        `${diagnostic.file?.fileName ?? "(no file)"}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n")}`,
    );
}
