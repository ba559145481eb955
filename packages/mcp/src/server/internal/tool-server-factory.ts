// Hot path: its handlers run on every request, and stateless HTTP makes a server per request.
// Makes protocol servers over one registry and dispatcher; what they share is built once.
import {
  type AnyTool,
  LOG_LEVELS,
  ToolDispatcher,
  type ToolExecutor,
  type ToolRegistry,
} from "@kit/tools";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { Protocol, type RequestHandlerExtra } from "@modelcontextprotocol/sdk/shared/protocol.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type {
  ClientCapabilities,
  ServerNotification,
  ServerRequest,
  ServerResult,
} from "@modelcontextprotocol/sdk/types.js";
import type { jsonSchemaValidator } from "@modelcontextprotocol/sdk/validation";
import { AjvJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/ajv";
import * as z from "zod/v4";
import { readMaxResultLength } from "../../shared/result-text";
import { callResult, invalidParams, readCallParams } from "./call-result";
import { ClientSession, logSeverity } from "./client-session";
import { requestHandlers } from "./request-handlers";
import { StoppableCalls } from "./stoppable-calls";
import { toRegistry } from "./to-registry";
import { toolListing } from "./tool-listing";

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
}

const DEFAULT_NAME = "kit-mcp";
const DEFAULT_VERSION = "0.0.0";

// Only the method: the SDK's own request schemas would turn a wrong param type into an
// internal error (-32603), where the protocol asks for invalid params (-32602), which
// readCallParams gives.
const ListToolsRequest = z.looseObject({ method: z.literal("tools/list") });
const CallToolRequest = z.looseObject({ method: z.literal("tools/call") });
const SetLevelRequest = z.looseObject({ method: z.literal("logging/setLevel") });

/** What a server knows of its client before the handshake reaches it (stateless HTTP). */
export interface ServerContext {
  /** The capabilities the client declared in the handshake, carried by its session id. */
  readonly clientCapabilities?: ClientCapabilities | undefined;
}

/**
 * A function that makes a new server, ready to connect, for the tools.
 * @throws SemanticError when `tools` is not a registry and two of its tools share a name.
 * @throws RangeError when `maxResultLength` is not an integer of at least 100.
 */
export function toolServerFactory(
  tools: ToolRegistry | Iterable<AnyTool>,
  options: ToolServerOptions = {},
): (context?: ServerContext) => Server {
  const maxResultLength = readMaxResultLength(options.maxResultLength);
  const registry = toRegistry(tools);
  const dispatcher = new ToolDispatcher(registry, options.executor);
  const info = { name: options.name ?? DEFAULT_NAME, version: options.version ?? DEFAULT_VERSION };
  const stoppable = options.signal === undefined ? undefined : new StoppableCalls(options.signal);
  const jsonSchemaValidator = lazyValidator();

  return (context) => {
    const session = new ClientSession(context?.clientCapabilities);
    const server = new Server(info, {
      capabilities: {
        tools: options.listChanged === true ? { listChanged: true } : {},
        logging: {},
      },
      jsonSchemaValidator,
    });
    watchHandshake(server, session);
    // Read on every request, so a tool registered after the server was made is listed.
    // Every tool at once: there is no cursor to read.
    server.setRequestHandler(ListToolsRequest, (_request, extra) => {
      const dialect = ClientSession.wantsSchemaDialect(
        headerVersion(extra) ?? session.protocolVersion,
      );
      return { tools: Array.from(registry, (tool) => toolListing(tool, dialect)) };
    });
    // Replaces the SDK's own, which ignores a level it does not know.
    setRequestHandler.call(server, SetLevelRequest, (request) => {
      const level = (request.params as { level?: unknown } | undefined)?.level;
      const severity = logSeverity(level);
      if (severity < 0) {
        throw invalidParams(
          `Invalid logging/setLevel params: 'level' must be one of ${LOG_LEVELS.join(", ")}`,
        );
      }
      session.logSeverity = severity;
      return {};
    });
    // Protocol's registration, not Server's: Server wraps a tools/call handler to parse every
    // request again with the SDK's CallToolRequestSchema and every result with
    // CallToolResultSchema (about 1.4 µs a call). readCallParams checks all the handler reads,
    // and call-result.ts only builds results of the protocol's shape.
    setRequestHandler.call(server, CallToolRequest, async (request, extra) => {
      const { name, inputs, callId } = readCallParams(request.params);
      const handlers = requestHandlers(
        extra,
        session,
        session.declaredCapabilities ?? server.getClientCapabilities(),
      );
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
        ? call(extra.signal)
        : stoppable.run(extra.signal, call));
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

type Extra = RequestHandlerExtra<ServerRequest, ServerNotification>;

// The protocol version a request says it speaks (Streamable HTTP sends it on every request).
function headerVersion(extra: Extra): string | undefined {
  const version = extra.requestInfo?.headers["mcp-protocol-version"];
  return typeof version === "string" ? version : undefined;
}

// The SDK's Server keeps the protocol version of the handshake to itself: the session reads
// it from the initialize request as it goes by.
function watchHandshake(server: Server, session: ClientSession): void {
  const connect = server.connect.bind(server);
  server.connect = async (transport: Transport) => {
    await connect(transport);
    const receive = transport.onmessage;
    transport.onmessage = (message, extra) => {
      if ("method" in message && message.method === "initialize") {
        const version = (message.params as { protocolVersion?: unknown } | undefined)
          ?.protocolVersion;
        if (typeof version === "string") session.protocolVersion = version;
      }
      receive?.(message, extra);
    };
  };
}

type ServerProtocol = Protocol<ServerRequest, ServerNotification, ServerResult>;
const { setRequestHandler } = Protocol.prototype as ServerProtocol;

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
