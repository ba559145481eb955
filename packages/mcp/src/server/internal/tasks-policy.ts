// The tasks option read once: each tool's MCP task support, and the lifetimes told to clients.
import type { AnyTool } from "@kit/tools";
import { type TaskSupport, taskSupportOf } from "../../shared/task-support";
import type { McpTaskOptions } from "../tasks/mcp-task-options";

/** The name of the 2026-07-28 tasks extension. */
export const TASKS_EXTENSION = "io.modelcontextprotocol/tasks";

const DEFAULT_TTL_MS = 3_600_000;
const DEFAULT_POLL_INTERVAL_MS = 1000;

/** Which tools are callable as tasks, and what a task's wire form says of its lifetime. */
export interface TasksPolicy {
  /** A tool's `execution.taskSupport`. */
  supportOf(tool: AnyTool): TaskSupport;
  /** Whether the tool's questions come before its task (the `askFirst` option). */
  asksFirst(tool: AnyTool): boolean;
  readonly ttlMs: number;
  readonly pollIntervalMs: number;
}

/**
 * Reads the `tasks` option; undefined when there is none (only tools marked by the gateway,
 * through `markTaskSupport`, are then callable as tasks).
 * @throws TypeError when `tools` is neither `"all"` nor a list of names, or `required` or
 * `askFirst` not a list of names; RangeError for a `ttlMs` or `pollIntervalMs` that is not a positive integer.
 */
export function readTasksPolicy(options: McpTaskOptions | undefined, where: string): TasksPolicy {
  if (options === undefined) {
    return {
      supportOf: (tool) => taskSupportOf(tool) ?? "forbidden",
      asksFirst: () => false,
      ttlMs: DEFAULT_TTL_MS,
      pollIntervalMs: DEFAULT_POLL_INTERVAL_MS,
    };
  }
  if (typeof options !== "object" || options === null) {
    throw new TypeError(`${where} must be an object such as { tools: "all" }`);
  }
  const { tools, required = [], askFirst = [] } = options;
  const all = tools === "all";
  if (!all && !isNames(tools)) {
    throw new TypeError(`${where}.tools must be "all" or a list of tool names`);
  }
  if (!isNames(required)) throw new TypeError(`${where}.required must be a list of tool names`);
  if (!isNames(askFirst)) throw new TypeError(`${where}.askFirst must be a list of tool names`);
  const optional = new Set(all ? [] : tools);
  const mandatory = new Set(required);
  const asking = new Set(askFirst);
  const supportOf = (tool: AnyTool): TaskSupport => {
    if (mandatory.has(tool.name)) return "required";
    const marked = taskSupportOf(tool);
    if (marked !== undefined && marked !== "forbidden") return marked;
    return all || optional.has(tool.name) ? "optional" : "forbidden";
  };
  return {
    supportOf,
    asksFirst: (tool) => asking.has(tool.name) && supportOf(tool) !== "forbidden",
    ttlMs: positiveInteger(options.ttlMs, DEFAULT_TTL_MS, `${where}.ttlMs`),
    pollIntervalMs: positiveInteger(
      options.pollIntervalMs,
      DEFAULT_POLL_INTERVAL_MS,
      `${where}.pollIntervalMs`,
    ),
  };
}

function isNames(value: unknown): value is readonly string[] {
  return Array.isArray(value) && value.every((name) => typeof name === "string");
}

function positiveInteger(value: number | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new RangeError(
      `${name} must be a positive integer of milliseconds, got ${String(value)}`,
    );
  }
  return value;
}
