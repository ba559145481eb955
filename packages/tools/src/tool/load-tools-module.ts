// Reads a module of tools, the form both `kit-mcp serve` and `kit-tools contracts` take: its
// tools and, optionally, the executor to run them with.
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { ToolExecutor } from "../executor/tool-executor";
import { typeScriptHint } from "./internal/typescript-hint";
import type { AnyTool } from "./tool";
import type { ToolRegistry } from "./tool-registry";

/** What a module of tools provides. */
export interface ToolsModule {
  /** Its tools: a registry, or an array in the module's order. */
  readonly tools: ToolRegistry | readonly AnyTool[];
  /** The executor to run them with (credentials, timeouts, telemetry), when it exports one. */
  readonly executor: ToolExecutor | undefined;
}

/** Why a module cannot be used, as a sentence for a command's error output. */
export interface ToolsModuleProblem {
  /** `cannot load 'tools.ts': ...`, `'tools.ts' has no tools: ...`, and so on. */
  readonly problem: string;
}

/**
 * Imports the module at `path` (relative to the working directory) and finds its tools: the
 * default export, or the export `tools`, as a `ToolRegistry` or an array of tools, and the
 * optional export `executor`, a `ToolExecutor`. A CommonJS file's `module.exports` is its
 * default export, so `module.exports = { tools, executor }` works too. Tools, registries and
 * executors are recognised by their shape, so a module that uses another copy of this package
 * works. Never rejects: a module that cannot be imported, or that has no tools, is a problem.
 * A TypeScript module loads where Node.js strips types (22.18 and later, 23.6 and later, or
 * 22.6 and later with `--experimental-strip-types`) or a loader such as tsx is registered;
 * where it cannot load, the problem says what to do on the running Node.js version.
 * @param path - a file path; relative paths are taken from the working directory.
 * @returns the tools and executor, or why the module cannot be used.
 * @example
 * ```ts
 * import { loadToolsModule } from "@kit/tools";
 *
 * const module = await loadToolsModule("./tools.js");
 * if ("problem" in module) throw new Error(module.problem);
 * for (const tool of module.tools) console.log(tool.name);
 * ```
 */
export async function loadToolsModule(path: string): Promise<ToolsModule | ToolsModuleProblem> {
  let namespace: Record<string, unknown>;
  try {
    namespace = (await import(pathToFileURL(resolve(path)).href)) as Record<string, unknown>;
  } catch (error) {
    const hint = typeScriptHint(error);
    return { problem: `cannot load '${path}': ${describe(error)}${hint ? `\n${hint}` : ""}` };
  }
  const fallback = isObject(namespace.default) ? namespace.default : {};
  const tools = [namespace.default, namespace.tools, fallback.tools].find(isTools);
  if (tools === undefined) {
    return {
      problem: `'${path}' has no tools: its default export, or its export 'tools', must be a ToolRegistry or an array of tools`,
    };
  }
  const executor = namespace.executor ?? fallback.executor;
  if (executor !== undefined && !isExecutor(executor)) {
    return { problem: `'${path}' exports an 'executor' that is not a ToolExecutor` };
  }
  return { tools, executor };
}

// By shape rather than instanceof: the module may use another copy of @kit/tools.
function isTools(value: unknown): value is ToolRegistry | readonly AnyTool[] {
  if (Array.isArray(value)) return value.every(isTool);
  return (
    isObject(value) && typeof value.lookup === "function" && typeof value.register === "function"
  );
}

function isTool(value: unknown): value is AnyTool {
  return isObject(value) && typeof value.name === "string" && typeof value.execute === "function";
}

function isExecutor(value: unknown): value is ToolExecutor {
  return isObject(value) && typeof value.execute === "function";
}

function isObject(value: unknown): value is Record<string, unknown> {
  return (typeof value === "object" || typeof value === "function") && value !== null;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
