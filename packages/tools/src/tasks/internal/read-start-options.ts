// The checks of startTask's arguments, before anything is stored.

import { checkTimeout } from "../../executor/internal/check-timeout";
import type { AnyTool } from "../../tool/tool";
import type { StartTaskOptions } from "../task-options";
import { checkId } from "./check-task-id";

/**
 * The task id (a fresh unguessable one when none is given) and whether a lost task may be
 * started again.
 * @throws TypeError for a value that is not a tool, a bad id, or `restart` for a tool that is not idempotent.
 * @throws RangeError for a bad `timeoutMs`.
 */
export function readStartOptions(
  tool: AnyTool,
  options: StartTaskOptions | undefined,
): { taskId: string; restart: boolean } {
  if (typeof tool?.execute !== "function" || typeof tool.name !== "string") {
    throw new TypeError("ToolExecutor.startTask() takes a Tool as its first argument.");
  }
  const { taskId, restart, timeoutMs } = options ?? {};
  checkTimeout(timeoutMs);
  const id = taskId === undefined ? `task_${globalThis.crypto.randomUUID()}` : checkId(taskId);
  if (restart === true && !tool.effects.idempotent) {
    throw new TypeError(
      `ToolExecutor.startTask(): tool '${tool.name}' is not idempotent, so a lost task of it is not started again (it may have done its work once).`,
    );
  }
  return { taskId: id, restart: restart === true };
}
