// Hot path: its tools/call handler runs on every call. The SDK's low-level Server, with kit's
// tools/call handler taken as it is: the SDK's Server wraps a tools/call handler to parse the
// request twice and the result once more with its schemas (most of a call's time in the SDK).
// kit's handler checks all it reads (readCallParams, with the protocol's -32602 messages),
// builds only results of the protocol's shape (call-result.ts), and asks questions only of a
// client that declared the capability (input-rounds.ts), so it needs none of that. Every other
// handler, and one a user registers, is wrapped by the SDK as usual.
import {
  type JSONRPCRequest,
  type Result,
  Server,
  type ServerCapabilities,
  type ServerContext,
  type StandardSchemaV1,
  type Transport,
} from "@modelcontextprotocol/server";
import { FastToolCalls } from "./fast-tool-calls";
import { TASKS_EXTENSION } from "./tasks-policy";

type Handler = (request: JSONRPCRequest, ctx: ServerContext) => Promise<Result>;
type KitHandler = (params: unknown, ctx: ServerContext) => Result | Promise<Result>;

// The servers registering kit's handler right now (a WeakSet: the SDK's constructor wraps its
// own handlers before a subclass's fields exist).
const registering = new WeakSet<Server>();

// A Standard Schema that takes any params as they are: the handler checks them.
const ANY_PARAMS: { params: StandardSchemaV1; result: undefined } = {
  params: { "~standard": { version: 1, vendor: "kit", validate: (value) => ({ value }) } },
  result: undefined,
};

// What a server of protocol 2025-11-25 declares of tasks: tools/call may be a task, tasks/cancel
// is served; tasks/list is not (a task is read by its unguessable id, and kit does not know who
// the requestor is, so listing would show every requestor's tasks: the revision says not to).
const LEGACY_TASKS = Object.freeze({ cancel: {}, requests: { tools: { call: {} } } });

/** The revision where tasks became the io.modelcontextprotocol/tasks extension. */
const EXTENSION_VERSION = "2026-07-28";

/** The SDK's `Server`, with kit's handlers registered as they are. */
export class ToolServer extends Server {
  /**
   * Whether the server offers MCP tasks: declared as the `tasks` capability to a client of
   * 2025-11-25, and as the `io.modelcontextprotocol/tasks` extension on `server/discover`.
   */
  offersTasks = false;

  /**
   * Whether `tools/call` may take kit's fast path (fast-tool-calls.ts); its tests turn it off to
   * compare it with the SDK's way.
   */
  fastCalls = true;

  // kit's tools/call handler, which the fast path calls, and the SDK's entry for it: the fast
  // path serves only while that entry is the one in place (a user may replace it).
  private kitCall: { handler: KitHandler; entry: unknown } | undefined;

  /**
   * Connects as the SDK's Server does, then puts kit's fast path for `tools/call` in front of
   * the SDK's handling of each message (not when the server offers tasks: a call may be one).
   */
  override async connect(transport: Transport): Promise<void> {
    await super.connect(transport);
    if (this.fastCalls && this.kitCall !== undefined && !this.offersTasks) {
      FastToolCalls.install(this, transport, this.kitCall.handler, this.kitCall.entry);
    }
  }

  override getCapabilities(): ServerCapabilities {
    const capabilities = super.getCapabilities();
    if (!this.offersTasks) return capabilities;
    // The SDK sets the version before it answers initialize (2025) and makes a server of
    // 2026-07-28 for its revision; versions are dates, so their text order is their time order.
    const version = this.getNegotiatedProtocolVersion();
    if (version !== undefined && version < EXTENSION_VERSION) {
      return { ...capabilities, tasks: LEGACY_TASKS } as ServerCapabilities;
    }
    const extensions = (capabilities as { extensions?: Record<string, object> }).extensions;
    return {
      ...capabilities,
      extensions: { ...extensions, [TASKS_EXTENSION]: {} },
    } as ServerCapabilities;
  }

  /** Registers kit's own handler of `method`, its params as they came. */
  setKitHandler(
    method:
      | "tools/call"
      | "logging/setLevel"
      | "tasks/get"
      | "tasks/result"
      | "tasks/cancel"
      | "tasks/update",
    handler: KitHandler,
  ): void {
    registering.add(this);
    try {
      this.setRequestHandler(method, ANY_PARAMS, handler);
    } finally {
      registering.delete(this);
    }
    if (method === "tools/call") {
      const entries = (this as unknown as { _requestHandlers?: unknown })._requestHandlers;
      const entry = entries instanceof Map ? entries.get(method) : undefined;
      this.kitCall = entry === undefined ? undefined : { handler, entry };
    }
  }

  protected override _wrapHandler(method: string, handler: Handler): Handler {
    return registering.has(this) ? handler : super._wrapHandler(method, handler);
  }
}
