// A registry served over the Model Context Protocol, on the official SDK's low-level Server.
import type { AnyTool, ToolExecutor, ToolRegistry } from "@kit/tools";
import type { Server } from "@modelcontextprotocol/server";
import { requestStateSeal } from "./internal/request-state-options";
import { toolServerFactory } from "./internal/tool-server-factory";
import type { McpTaskOptions } from "./tasks/mcp-task-options";

/** Options of {@link createMcpServer}. */
export interface McpServerOptions {
  /**
   * Runs every call, with its credentials, timeouts, interceptors and telemetry; a
   * `new ToolExecutor()` (no credentials) when omitted.
   */
  readonly executor?: ToolExecutor | undefined;
  /** The server's name in the protocol's handshake. Default `"kit-mcp"`. */
  readonly name?: string | undefined;
  /** The server's version in the protocol's handshake. Default `"0.0.0"`. */
  readonly version?: string | undefined;
  /**
   * The most characters of a result's text sent to the client; longer text is cut and ends
   * with `[truncated: shown N of M characters]`, as in the provider formats of @kit/providers.
   * A tool with an output schema whose output's JSON is longer gets an `isError` result that
   * names the size and the cap instead (a cut value would not match its `outputSchema`). At
   * least 100; default 100,000 (about 25,000 tokens).
   */
  readonly maxResultLength?: number | undefined;
  /**
   * The key that seals the `requestState` of a tool's questions on requests of protocol
   * 2026-07-28 (AES-256-GCM: the client can neither read nor alter it): 32 bytes, as a
   * `Uint8Array`, 64 hex digits or base64. Every replica behind one load balancer needs the same
   * key, so that a question asked on one is answered on another. Default: a random key made
   * when the server is made (one process only).
   */
  readonly requestStateKey?: Uint8Array | string | undefined;
  /**
   * How long a `requestState` handed out stays valid, in milliseconds: the time a user has to
   * answer a tool's question. Default 15 minutes.
   */
  readonly requestStateTtlMs?: number | undefined;
  /**
   * Which tools a client may call as MCP tasks (see {@link McpTaskOptions}): the server then
   * declares tasks (the `tasks` capability to a 2025-11-25 client, the
   * `io.modelcontextprotocol/tasks` extension on `server/discover`), lists
   * `execution.taskSupport` on those tools (2025; the 2026 revision's tools have no such field),
   * and serves `tasks/get`, `tasks/result` (2025), `tasks/update` (2026) and `tasks/cancel`.
   * Tasks run on `executor` and live in its `stores.tasks`. Without it, only remote tools whose
   * server declared task support (as the client side records it) are tasks.
   */
  readonly tasks?: McpTaskOptions | undefined;
}

/**
 * Makes an MCP server that offers the tools, ready to connect to any transport (stdio,
 * Streamable HTTP, in-memory).
 *
 * - `tools/list` gives every tool in registration order, with its input schema as JSON Schema
 *   (`{ type: "object" }` for a tool without one), its output schema when it has one, and
 *   annotations (`readOnlyHint`, `destructiveHint`, `idempotentHint`, `openWorldHint`) from its
 *   effects. A tool registered later is listed too.
 * - `tools/call` runs through a `ToolDispatcher`, so validation, credentials, timeouts,
 *   interceptors and redaction apply. Success gives the output as text, and as
 *   `structuredContent` for a tool with an output schema; a failure is a result with
 *   `isError: true` and the text a model reads. Text over `maxResultLength` is cut, with a
 *   marker; a structured output over it is an `isError` result naming its size and the cap. A tool name the registry does not hold is a
 *   JSON-RPC error `-32602` whose message names the tools there are. When the client cancels
 *   a request or the connection closes, the tool's signal aborts.
 * - A tool's content parts follow the output's text as MCP content blocks, in order (bytes as
 *   base64). `context.progress` is sent as `notifications/progress` when the request carries a
 *   progress token; `context.log` as `notifications/message` at or above the level the client
 *   set with `logging/setLevel` (`info` until it does); `context.elicit` and `context.sample`
 *   ask the client (`elicitation/create`, `sampling/createMessage`) when it declared the
 *   capability, and reject with `UnsupportedCapabilityError` when it did not.
 *
 * A server connects to one transport; make one per connection (or per request, for stateless
 * HTTP).
 *
 * With `tasks`, a tool call may be a task: in 2025-11-25 when the client puts `task` in the
 * params of `tools/call`, in 2026-07-28 whenever the request declares the tasks extension. The
 * result is a `CreateTaskResult` at once; the call runs on in the executor. `tasks/get` gives
 * its status (`working`, `input_required` while its tool's question waits, `completed`,
 * `failed`, `cancelled`), its last progress or log message as `statusMessage`, and (2026) its
 * result or error once finished; a tool's question is sent on `tasks/result` (2025) or listed as
 * `inputRequests` and answered with `tasks/update` (2026).
 * @param tools - a registry (read on every request), or tools to put in a new one, in order.
 * @throws SemanticError when `tools` is not a registry and two of its tools share a name.
 * @throws RangeError when `maxResultLength` is not an integer of at least 100, or
 * `requestStateTtlMs` not a positive integer.
 * @throws TypeError when `requestStateKey` is not 32 bytes (the message never holds the key),
 * or `tasks.tools` is neither `"all"` nor a list of names.
 * @example
 * ```ts
 * import { createMcpServer } from "@kit/mcp";
 * import { type ToolRegistry, ToolExecutor } from "@kit/tools";
 * import { StdioServerTransport } from "@modelcontextprotocol/server/stdio";
 *
 * declare const registry: ToolRegistry;
 * const server = createMcpServer(registry, { executor: new ToolExecutor(), name: "weather" });
 * await server.connect(new StdioServerTransport());
 * ```
 */
export function createMcpServer(
  tools: ToolRegistry | Iterable<AnyTool>,
  options: McpServerOptions = {},
): Server {
  const { executor, name, version, maxResultLength } = options;
  const seal = requestStateSeal(options, {
    key: "createMcpServer: options.requestStateKey",
    ttl: "createMcpServer: options.requestStateTtlMs",
  });
  return toolServerFactory(tools, {
    executor,
    name,
    version,
    maxResultLength,
    requestStateSeal: seal,
    tasks: options.tasks,
  })();
}
