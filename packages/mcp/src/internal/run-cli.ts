// kit-mcp from arguments to a running server, with its exit codes: 2 for a usage error, 1 for
// a module or server that cannot start.
import { loadToolsModule, type ToolsModule } from "@kit/tools";
import { readCommandLine, USAGE } from "./command-line";
import { takeStdout } from "./protocol-stdout";
import { undeclaredEffectsWarning } from "./undeclared-effects";

const TOKEN_VARIABLE = "KIT_MCP_TOKEN";

/** Runs kit-mcp with the arguments after the program's name. */
export async function runCli(args: readonly string[]): Promise<void> {
  const command = readCommandLine(args);
  if (command.kind === "help") {
    process.stdout.write(USAGE);
    return;
  }
  if (command.kind === "usage-error") {
    process.stderr.write(`kit-mcp: ${command.message}\n\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  const { module: path, http, maxResultLength } = command;
  if (http === undefined) {
    // Before the module loads: its top-level console.log must not reach stdout either.
    const output = takeStdout();
    const module = await loadToolsModule(path);
    if ("problem" in module) return fail(module.problem);
    warnUndeclaredEffects(module);
    // Each transport is imported when it is used: the SDK's Streamable HTTP transport (with
    // its HTTP framework) alone costs a stdio server about a tenth of its start.
    const { serveStdio } = await import("./serve-stdio");
    return serveStdio(module, output, { maxResultLength });
  }
  const token = process.env[TOKEN_VARIABLE] ?? "";
  if (http.noAuth && token !== "") {
    return fail(`--no-auth and ${TOKEN_VARIABLE} ask for opposite things: unset one of them`);
  }
  if (!http.noAuth && token === "") {
    return fail(
      `--http needs a token: set ${TOKEN_VARIABLE} to the secret clients send as 'Authorization: Bearer <token>'`,
    );
  }
  const module = await loadToolsModule(path);
  if ("problem" in module) return fail(module.problem);
  warnUndeclaredEffects(module);
  try {
    const { serveHttp } = await import("./serve-http");
    await serveHttp(module, { ...http, token: http.noAuth ? undefined : token, maxResultLength });
  } catch (error) {
    fail(`cannot start: ${error instanceof Error ? error.message : String(error)}`);
  }
}

// On stderr, never stdout: over stdio, stdout carries protocol messages only.
function warnUndeclaredEffects(module: ToolsModule): void {
  const warning = undeclaredEffectsWarning(module.tools);
  if (warning !== undefined) process.stderr.write(`kit-mcp: ${warning}\n`);
}

function fail(message: string): void {
  process.stderr.write(`kit-mcp: ${message}\n`);
  process.exitCode = 1;
}
