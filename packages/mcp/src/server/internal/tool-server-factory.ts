// Hot path: its handlers run on every request, and stateless HTTP makes a server per request.
// Makes protocol servers over one registry and dispatcher; what they share is built once.
import {
  type AnyTool,
  type CallHandlers,
  LOG_LEVELS,
  type ToolCallOutcome,
  ToolDispatcher,
  ToolExecutor,
  type ToolRegistry,
  UnsupportedCapabilityError,
} from "@kit/tools";
import {
  CLIENT_CAPABILITIES_META_KEY,
  type ClientCapabilities,
  type jsonSchemaValidator,
  LOG_LEVEL_META_KEY,
  MissingRequiredClientCapabilityError,
  type Server,
  type ServerContext,
} from "@modelcontextprotocol/server";
import { AjvJsonSchemaValidator } from "@modelcontextprotocol/server/validators/ajv";
import { readMaxResultLength } from "../../shared/result-text";
import type { McpTaskOptions } from "../tasks/mcp-task-options";
import { callResult, invalidParams, readCallParams } from "./call-result";
import { ClientSession, logSeverity } from "./client-session";
import { InputRounds } from "./input-rounds";
import { requestHandlers } from "./request-handlers";
import type { RequestStateSeal } from "./request-state-seal";
import { formElicitation } from "./session-id";
import { StoppableCalls } from "./stoppable-calls";
import { answersBeforeTask } from "./tasks-ask-first";
import { installTaskHandlers, startTaskCall } from "./tasks-handlers";
import { readTasksPolicy } from "./tasks-policy";
import { TasksService } from "./tasks-service";
import { toRegistry } from "./to-registry";
import { toolListing } from "./tool-listing";
import { ToolServer } from "./tool-server";

/** What the servers of a factory share. */
export interface ToolServerOptions {
  readonly executor?: ToolExecutor | undefined;
  readonly name?: string | undefined;
  readonly version?: string | undefined;
  /** The most characters of a result's text sent to the client; default 100,000. */
  readonly maxResultLength?: number | undefined;
  /** Aborts every call in flight on every server of the factory (the process is stopping). */
  readonly signal?: AbortSignal | undefined;
  /** Declares `tools.listChanged`: the caller sends `notifications/tools/list_changed`. */
  readonly listChanged?: boolean | undefined;
  /** Seals the requestState of a tool's questions on requests of protocol 2026-07-28. */
  readonly requestStateSeal: RequestStateSeal;
  /** Which tools clients may call as MCP tasks (createMcpServer's `tasks`). */
  readonly tasks?: McpTaskOptions | undefined;
  /** What errors call the `tasks` option. Default `"createMcpServer: options.tasks"`. */
  readonly tasksOptionName?: string | undefined;
}

const DEFAULT_NAME = "kit-mcp";
const DEFAULT_VERSION = "0.0.0";

/** The first protocol revision without initialize, where a tool's question is a result. */
const STATELESS_VERSION = "2026-07-28";

/** What a server knows of its client before the handshake reaches it (stateless HTTP). */
export interface ToolServerContext {
  /** The capabilities the client declared in the handshake, carried by its session id. */
  readonly clientCapabilities?: ClientCapabilities | undefined;
  /**
   * The protocol era of the request or connection the server is made for, when the caller
   * knows it (the SDK's serving entries say so): `modern` leaves out what 2026-07-28 removed.
   */
  readonly era?: "legacy" | "modern" | undefined;
}

/**
 * A function that makes a new server, ready to connect, for the tools.
 * @throws SemanticError when `tools` is not a registry and two of its tools share a name.
 * @throws RangeError when `maxResultLength` is not an integer of at least 100.
 */
export function toolServerFactory(
  tools: ToolRegistry | Iterable<AnyTool>,
  options: ToolServerOptions,
): (context?: ToolServerContext) => Server {
  const maxResultLength = readMaxResultLength(options.maxResultLength);
  const registry = toRegistry(tools);
  const executor = options.executor ?? new ToolExecutor();
  const dispatcher = new ToolDispatcher(registry, executor);
  const tasks = new TasksService(
    executor,
    registry,
    readTasksPolicy(options.tasks, options.tasksOptionName ?? "createMcpServer: options.tasks"),
    maxResultLength,
  );
  // Whether the servers offer tasks (the tasks option, or a tool the gateway marked), once.
  const offersTasks = tasks.offered(options.tasks !== undefined);
  const info = { name: options.name ?? DEFAULT_NAME, version: options.version ?? DEFAULT_VERSION };
  const stoppable = options.signal === undefined ? undefined : new StoppableCalls(options.signal);
  const jsonSchemaValidator = lazyValidator();

  return (context) => {
    const modern = context?.era === "modern";
    const session = new ClientSession(context?.clientCapabilities);
    const server = new ToolServer(info, {
      capabilities: {
        tools: options.listChanged === true ? { listChanged: true } : {},
        logging: {},
      },
      jsonSchemaValidator,
    });
    server.offersTasks = offersTasks;
    // Read on every request, so a tool registered after the server was made is listed, in
    // registration order (the same order on every replica: 2026-07-28 asks for a stable one).
    // Every tool at once: there is no cursor to read.
    server.setRequestHandler("tools/list", (_request, ctx) => {
      const dialect = ClientSession.wantsSchemaDialect(protocolVersion(server, ctx));
      if (!offersTasks)
        return { tools: Array.from(registry, (tool) => toolListing(tool, dialect)) };
      return {
        tools: Array.from(registry, (tool) => {
          const listing = toolListing(tool, dialect);
          const taskSupport = tasks.policy.supportOf(tool);
          return taskSupport === "forbidden" ? listing : { ...listing, execution: { taskSupport } };
        }),
      };
    });
    if (!modern) {
      // Replaces the SDK's own, which ignores a level it does not know; with params of any
      // shape, as the SDK's own check of them would answer a bad level -32603, not -32602.
      server.setKitHandler("logging/setLevel", (params) => {
        const level = (params as { level?: unknown } | undefined)?.level;
        const severity = logSeverity(level);
        if (severity < 0) {
          throw invalidParams(
            `Invalid logging/setLevel params: 'level' must be one of ${LOG_LEVELS.join(", ")}`,
          );
        }
        session.logSeverity = severity;
        return {};
      });
    }
    if (offersTasks) installTaskHandlers(server, tasks, () => isStateless(server));
    server.setKitHandler("tools/call", async (params, ctx) => {
      const { name, inputs, callId } = readCallParams(params);
      const stateless = isStateless(server);
      const tool = offersTasks ? registry.lookup(name) : undefined;
      if (tool !== undefined) {
        const capabilities = stateless
          ? requestCapabilities(ctx)
          : (session.declaredCapabilities ?? server.getClientCapabilities());
        const earlier = stateless
          ? answersBeforeTask(tasks.policy, tool, inputs, ctx, options.requestStateSeal)
          : undefined;
        const task = await startTaskCall(tasks, {
          tool,
          inputs,
          params,
          stateless,
          capabilities,
          earlier,
        });
        if (task !== undefined) return task;
      }
      let rounds: InputRounds | undefined;
      let handlers: CallHandlers;
      if (stateless) {
        // 2026-07-28: what the client declared and the level it wants come with the request.
        const envelope = ctx.mcpReq.envelope as Readonly<Record<string, unknown>> | undefined;
        const statelessSession = new ClientSession();
        // No log messages unless the request asks for a level (2026-07-28 has no setLevel).
        const level = envelope?.[LOG_LEVEL_META_KEY];
        statelessSession.logSeverity =
          level === undefined ? LOG_LEVELS.length : Math.max(0, logSeverity(level));
        handlers = requestHandlers(ctx, statelessSession, undefined);
        const capabilities = envelope?.[CLIENT_CAPABILITIES_META_KEY] as
          | ClientCapabilities
          | undefined;
        if (capabilities !== undefined) {
          rounds = InputRounds.read(ctx, { toolName: name, inputs }, options.requestStateSeal);
          handlers = {
            ...handlers,
            ...(formElicitation(capabilities) ? { elicit: rounds.elicit } : {}),
            ...(capabilities.sampling === undefined ? {} : { sample: rounds.sample }),
          };
        }
      } else {
        handlers = requestHandlers(
          ctx,
          session,
          session.declaredCapabilities ?? server.getClientCapabilities(),
        );
      }
      const call = (signal: AbortSignal) =>
        dispatcher.dispatch(
          // The caller's id when it gave one (its retries are then the same call to the
          // executor's exactly-once record); else a fresh one: request ids repeat across HTTP
          // requests and connections.
          { id: callId ?? nextCallId(), name, arguments: inputs },
          {
            signal,
            onProgress: handlers.onProgress,
            onLog: handlers.onLog,
            elicit: handlers.elicit,
            sample: handlers.sample,
          },
        );
      const outcome = await (stoppable === undefined
        ? call(ctx.mcpReq.signal)
        : stoppable.run(ctx.mcpReq.signal, call));
      // The tool asked what the client has not answered yet: whatever it did after, the
      // client answers and calls again, and the tool runs again (input-rounds.ts).
      if (rounds?.pending === true) return rounds.result();
      // 2026-07-28: a call that failed for want of a capability the request did not declare is
      // the protocol's -32021, naming it (a tool that went on without it is not).
      if (stateless) throwIfMissingCapability(outcome);
      const hasOutputSchema = (registry.lookup(name)?.outputSchema ?? null) !== null;
      return callResult(outcome, hasOutputSchema, maxResultLength);
    });
    return server;
  };
}

// Call ids unique in the process (and, by their random part, across processes): a counter
// after a random prefix costs a fifth of a crypto.randomUUID() per call.
let callPrefix: string | undefined;
let calls = 0;
function nextCallId(): string {
  callPrefix ??= `mcp_${crypto.randomUUID().slice(24)}_`;
  calls += 1;
  return callPrefix + calls;
}

function throwIfMissingCapability(outcome: ToolCallOutcome): void {
  const { error } = outcome.result;
  const missing = [error, (error as { cause?: unknown } | undefined)?.cause].find((each) =>
    UnsupportedCapabilityError.isInstance(each),
  ) as UnsupportedCapabilityError | undefined;
  if (missing === undefined) return;
  throw new MissingRequiredClientCapabilityError(
    { requiredCapabilities: { [missing.capability]: {} } },
    `${missing.message} Declare '${missing.capability}' in the request's io.modelcontextprotocol/clientCapabilities to answer it.`,
  );
}

// What a request of 2026-07-28 says its client can do (its `_meta` envelope).
function requestCapabilities(ctx: ServerContext): ClientCapabilities | undefined {
  const envelope = ctx.mcpReq.envelope as Readonly<Record<string, unknown>> | undefined;
  return envelope?.[CLIENT_CAPABILITIES_META_KEY] as ClientCapabilities | undefined;
}

// The protocol version of a request: its own header (Streamable HTTP sends it on every
// request), else the one the connection negotiated.
function protocolVersion(server: Server, ctx: ServerContext): string | undefined {
  return (
    ctx.http?.req?.headers.get("mcp-protocol-version") ?? server.getNegotiatedProtocolVersion()
  );
}

// Whether the server answers a request of 2026-07-28 or later (the SDK's serving entries set the
// revision of such a server before its request comes).
function isStateless(server: Server): boolean {
  const version = server.getNegotiatedProtocolVersion();
  // Protocol versions are dates: their text order is their time order.
  return version !== undefined && version >= STATELESS_VERSION;
}

// The SDK's Server builds an Ajv instance with its formats when it is made (a few ms at a
// process's start, and on every request of stateless HTTP), to check a client's answer to
// elicitInput. kit checks a tool's answers with the tool's own schema, so the validator is
// built the first time a server of the factory needs one (a program's own elicitInput), and
// shared.
function lazyValidator(): jsonSchemaValidator {
  let ajv: AjvJsonSchemaValidator | undefined;
  return {
    getValidator(schema) {
      ajv ??= new AjvJsonSchemaValidator();
      return ajv.getValidator(schema);
    },
  };
}
