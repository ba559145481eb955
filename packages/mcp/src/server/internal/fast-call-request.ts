// Hot path: made for every tools/call the fast path takes (fast-tool-calls.ts). The context kit's
// tools/call handler gets there: the same fields as the SDK's Protocol gives a handler (the
// request's id, method, `_meta` without the envelope, the envelope, no requestState, the signal),
// with its methods on the prototype instead of fresh closures. What a tool sends goes through the
// SDK's own `request` and `notification`, related to the request as the SDK relates them;
// `log`, `elicitInput` and `requestSampling` (which kit's handler does not use) are the SDK's own,
// from the context the SDK would have built, made only when one is called.
import type {
  Notification,
  RequestId,
  RequestOptions,
  Server,
  ServerContext,
} from "@modelcontextprotocol/server";

type McpReq = ServerContext["mcpReq"];

// The SDK's Server builds its handlers' full context from the base one (protected in its types).
interface ContextBuilder {
  buildContext(ctx: ServerContext, transportInfo: undefined): ServerContext;
}

function noRequestState<T>(): T | undefined {
  return undefined;
}

function isStandardSchema(value: unknown): boolean {
  return typeof value === "object" && value !== null && "~standard" in value;
}

/** One fast-path request's context. */
export class FastCallRequest {
  readonly id: RequestId;
  readonly method = "tools/call";
  readonly _meta: McpReq["_meta"];
  readonly envelope?: McpReq["envelope"];
  readonly requestState = noRequestState as McpReq["requestState"];
  readonly signal: AbortSignal;
  private full: ServerContext | undefined;

  constructor(
    private readonly server: Server,
    id: RequestId,
    params: Readonly<Record<string, unknown>>,
    envelope: Readonly<Record<string, unknown>> | undefined,
    signal: AbortSignal,
  ) {
    this.id = id;
    this._meta = params._meta as McpReq["_meta"];
    if (envelope !== undefined) this.envelope = envelope as McpReq["envelope"];
    this.signal = signal;
  }

  /** The context a handler reads: `sessionId` of the transport, no `http` (not over HTTP). */
  context(): ServerContext {
    const ctx = { sessionId: this.server.transport?.sessionId, mcpReq: this, http: undefined };
    return ctx as unknown as ServerContext;
  }

  /** A request to the client, related to this one (its id from the SDK's counter). */
  send(
    request: { method: string; params?: Record<string, unknown> },
    ...rest: unknown[]
  ): Promise<unknown> {
    const [schemaOrOptions, maybeOptions] = rest as [unknown, RequestOptions | undefined];
    const server = this.server as unknown as {
      request(r: unknown, schemaOrOptions?: unknown, maybeOptions?: unknown): Promise<unknown>;
    };
    if (isStandardSchema(schemaOrOptions)) {
      return server.request(request, schemaOrOptions, {
        ...maybeOptions,
        relatedRequestId: this.id,
      });
    }
    const options = schemaOrOptions as RequestOptions | undefined;
    return server.request(request, { ...options, relatedRequestId: this.id });
  }

  /** A notification about this request. */
  notify(notification: Notification): Promise<void> {
    return this.server.notification(notification as never, { relatedRequestId: this.id });
  }

  log(...args: Parameters<McpReq["log"]>): ReturnType<McpReq["log"]> {
    return this.sdkContext().mcpReq.log(...args);
  }

  elicitInput(...args: Parameters<McpReq["elicitInput"]>): ReturnType<McpReq["elicitInput"]> {
    return this.sdkContext().mcpReq.elicitInput(...args);
  }

  requestSampling(
    ...args: Parameters<McpReq["requestSampling"]>
  ): ReturnType<McpReq["requestSampling"]> {
    return this.sdkContext().mcpReq.requestSampling(...args);
  }

  // The context the SDK builds from this base one, for its own helpers.
  private sdkContext(): ServerContext {
    this.full ??= (this.server as unknown as ContextBuilder).buildContext(
      this.context(),
      undefined,
    );
    return this.full;
  }
}
