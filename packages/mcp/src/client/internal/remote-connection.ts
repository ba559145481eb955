// A connection to one remote MCP server: the SDK client, the kit tools of the server's tools,
// and what happens when the server goes away.
import type { AnyTool, CallHandlers, ToolContext } from "@kit/tools";
import { type Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { McpConnectionError } from "../../errors/mcp-connection-error";
import type { McpConnection, McpConnectionState, UnvalidatedSchema } from "../mcp-connection";
import type { McpAwaitTaskOptions, McpRemoteTask, McpTaskMode } from "../mcp-remote-task";
import type { SkippedTool } from "../skipped-tool";
import { callerHandlers } from "./caller-handlers";
import { CallsInFlight } from "./calls-in-flight";
import { credentialsSent, resolveTarget } from "./connect-target";
import { connectionAuth } from "./connection-auth";
import type { CredentialPlan } from "./connection-credentials";
import { connectFailure } from "./connection-failure";
import { ConnectionTasks } from "./connection-tasks";
import { ConnectionTools } from "./connection-tools";
import { listRemoteTools } from "./list-remote-tools";
import { clientCapabilities, makeClient } from "./make-client";
import { type Negotiation, openClient, type ServerTarget } from "./open-client";
import type { ConnectionAuth } from "./provided-auth";
import { reconnectDelay } from "./reconnect-delay";
import { RemoteCaller } from "./remote-caller";
import { isOversizeMessage, MAX_RESULT_BYTES } from "./result-size";
import { SecretValues } from "./secret-values";
import { sendAuthorized } from "./send-authorized";
import { StderrTail } from "./stderr-tail";
import { passTaskResults } from "./task-wire";
import type { TransportEvents } from "./watched-transports";
import { SendAgain } from "./wire-end";

/** A connection's settings, checked. */
export interface ConnectionSettings {
  readonly name: string;
  readonly target: ServerTarget;
  readonly prefix: string;
  readonly timeoutMs: number;
  readonly handlers: Pick<CallHandlers, "elicit" | "sample" | "onLog">;
  readonly onToolsChanged: ((tools: readonly AnyTool[]) => void) | undefined;
  /** Every value of `env` and `headers`, never to be shown. */
  readonly secrets: readonly string[];
  /** Credentials named for `env` or `headers`, resolved on every connect. */
  readonly credentials: CredentialPlan | undefined;
  /** When a call goes as an MCP task. */
  readonly tasks: McpTaskMode;
  /**
   * Whether a server's question that `handlers` cannot answer goes to the running call's
   * `context.elicit` or `context.sample` (the gateway's upstreams); declared to the server then.
   */
  readonly askCaller?: boolean | undefined;
}

/** The implementation of {@link McpConnection}. */
export class RemoteConnection implements McpConnection {
  readonly name: string;
  readonly #settings: ConnectionSettings;
  readonly #secrets: SecretValues;
  readonly #stderr = new StderrTail();
  readonly #calls: CallsInFlight;
  readonly #tasks: ConnectionTasks;
  readonly #tools: ConnectionTools;
  readonly #caller: RemoteCaller;
  // What cleans a result's texts; none without secrets, so a result is not written out as JSON
  // on every call only to find nothing to replace.
  readonly #cleanText = (text: string): string => this.#secrets.clean(text);
  #client: Client | undefined;
  #state: McpConnectionState = "open";
  #protocolVersion = "";
  // Why the server is unavailable, once it is.
  #lost: string | undefined;
  #reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  readonly #oauth: ConnectionAuth | undefined;
  // The stdio reader refused a message over the limit, and the SDK is closing the transport.
  #oversize = false;
  // What the HTTP transports tell of the answers they read.
  readonly #events: TransportEvents = {
    tooLarge: (token) => this.#caller.wireEnd(token, { kind: "too-large" }),
    broken: (token, error) => this.#caller.wireEnd(token, { kind: "broken", error }),
    ended: (token) => this.#calls.wireEnded(token, { kind: "ended" }),
  };

  private constructor(given: ConnectionSettings) {
    this.name = given.name;
    this.#secrets = new SecretValues(given.secrets);
    const calls = new CallsInFlight(this.#secrets, given.handlers.onLog);
    this.#calls = calls;
    const settings: ConnectionSettings =
      given.askCaller === true
        ? {
            ...given,
            handlers: callerHandlers(
              given.handlers,
              () => calls.onlyContext(),
              (text) => this.#secrets.clean(text),
            ),
          }
        : given;
    this.#settings = settings;
    this.#tasks = new ConnectionTasks(
      {
        server: settings.name,
        secrets: this.#secrets,
        handlers: settings.handlers,
        capabilities: clientCapabilities(settings.handlers),
      },
      settings.tasks,
    );
    const { target } = settings;
    this.#oauth = connectionAuth(target, settings.name, this.#secrets);
    const openClient = () => (this.#state === "open" ? this.#client : undefined);
    this.#tools = new ConnectionTools({
      server: settings.name,
      prefix: settings.prefix,
      timeoutMs: settings.timeoutMs,
      call: this.call,
      secrets: this.#secrets,
      cleanText: this.#cleanText,
      tasks: this.#tasks,
      oauth: this.#oauth,
      onLog: settings.handlers.onLog,
      onToolsChanged: settings.onToolsChanged,
      openClient,
    });
    this.#caller = new RemoteCaller({
      server: settings.name,
      secrets: this.#secrets,
      cleanText: this.#cleanText,
      calls,
      tasks: this.#tasks,
      tools: this.#tools,
      oauth: this.#oauth,
      http: target.kind === "http",
      openClient,
      client: () => this.#client,
      unavailable: (cause) => this.#unavailable(cause),
      serverLost: (client, reason) => this.#serverLost(client, reason),
    });
  }

  /**
   * Connects and reads the server's tools.
   * @throws McpConnectionError when the server cannot be started, reached, or spoken to in time.
   */
  static async open(settings: ConnectionSettings): Promise<RemoteConnection> {
    const connection = new RemoteConnection(settings);
    try {
      await connection.#connect();
    } catch (error) {
      connection.#state = "closed";
      throw error;
    }
    return connection;
  }

  get tools(): readonly AnyTool[] {
    return this.#tools.tools;
  }

  get unvalidated(): readonly UnvalidatedSchema[] {
    return this.#tools.unvalidated;
  }

  get skipped(): readonly SkippedTool[] {
    return this.#tools.skipped;
  }

  get state(): McpConnectionState {
    return this.#state;
  }

  get protocolVersion(): string {
    return this.#protocolVersion;
  }

  stderr(): string {
    return this.#stderr.read(this.#secrets);
  }

  async close(): Promise<void> {
    this.#state = "closed";
    this.#lost ??= "the connection is closed";
    clearTimeout(this.#reconnectTimer);
    this.#oauth?.close();
    const client = this.#client;
    this.#client = undefined;
    if (client === undefined) return;
    const transport = client.transport;
    if (transport instanceof StreamableHTTPClientTransport && transport.sessionId !== undefined) {
      await transport.terminateSession().catch(() => {});
    }
    await client.close().catch(() => {});
  }

  /** Runs a remote tool's call: the `execute` of every tool of this connection. */
  readonly call = async (
    remoteName: string,
    toolName: string,
    inputs: Record<string, unknown>,
    context: ToolContext,
  ): Promise<unknown> => {
    try {
      return await this.#caller.send(remoteName, toolName, inputs, context, false);
    } catch (error) {
      if (!(error instanceof SendAgain)) throw error;
      return await this.#caller.send(remoteName, toolName, inputs, context, true);
    }
  };

  async startTask(toolName: string, inputs: Record<string, unknown>): Promise<McpRemoteTask> {
    return this.#tasks.start(this.#open(), toolName, inputs);
  }

  async getTask(taskId: string): Promise<McpRemoteTask> {
    return this.#tasks.get(this.#open(), taskId);
  }

  async awaitTask(taskId: string, options: McpAwaitTaskOptions = {}): Promise<unknown> {
    return this.#tasks.await(this.#open(), taskId, options, this.#caller.finish);
  }

  async cancelTask(taskId: string): Promise<void> {
    return this.#tasks.cancel(this.#open(), taskId);
  }

  // The client, while the connection is open.
  #open(): Client {
    const client = this.#client;
    if (this.#state !== "open" || client === undefined) throw this.#unavailable();
    return client;
  }

  async #connect(): Promise<void> {
    const { timeoutMs } = this.#settings;
    let signal = AbortSignal.timeout(timeoutMs);
    const renew = () => {
      signal = AbortSignal.timeout(timeoutMs);
      return signal;
    };
    const target = await resolveTarget(this.#settings, this.#secrets, signal);
    const hooks = {
      calls: this.#calls,
      toolsChanged: () => void this.#tools.refresh(),
      closed: (client: Client) => this.#onClose(client),
      transportError: (error: Error) => {
        if (isOversizeMessage(error)) this.#oversize = true;
      },
    };
    let client: Client | undefined;
    try {
      const make = (negotiation: Negotiation, probeTimeoutMs?: number) =>
        makeClient(this.#settings.handlers, hooks, negotiation, probeTimeoutMs);
      const bounds = { signal, timeoutMs, renew, oauth: this.#oauth, events: this.#events };
      client = await openClient(target, make, this.#stderr, bounds);
      passTaskResults(client);
      this.#client = client;
      this.#protocolVersion = client.getNegotiatedProtocolVersion() ?? "";
      const listing = this.#tools.settings();
      const listed = client;
      this.#tools.take(
        listed,
        await sendAuthorized(
          listed,
          this.#oauth,
          () => listRemoteTools(listed, listing, signal),
          undefined,
          renew,
        ),
      );
    } catch (error) {
      this.#client = undefined;
      await client?.close().catch(() => {});
      throw new McpConnectionError({
        server: this.name,
        reason: connectFailure(
          error,
          signal.aborted,
          timeoutMs,
          this.#secrets,
          credentialsSent(target),
        ),
        cause: this.#secrets.cleanError(error),
      });
    }
  }

  #unavailable(cause?: unknown): McpConnectionError {
    const reason =
      this.#state === "reconnecting"
        ? `is unreachable (${this.#lost}); reconnecting`
        : (this.#lost ?? "the connection is closed");
    return new McpConnectionError({
      server: this.name,
      reason,
      cause: cause === undefined ? undefined : this.#secrets.cleanError(cause),
    });
  }

  #onClose(client: Client): void {
    if (client !== this.#client || this.#state === "closed") return;
    if (this.#settings.target.kind === "stdio") {
      // A stdio server is not restarted: its process ended, and starting it again could repeat
      // whatever made it end. Calls fail at once; connect again to start a new one.
      this.#state = "closed";
      this.#lost = this.#oversize
        ? `sent a message of more than ${MAX_RESULT_BYTES} bytes, the most kit reads, and was stopped`
        : "its process ended";
      this.#client = undefined;
      return;
    }
    this.#serverLost(client, "the connection closed");
  }

  // An HTTP server that stopped answering: calls fail at once while a new connection is made,
  // with growing delays, until one works or the connection is closed.
  #serverLost(client: Client, reason: string): void {
    if (client !== this.#client || this.#state !== "open") return;
    this.#state = "reconnecting";
    this.#lost = reason;
    this.#client = undefined;
    client.onclose = () => {};
    void client.close().catch(() => {});
    this.#scheduleReconnect(0);
  }

  #scheduleReconnect(attempt: number): void {
    this.#reconnectTimer = setTimeout(() => void this.#reconnect(attempt), reconnectDelay(attempt));
    this.#reconnectTimer.unref?.();
  }

  async #reconnect(attempt: number): Promise<void> {
    if (this.#state !== "reconnecting") return;
    try {
      await this.#connect();
    } catch {
      if (this.#state === "reconnecting") this.#scheduleReconnect(attempt + 1);
      return;
    }
    if (this.#state !== "reconnecting") {
      // Closed while connecting.
      const client = this.#client;
      this.#client = undefined;
      await client?.close().catch(() => {});
      return;
    }
    this.#state = "open";
    this.#lost = undefined;
    this.#tools.announce();
  }
}
