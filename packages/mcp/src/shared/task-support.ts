// Whether an MCP client may call a tool as a task (MCP's `execution.taskSupport`), for the tools
// @kit/mcp makes itself: a remote tool carries its upstream's answer, so the gateway's server can
// declare it as the upstream did. A WeakMap, so nothing is added to @kit/tools' Tool.
import type { AnyTool } from "@kit/tools";

/** MCP's `execution.taskSupport` of a tool: "forbidden" when it says nothing. */
export type TaskSupport = "forbidden" | "optional" | "required";

const SUPPORT = new WeakMap<AnyTool, TaskSupport>();

/** Records that `tool` may (or must) be called as a task. */
export function markTaskSupport(tool: AnyTool, support: TaskSupport): void {
  SUPPORT.set(tool, support);
}

/** What was recorded for `tool`, or undefined when nothing was. */
export function taskSupportOf(tool: AnyTool): TaskSupport | undefined {
  return SUPPORT.get(tool);
}
