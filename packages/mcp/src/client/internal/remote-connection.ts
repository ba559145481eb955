// A connection to one remote MCP server: the SDK client, the kit tools of the server's tools,
// the calls in flight, and what happens when the server goes away.
import type { AnyTool, CallHandlers, ToolContext } from "@kit/tools";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import {
  type CallToolResult,
  type ClientCapabilities,
  CreateMessageRequestSchema,
  ElicitRequestSchema,
  LoggingMessageNotificationSchema,
  type Tool as McpTool,
  ToolListChangedNotificationSchema,
} from "@modelcontextprotocol/sdk/types.js";
import { McpConnectionError } from "../../errors/mcp-connection-error";
import { RemoteToolError } from "../../errors/remote-tool-error";
import type { McpConnection, McpConnectionState, UnvalidatedSchema } from "../mcp-connection";
import { CallsInFlight, MAX_NOTIFICATIONS_PER_CALL, type RunningCall } from "./calls-in-flight";
import { connectFailure, isServerGone, lostReason } from "./connection-failure";
import { logParts } from "./log-entry";
import { openClient, type ServerTarget } from "./open-client";
import { reconnectDelay } from "./reconnect-delay";
import { resultText, resultValue } from "./remote-content";
import { remoteTool } from "./remote-tool";
import { SecretValues } from "./secret-values";
import { answerElicitation, answerSampling, type RequestOrigin } from "./server-requests";
import { StderrTail } from "./stderr-tail";

/** A connection's settings, checked. */
export interface ConnectionSettings {
  readonly name: string;
  readonly target: ServerTarget;
  readonly prefix: string;
  readonly timeoutMs: number;
  readonly handlers: CallHandlers;
  readonly onToolsChanged: ((tools: readonly AnyTool[]) => void) | undefined;
  readonly secrets: readonly string[];
}

const NO_ORIGIN: RequestOrigin = Object.freeze({ toolName: "", callId: "" });

/** The implementation of {@link McpConnection}. */
export class RemoteConnection implements McpConnection {
  readonly name: string;
  readonly #settings: ConnectionSettings;
  readonly #secrets: SecretValues;
  readonly #stderr = new StderrTail();
  readonly #calls = new CallsInFlight();
  #client: Client | undefined;
  #state: McpConnectionState = "open";
  // Why the server is unavailable, once it is.
  #lost: string | undefined;
  #tools: readonly AnyTool[] = Object.freeze([]);
  #unvalidated: readonly UnvalidatedSchema[] = Object.freeze([]);
  #refreshing: Promise<void> | undefined;
  #refreshAgain = false;
  #reconnectTimer: ReturnType<typeof setTimeout> | undefined;

  private constructor(settings: ConnectionSettings) {
    this.name = settings.name;
    this.#settings = settings;
    this.#secrets = new SecretValues(settings.secrets);
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
    return this.#tools;
  }

  get unvalidated(): readonly UnvalidatedSchema[] {
    return this.#unvalidated;
  }

  get state(): McpConnectionState {
    return this.#state;
  }

  stderr(): string {
    return this.#secrets.clean(this.#stderr.text);
  }

  async close(): Promise<void> {
    if (this.#state === "closed" && this.#client === undefined) return;
    this.#state = "closed";
    this.#lost ??= "the connection is closed";
    clearTimeout(this.#reconnectTimer);
    const client = this.#client;
    this.#client = undefined;
    if (client === undefined) return;
    const transport = client.transport;
    if (transport instanceof StreamableHTTPClientTransport && transport.sessionId !== undefined) {
      await transport.terminateSession().catch(() => {});
    }
    await client.close().catch(() => {});
  }

  async #connect(): Promise<void> {
    const { target, timeoutMs } = this.#settings;
    const signal = AbortSignal.timeout(timeoutMs);
    let client: Client | undefined;
    try {
      client = await openClient(target, () => this.#makeClient(), this.#stderr, {
        signal,
        timeoutMs,
      });
      this.#client = client;
      await this.#listTools(client, signal);
    } catch (error) {
      this.#client = undefined;
      await client?.close().catch(() => {});
      throw new McpConnectionError({
        server: this.name,
        reason: connectFailure(error, signal.aborted, timeoutMs, this.#secrets),
        cause: this.#secrets.cleanError(error),
      });
    }
  }

  #makeClient(): Client {
    const { elicit, sample } = this.#settings.handlers;
    const capabilities: ClientCapabilities = {};
    if (elicit !== undefined) capabilities.elicitation = {};
    if (sample !== undefined) capabilities.sampling = {};
    const client = new Client({ name: "kit", version: "0.1.0" }, { capabilities });
    if (elicit !== undefined) {
      client.setRequestHandler(ElicitRequestSchema, (request, extra) =>
        answerElicitation(elicit, request.params, this.#origin(), extra.signal),
      );
    }
    if (sample !== undefined) {
      client.setRequestHandler(CreateMessageRequestSchema, (request, extra) =>
        answerSampling(sample, request.params, this.#origin(), extra.signal),
      );
    }
    client.setNotificationHandler(LoggingMessageNotificationSchema, (notification) =>
      this.#log(notification.params),
    );
    client.setNotificationHandler(ToolListChangedNotificationSchema, () => this.#refreshTools());
    client.onclose = () => this.#onClose(client);
    // Transport errors reach the calls they fail; the rest (a malformed line) changes nothing.
    client.onerror = () => {};
    return client;
  }

  #origin(): RequestOrigin {
    const call = this.#calls.only();
    return call === undefined
      ? NO_ORIGIN
      : { toolName: call.toolName, callId: call.context.callId };
  }

  #log(params: Parameters<typeof logParts>[0]): void {
    const { level, message, data } = logParts(params);
    const call = this.#calls.only();
    try {
      if (call === undefined) {
        this.#settings.handlers.onLog?.(
          Object.freeze({
            ...NO_ORIGIN,
            level,
            message: this.#secrets.clean(message),
            data: this.#cleanData(data),
          }),
        );
      } else if (call.logs++ < MAX_NOTIFICATIONS_PER_CALL) {
        call.context.log(level, this.#secrets.clean(message), this.#cleanData(data));
      }
    } catch {
      // A message kit refuses (data that is not JSON), or a handler that throws: dropped.
    }
  }

  // Log data as JSON, with the connection's secret values replaced (dropped if that breaks it).
  #cleanData(data: unknown): unknown {
    if (data === undefined) return undefined;
    const json = JSON.stringify(data);
    const cleaned = this.#secrets.clean(json);
    if (cleaned === json) return data;
    try {
      return JSON.parse(cleaned);
    } catch {
      return undefined;
    }
  }

  #progress(
    call: RunningCall,
    done: number,
    total: number | undefined,
    message: string | undefined,
  ): void {
    if (call.reports++ >= MAX_NOTIFICATIONS_PER_CALL) return;
    try {
      call.context.progress(done, total, message && this.#secrets.clean(message));
    } catch {
      // Kit refuses a report that goes back, or a total of 0: dropped.
    }
  }

  /** Runs a remote tool's call: the `execute` of every tool of this connection. */
  readonly call = async (
    remoteName: string,
    toolName: string,
    inputs: Record<string, unknown>,
    context: ToolContext,
  ): Promise<unknown> => {
    const client = this.#client;
    if (this.#state !== "open" || client === undefined) throw this.#unavailable();
    const call = this.#calls.start(toolName, context);
    try {
      const result = (await client.callTool({ name: remoteName, arguments: inputs }, undefined, {
        signal: context.signal,
        resetTimeoutOnProgress: true,
        onprogress: ({ progress, total, message }) =>
          this.#progress(call, progress, total, message),
      })) as CallToolResult;
      if (result.isError === true) {
        const text = this.#secrets.clean(resultText(result));
        throw new RemoteToolError({ server: this.name, remoteName, text });
      }
      return resultValue(result);
    } catch (error) {
      if (RemoteToolError.isInstance(error) || context.signal.aborted) throw error;
      if (client !== this.#client || this.#state !== "open") throw this.#unavailable(error);
      if (this.#settings.target.kind === "http" && isServerGone(error)) {
        this.#serverLost(client, lostReason(error, this.#secrets));
        throw this.#unavailable(error);
      }
      throw this.#secrets.cleanError(error);
    } finally {
      this.#calls.end(call);
    }
  };

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
      this.#lost = "its process ended";
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
    this.#announceTools();
  }

  async #listTools(client: Client, signal?: AbortSignal): Promise<void> {
    const listed: McpTool[] = [];
    let cursor: string | undefined;
    do {
      const page = await client.listTools(cursor === undefined ? {} : { cursor }, {
        ...(signal === undefined ? {} : { signal }),
        timeout: this.#settings.timeoutMs,
      });
      listed.push(...page.tools);
      cursor = page.nextCursor;
    } while (cursor !== undefined);
    const tools: AnyTool[] = [];
    const unvalidated: UnvalidatedSchema[] = [];
    for (const each of listed) {
      const built = remoteTool(each, this.#settings.prefix, this.name, this.call);
      tools.push(built.tool);
      unvalidated.push(...built.unvalidated);
    }
    this.#tools = Object.freeze(tools);
    this.#unvalidated = Object.freeze(unvalidated);
  }

  // tools/list_changed: read the list again (once more if another notice came meanwhile).
  #refreshTools(): Promise<void> {
    if (this.#refreshing !== undefined) {
      this.#refreshAgain = true;
      return this.#refreshing;
    }
    this.#refreshing = (async () => {
      do {
        this.#refreshAgain = false;
        const client = this.#client;
        if (client === undefined || this.#state !== "open") return;
        try {
          await this.#listTools(client);
        } catch {
          return;
        }
      } while (this.#refreshAgain);
      this.#announceTools();
    })().finally(() => {
      this.#refreshing = undefined;
    });
    return this.#refreshing;
  }

  #announceTools(): void {
    try {
      this.#settings.onToolsChanged?.(this.#tools);
    } catch {
      // The user's callback cannot break the connection.
    }
  }
}
