// MCP tasks on one server: the tasks/* handlers of the era the server answers, and the part of
// tools/call that starts a task (or refuses a call the tool's task support does not allow).
import type { AnyTool } from "@kit/tools";
import type { ClientCapabilities, Result } from "@modelcontextprotocol/server";
import { declaresTasks, missingTasksExtension, taskMethodNotFound } from "./tasks-errors";
import type { TasksService } from "./tasks-service";
import type { ToolServer } from "./tool-server";

/**
 * Registers tasks/get and tasks/cancel (both eras), tasks/result (2025-11-25 only) and
 * tasks/update (2026-07-28 only) on `server`.
 * @param stateless - whether the server answers a request of 2026-07-28.
 */
export function installTaskHandlers(
  server: ToolServer,
  tasks: TasksService,
  stateless: () => boolean,
): void {
  server.setKitHandler("tasks/get", (params, ctx) =>
    stateless() ? tasks.modernGet(params, ctx) : tasks.legacyGet(params),
  );
  server.setKitHandler("tasks/cancel", (params, ctx) =>
    stateless() ? tasks.modernCancel(params, ctx) : tasks.legacyCancel(params),
  );
  server.setKitHandler("tasks/result", (params, ctx) => {
    if (stateless()) throw taskMethodNotFound("Method not found");
    return tasks.legacyResult(params, ctx);
  });
  server.setKitHandler("tasks/update", (params, ctx) => {
    if (!stateless()) throw taskMethodNotFound("Method not found");
    return tasks.modernUpdate(params, ctx);
  });
}

/** What a tools/call says that decides whether it is a task. */
export interface TaskCall {
  readonly tool: AnyTool;
  readonly inputs: Readonly<Record<string, unknown>>;
  readonly params: unknown;
  /** Whether the request is of 2026-07-28. */
  readonly stateless: boolean;
  /** What the client declared: the request's (2026-07-28) or the connection's (2025). */
  readonly capabilities: ClientCapabilities | undefined;
  /**
   * 2026-07-28, a tool whose questions come first (`answersBeforeTask`): `"ask"` when this round
   * runs in the request, else the answers the rounds gathered for its task.
   */
  readonly earlier?: "ask" | Readonly<Record<string, unknown>> | undefined;
}

/**
 * Starts the call as a task when the client asked for one (2025-11-25: `task` in the params) or
 * declared the extension (2026-07-28) and the tool supports tasks; undefined for a plain call
 * (and for the first round of a tool whose questions come before its task).
 * @throws ProtocolError -32601 (2025) for a tool that must be a task called plainly, or one that
 * cannot be a task called as one; -32021 (2026) for a tool that must be a task from a request
 * that did not declare the extension.
 */
export async function startTaskCall(
  tasks: TasksService,
  call: TaskCall,
): Promise<Result | undefined> {
  const { tool, inputs, stateless, capabilities } = call;
  const support = tasks.policy.supportOf(tool);
  if (stateless) {
    // 2026-07-28: the server decides; a client that declared the extension gets a task.
    if (support !== "forbidden" && declaresTasks(capabilities)) {
      // Its questions come first: this round is a plain call, asking in an InputRequiredResult.
      if (call.earlier === "ask") return undefined;
      return tasks.modernCreated(await tasks.start(tool, inputs, capabilities, call.earlier));
    }
    if (support === "required") throw missingTasksExtension(`Tool '${tool.name}'`);
    return undefined;
  }
  // 2025-11-25: the client asks for a task with `task` in the params.
  const asked = (call.params as { task?: unknown } | undefined)?.task !== undefined;
  if (asked && support === "forbidden") {
    throw taskMethodNotFound(
      `Tool '${tool.name}' cannot be called as a task: its execution.taskSupport is 'forbidden'`,
    );
  }
  if (asked) return tasks.legacyCreated(await tasks.start(tool, inputs, capabilities));
  if (support === "required") {
    throw taskMethodNotFound(
      `Tool '${tool.name}' must be called as a task (its execution.taskSupport is 'required'): add 'task' to the tools/call params`,
    );
  }
  return undefined;
}
