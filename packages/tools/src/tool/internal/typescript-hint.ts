// What to do when Node.js could not load a TypeScript module of tools, said for the Node.js
// version that failed: Node 20 cannot load TypeScript at all, 22.6+ strips types behind a flag
// (on by default from 22.18 and 23.6), type stripping refuses syntax that needs code made, and
// it loads the file an import names: `./png.js` is not taken to `png.ts` as tsc and tsx do.
import { existsSync } from "node:fs";
import { basename, isAbsolute, relative } from "node:path";

/** What the hint depends on: the running Node.js and the command that is running. */
export interface TypeScriptRuntime {
  /** `process.versions.node`, such as `20.20.0`. */
  readonly version: string;
  /** The command line after the Node.js executable: the program's path, then its arguments. */
  readonly command: readonly string[];
  /** The working directory, to shorten the program's path. */
  readonly cwd: string;
  /** Whether a file exists; `fs.existsSync` unless given. */
  readonly exists?: ((path: string) => boolean) | undefined;
}

const TSX = "(npm i -D tsx)";
const OR_BUILD = "or build the module to JavaScript";

/**
 * Says how to load a TypeScript module on this Node.js, when `error` is Node's refusal to load
 * one: an unknown `.ts` / `.mts` / `.cts` extension, TypeScript syntax that type stripping does
 * not support, a TypeScript file under `node_modules`, or a TypeScript module's import of
 * `./x.js` where only `x.ts` exists.
 * @param error - what importing the module threw.
 * @param runtime - the Node.js version and the command; the running process's by default.
 * @returns one sentence naming the fix, or undefined for any other error.
 */
export function typeScriptHint(
  error: unknown,
  runtime: TypeScriptRuntime = currentRuntime(),
): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  const node = `Node.js ${runtime.version}`;
  const withTsx = `\`node --import tsx ${commandLine(runtime)}\``;
  if (code === "ERR_UNKNOWN_FILE_EXTENSION") {
    if (!/"\.[cm]?ts"/.test(error instanceof Error ? error.message : "")) return undefined;
    if (!canStripTypes(runtime.version)) {
      return `${node} cannot load TypeScript itself: run ${withTsx} ${TSX}, ${OR_BUILD}.`;
    }
    const strip = `\`node --experimental-strip-types ${commandLine(runtime)}\``;
    return `${node} loads TypeScript only with type stripping on: run ${strip}, or ${withTsx} ${TSX}, ${OR_BUILD}.`;
  }
  if (code === "ERR_UNSUPPORTED_TYPESCRIPT_SYNTAX") {
    return `${node} strips types but does not support TypeScript syntax that needs code generated (enums, namespaces, parameter properties): run ${withTsx} ${TSX}, ${OR_BUILD}.`;
  }
  if (code === "ERR_MODULE_NOT_FOUND") {
    return jsImportOfTypeScript(error, runtime, withTsx);
  }
  if (code === "ERR_UNSUPPORTED_NODE_MODULES_TYPE_STRIPPING") {
    return `${node} does not strip types of files under node_modules: run ${withTsx} ${TSX}, ${OR_BUILD}.`;
  }
  return undefined;
}

// `Cannot find module '/a/png.js' imported from /a/tools.ts`, and /a/png.ts is there.
function jsImportOfTypeScript(
  error: unknown,
  runtime: TypeScriptRuntime,
  withTsx: string,
): string | undefined {
  const message = error instanceof Error ? error.message : "";
  const found = /Cannot find module '(.+?\.([cm]?)js)' imported from (.+?\.[cm]?ts)$/m.exec(
    message,
  );
  if (found === null) return undefined;
  const [, missing = "", flavour = "", importer = ""] = found;
  const typeScript = `${missing.slice(0, -`${flavour}js`.length)}${flavour}ts`;
  if (!(runtime.exists ?? existsSync)(typeScript)) return undefined;
  const named = `./${basename(missing)}`;
  return `${basename(importer)} imports '${named}', which is ${basename(typeScript)} on disk: Node.js ${runtime.version} loads the file an import names, so name './${basename(typeScript)}' (with "allowImportingTsExtensions": true in tsconfig.json), or run ${withTsx} ${TSX}, which maps .js to .ts.`;
}

/** Type stripping exists from Node.js 22.6 (behind `--experimental-strip-types` until 22.18). */
function canStripTypes(version: string): boolean {
  const [major = 0, minor = 0] = version.split(".").map(Number);
  return major > 22 || (major === 22 && minor >= 6);
}

function currentRuntime(): TypeScriptRuntime {
  return { version: process.versions.node, command: process.argv.slice(1), cwd: process.cwd() };
}

// The running command as a user would type it again: the program's path relative to the
// working directory when it is inside it, arguments quoted for a POSIX shell where needed.
function commandLine({ command, cwd }: TypeScriptRuntime): string {
  const [program, ...args] = command;
  if (program === undefined) return "<your program>";
  const inside = relative(cwd, program);
  const path = inside.startsWith("..") || isAbsolute(inside) ? program : inside;
  return [path, ...args].map(quote).join(" ");
}

function quote(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;
}
