// Which of a server's tools MCP clients may call as tasks, and what the server tells them of a task's lifetime.

/**
 * The `tasks` option of `createMcpServer` (and `kit-mcp serve --tasks`): which tools a client may
 * call as MCP tasks, in both protocol eras (the 2025-11-25 `tasks/*` methods, and the
 * `io.modelcontextprotocol/tasks` extension of 2026-07-28). A task is started with the server's
 * executor (`ToolExecutor.startTask`) and kept in the executor's `stores.tasks`: give every
 * replica behind a load balancer an executor on the same shared store (`@kit/redis`) and any of
 * them reads, awaits and cancels a task that another started.
 */
export interface McpTaskOptions {
  /**
   * The tools a client may call as a task (`execution.taskSupport: "optional"`): their names, or
   * `"all"`. A tool named here that the registry does not hold is ignored (it may be registered
   * later).
   */
  readonly tools: "all" | readonly string[];
  /**
   * Tools that must be called as tasks (`execution.taskSupport: "required"`): a 2025 client that
   * calls one without `task` gets -32601, a 2026 client that did not declare the extension
   * -32021. Default none.
   */
  readonly required?: readonly string[] | undefined;
  /**
   * Tools whose questions come before their task, on requests of protocol 2026-07-28 that
   * declare the tasks extension (the extension's input-then-task composition): the call first
   * runs in the request as a plain call, and its first question that has no answer yet ends the
   * round with an `InputRequiredResult` (no task yet); the client's retry with the answers
   * (`inputResponses` and the sealed `requestState`) starts the task, whose tool gets those
   * answers at once, and any later question of its run is a question of the task
   * (`input_required`, answered with `tasks/update`). A round in which the tool asks nothing
   * gives its result at once, so name here only tools that ask before their long work; the
   * work a tool did before its question is done again in the task. Names of tools that are not
   * callable as tasks are ignored. Default none: a task starts at once and asks while it runs.
   */
  readonly askFirst?: readonly string[] | undefined;
  /**
   * The `ttl` (2025) or `ttlMs` (2026) told to clients, in milliseconds: how long a task stays
   * readable after it was created, at least. Say no more than the executor's `tasks.ttlMs` (kit
   * keeps a result that long after the task *finished*, so a task is kept at least that long
   * after it was created). Default 1 hour, the executor's default.
   */
  readonly ttlMs?: number | undefined;
  /**
   * The `pollInterval` (2025) or `pollIntervalMs` (2026) suggested to clients, in milliseconds.
   * Default 1000.
   */
  readonly pollIntervalMs?: number | undefined;
}
