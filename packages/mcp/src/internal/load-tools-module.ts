// Reads a user's module for kit-mcp: its tools and, optionally, the executor to run them with.
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { AnyTool, ToolExecutor, ToolRegistry } from "@kit/tools";

/** What a served module provides. */
export interface ToolsModule {
  readonly tools: ToolRegistry | readonly AnyTool[];
  readonly executor: ToolExecutor | undefined;
}

/** Why a module cannot be served, in a sentence for stderr. */
export interface ToolsModuleProblem {
  readonly problem: string;
}

/**
 * Imports the module at `path` (relative to the working directory) and finds its tools: the
 * default export, or the export `tools`, as a `ToolRegistry` or an array of tools. A CommonJS
 * file's `module.exports` is its default export, so `module.exports = { tools, executor }`
 * works too.
 * @returns the tools and executor, or why the module cannot be served.
 */
export async function loadToolsModule(path: string): Promise<ToolsModule | ToolsModuleProblem> {
  let namespace: Record<string, unknown>;
  try {
    namespace = (await import(pathToFileURL(resolve(path)).href)) as Record<string, unknown>;
  } catch (error) {
    return { problem: `cannot load '${path}': ${describe(error)}` };
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
