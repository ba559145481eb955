import type { TaskStatus } from "@kit/tools";
import { expectTypeOf, test } from "vitest";
import type { ConnectMcpServerOptions } from "./connect-mcp-server-options";
import type { McpConnection } from "./mcp-connection";
import type { McpAwaitTaskOptions, McpRemoteTask, McpTaskMode } from "./mcp-remote-task";

test("the task methods of a connection are typed, their results frozen shapes", () => {
  expectTypeOf<McpConnection["startTask"]>().returns.resolves.toEqualTypeOf<McpRemoteTask>();
  expectTypeOf<McpConnection["getTask"]>().returns.resolves.toEqualTypeOf<McpRemoteTask>();
  expectTypeOf<McpConnection["awaitTask"]>().returns.resolves.toBeUnknown();
  expectTypeOf<McpConnection["cancelTask"]>().returns.resolves.toBeVoid();
  expectTypeOf<McpConnection["awaitTask"]>()
    .parameter(1)
    .toEqualTypeOf<McpAwaitTaskOptions | undefined>();
  expectTypeOf<McpRemoteTask["status"]>().toEqualTypeOf<TaskStatus>();
  expectTypeOf<McpRemoteTask["ttlMs"]>().toEqualTypeOf<number | null>();
  // @ts-expect-error a task read is frozen
  const change = (task: McpRemoteTask) => (task.status = "completed");
  expectTypeOf(change).toBeFunction();
});

test("the 'tasks' option takes the three modes only", () => {
  expectTypeOf<McpTaskMode>().toEqualTypeOf<"auto" | "prefer" | "never">();
  expectTypeOf<{ command: "x"; tasks: "prefer" }>().toExtend<ConnectMcpServerOptions>();
  expectTypeOf<{ command: "x"; tasks: "always" }>().not.toExtend<ConnectMcpServerOptions>();
});
