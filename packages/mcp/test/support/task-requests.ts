// Raw requests of the io.modelcontextprotocol/tasks extension (protocol 2026-07-28) over HTTP:
// the extension declared in each request's capabilities, the task's id in Mcp-Name.
import { eventually } from "@kit/test-support";
import { messageOf, modernRequest } from "./modern-request";

/** The capabilities of a client that takes tasks and answers questions. */
export const WITH_TASKS = {
  elicitation: { form: {} },
  sampling: {},
  extensions: { "io.modelcontextprotocol/tasks": {} },
} as const;

/** A JSON-RPC answer: its result or its error. */
export interface Answer {
  readonly result?: Record<string, unknown> & {
    readonly taskId?: string;
    readonly status?: string;
  };
  readonly error?: { readonly code: number; readonly message: string; readonly data?: unknown };
}

let nextId = 100;

/** Sends one request of the revision to `url`, declaring `capabilities` (the extension by default). */
export async function taskRequest(
  url: URL,
  method: string,
  params: Record<string, unknown>,
  capabilities: object = WITH_TASKS,
): Promise<Answer> {
  const taskId = typeof params.taskId === "string" ? params.taskId : undefined;
  const response = await modernRequest(url, method, params, {
    id: nextId++,
    capabilities,
    headers: taskId === undefined ? {} : { "Mcp-Name": taskId },
  });
  return (await messageOf(response)) as Answer;
}

/** Reads a task with tasks/get until `done` holds for it (a bound on a hang), and returns it. */
export async function untilTask(
  url: URL,
  taskId: string,
  done: (task: NonNullable<Answer["result"]>) => boolean,
): Promise<NonNullable<Answer["result"]>> {
  let last: Answer["result"];
  await eventually(async () => {
    last = (await taskRequest(url, "tasks/get", { taskId })).result;
    return last !== undefined && done(last);
  }, 1000);
  return last as NonNullable<Answer["result"]>;
}

/** Whether a task's status is one it never leaves. */
export function finished(task: { readonly status?: string }): boolean {
  return task.status === "completed" || task.status === "failed" || task.status === "cancelled";
}
