// A connection to one remote MCP server: the SDK client, the kit tools of the server's tools,
// and what happens when the server goes away.
import type { AnyTool, CallHandlers, ToolContext } from "@kit/tools";
import {
  type CallToolResult,
  type Client,
  LOG_LEVEL_META_KEY,
  type Tool as McpTool,
  SSEClientTransport,
  StreamableHTTPClientTransport,
} from "@modelcontextprotocol/client";
import { McpConnectionError } from "../../errors/mcp-connection-error";
import { RemoteResultTooLargeError } from "../../errors/remote-result-too-large-error";
import { RemoteToolError } from "../../errors/remote-tool-error";
import type { McpConnection, McpConnectionState, UnvalidatedSchema } from "../mcp-connection";
import type { McpAwaitTaskOptions, McpRemoteTask, McpTaskMode } from "../mcp-remote-task";
import type { SkippedTool } from "../skipped-tool";
import { BodyLimitError } from "./body-limit";
import { callerHandlers } from "./caller-handlers";
import { CallsInFlight } from "./calls-in-flight";
import { type CredentialPlan, resolveSlots, withCredentials } from "./connection-credentials";
import {
  type CredentialsSent,
  connectFailure,
  isServerGone,
  lostReason,
} from "./connection-failure";
import { ConnectionTasks } from "./connection-tasks";
import { listRemoteTools, type RemoteTools } from "./list-remote-tools";
import { cleanSkipped, reportListingFailure } from "./listing-report";
import { clientCapabilities, makeClient } from "./make-client";
import { malformedResultText } from "./malformed-result";
import { OAuthSession } from "./oauth-session";
import { type Negotiation, openClient, type ServerTarget } from "./open-client";
import { type ConnectionAuth, ProvidedAuth } from "./provided-auth";
import { QUIET_LIMIT_MS, QuietTimer } from "./quiet-timer";
import { reconnectDelay } from "./reconnect-delay";
import { resultText, resultValue } from "./remote-content";
import { isOversizeMessage, MAX_RESULT_BYTES, resultSize } from "./result-size";
import { SecretValues } from "./secret-values";
import { sendAuthorized } from "./send-authorized";
import { StderrTail } from "./stderr-tail";
import { passTaskResults } from "./task-wire";
import type { TransportEvents } from "./watched-transports";
import { SendAgain, type WireEnd, wireFailure } from "./wire-end";

// What a target sends to prove who it is, for the hint of a refusal.
function sent(target: ServerTarget): CredentialsSent {
  if (target.kind === "stdio") return "none";
  if (target.auth !== undefined) return "oauth";
  return Object.keys(target.headers).length > 0 ? "headers" : "none";
}

// The longest delay a timer holds: the SDK's request timeout, set out of the way.
const MAX_TIMER_MS = 2 ** 31 - 1;

// How long a server whose answer broke off has to answer a ping before the call fails anyway.
const PROBE_MS = 2000;

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
  // What cleans a result's texts; none without secrets, so a result is not written out as JSON
  // on every call only to find nothing to replace.
  readonly #cleanText = (text: string): string => this.#secrets.clean(text);
  #client: Client | undefined;
  #state: McpConnectionState = "open";
  #protocolVersion = "";
  // Why the server is unavailable, once it is.
  #lost: string | undefined;
  #tools: readonly AnyTool[] = Object.freeze([]);
  #unvalidated: readonly UnvalidatedSchema[] = Object.freeze([]);
  #skipped: readonly SkippedTool[] = Object.freeze([]);
  // The listed definitions of the tools taken, which calls hand the SDK (SEP-2243 headers).
  #definitions: RemoteTools["definitions"] = new Map();
  #refreshing: Promise<void> | undefined;
  #refreshAgain = false;
  #reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  readonly #oauth: ConnectionAuth | undefined;
  // The stdio reader refused a message over the limit, and the SDK is closing the transport.
  #oversize = false;
  // What the HTTP transports tell of the answers they read.
  readonly #events: TransportEvents = {
    tooLarge: (token) => this.#wireEnd(token, { kind: "too-large" }),
    broken: (token, error) => this.#wireEnd(token, { kind: "broken", error }),
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
    if (target.kind !== "http" || target.auth === undefined) {
      this.#oauth = undefined;
    } else if (target.auth.kind === "authorization_code") {
      this.#oauth = new OAuthSession(target.auth, settings.name, this.#secrets, target.url);
    } else {
      this.#oauth = new ProvidedAuth(target.auth, this.#secrets, target.url);
    }
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

  get skipped(): readonly SkippedTool[] {
    return this.#skipped;
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
      return await this.#callOnce(remoteName, toolName, inputs, context, false);
    } catch (error) {
      if (!(error instanceof SendAgain)) throw error;
      return await this.#callOnce(remoteName, toolName, inputs, context, true);
    }
  };

  async #callOnce(
    remoteName: string,
    toolName: string,
    inputs: Record<string, unknown>,
    context: ToolContext,
    resent: boolean,
  ): Promise<unknown> {
    const client = this.#client;
    if (this.#state !== "open" || client === undefined) throw this.#unavailable();
    let quiet = new QuietTimer(context.signal);
    let wireEnd: WireEnd | undefined;
    const call = this.#calls.start(
      toolName,
      context,
      () => quiet.reset(),
      (end) => {
        wireEnd ??= end;
        quiet.stop(new Error("the answer ended before its result"));
      },
    );
    try {
      // The log level rides on every request: 2026-07-28 has no logging/setLevel, and a server
      // of that revision sends no log messages to a request that names none (2025 ignores it).
      const params = {
        name: remoteName,
        arguments: inputs,
        _meta: { progressToken: call.token, [LOG_LEVEL_META_KEY]: "debug" },
      };
      // The SDK's own request timeout is left out: the quiet timer is the limit (of a task's
      // creation; its polls have limits of their own, and the call's signal ends them).
      const send = this.#tasks.plans(client, remoteName)
        ? () => this.#tasks.run(client, params, quiet.signal, call, context, () => quiet.dispose())
        : () =>
            client.callTool(params, {
              signal: quiet.signal,
              timeout: MAX_TIMER_MS,
              ...this.#definition(remoteName),
            });
      // A wider scope needed (403 insufficient_scope): the user authorizes, the call goes again.
      const result = await sendAuthorized(client, this.#oauth, send, context.signal, () => {
        quiet.dispose();
        quiet = new QuietTimer(context.signal);
      });
      return this.#finish(result, remoteName);
    } catch (error) {
      if (
        RemoteToolError.isInstance(error) ||
        RemoteResultTooLargeError.isInstance(error) ||
        context.signal.aborted
      ) {
        throw error;
      }
      const ended: WireEnd | undefined =
        wireEnd ?? (error instanceof BodyLimitError ? { kind: "too-large" } : undefined);
      if (ended !== undefined) {
        throw await wireFailure(ended, remoteName, {
          server: this.name,
          secrets: this.#secrets,
          resent,
          safe: this.#isSafe(toolName),
          probe: () => this.#probe(client),
        });
      }
      // A result of the wrong shape: the server's fault, said in words (not the SDK's issues).
      const malformed = malformedResultText(error, this.name, remoteName);
      if (malformed !== undefined) {
        const text = this.#secrets.clean(malformed);
        throw new RemoteToolError({ server: this.name, remoteName, text });
      }
      if (quiet.expired) {
        const reason = `sent nothing about a call of '${remoteName}' for ${QUIET_LIMIT_MS} ms`;
        throw new McpConnectionError({ server: this.name, reason });
      }
      // 2026-07-28: the tool needed a capability the client did not declare (no elicit or
      // sample handler): the remote tool failed, as a 2025 server says with isError.
      if (isMissingCapability(error)) {
        const text = this.#secrets.clean(missingCapabilityText(error));
        throw new RemoteToolError({ server: this.name, remoteName, text });
      }
      if (client !== this.#client || this.#state !== "open") throw this.#unavailable(error);
      if (this.#settings.target.kind === "http" && isServerGone(error)) {
        this.#serverLost(client, lostReason(error, this.#secrets));
        throw this.#unavailable(error);
      }
      throw this.#secrets.cleanError(error);
    } finally {
      quiet.dispose();
      this.#calls.end(call);
    }
  }

  // Whether the server still answers, asked after a call's answer broke off: one that cannot be
  // reached is lost now (so the state says so before the call fails); one that does not answer
  // within PROBE_MS is left as it is. Resolves with whether the connection is open.
  async #probe(client: Client): Promise<boolean> {
    if (client !== this.#client || this.#state !== "open") return false;
    try {
      await client.ping({ timeout: PROBE_MS });
    } catch (error) {
      if (isServerGone(error)) this.#serverLost(client, lostReason(error, this.#secrets));
    }
    return client === this.#client && this.#state === "open";
  }

  // A remote tool that may run twice: read-only or idempotent by its annotations.
  #isSafe(toolName: string): boolean {
    const tool = this.#tools.find((each) => each.name === toolName);
    return tool !== undefined && (tool.effects.readOnly || tool.effects.idempotent);
  }

  // A call's answer ended on the wire. An answer of the older transport's one event stream names
  // no call: that stream is the session, so the server is lost (and the one call running, if
  // only one runs, is the one a too-large message answered).
  #wireEnd(token: string | undefined, end: WireEnd): void {
    if (token !== undefined) {
      this.#calls.wireEnded(token, end);
      return;
    }
    const client = this.#client;
    if (client === undefined || !(client.transport instanceof SSEClientTransport)) return;
    const only = this.#calls.onlyToken();
    if (only !== undefined && end.kind === "too-large") this.#calls.wireEnded(only, end);
    this.#serverLost(
      client,
      end.kind === "too-large"
        ? `sent a message of more than ${MAX_RESULT_BYTES} bytes on its event stream, the most kit reads`
        : "its event stream broke off",
    );
  }

  async startTask(toolName: string, inputs: Record<string, unknown>): Promise<McpRemoteTask> {
    return this.#tasks.start(this.#open(), toolName, inputs);
  }

  async getTask(taskId: string): Promise<McpRemoteTask> {
    return this.#tasks.get(this.#open(), taskId);
  }

  async awaitTask(taskId: string, options: McpAwaitTaskOptions = {}): Promise<unknown> {
    return this.#tasks.await(this.#open(), taskId, options, this.#finish);
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

  // A call's result as the tool's output, or its error: too large, or the tool's failure.
  readonly #finish = (result: CallToolResult, remoteName: string): unknown => {
    if (resultSize(result, MAX_RESULT_BYTES) > MAX_RESULT_BYTES) {
      throw new RemoteResultTooLargeError({
        server: this.name,
        remoteName,
        limit: MAX_RESULT_BYTES,
      });
    }
    if (result.isError === true) {
      const text = this.#secrets.clean(resultText(result));
      throw new RemoteToolError({ server: this.name, remoteName, text });
    }
    // Secrets may be learned after the connection is made (credentials resolved on a
    // reconnect, OAuth tokens), so whether there are any is asked on every call.
    return resultValue(result, this.#secrets.empty ? undefined : this.#cleanText);
  };

  async #connect(): Promise<void> {
    const { timeoutMs, prefix } = this.#settings;
    let signal = AbortSignal.timeout(timeoutMs);
    const renew = () => {
      signal = AbortSignal.timeout(timeoutMs);
      return signal;
    };
    const target = await this.#target(signal);
    const hooks = {
      calls: this.#calls,
      toolsChanged: () => void this.#refreshTools(),
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
      const listing = {
        server: this.name,
        prefix,
        timeoutMs,
        call: this.call,
        clean: this.#secrets.empty ? undefined : this.#cleanText,
      };
      const listed = client;
      this.#take(
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
        reason: connectFailure(error, signal.aborted, timeoutMs, this.#secrets, sent(target)),
        cause: this.#secrets.cleanError(error),
      });
    }
  }

  // The target with its credentials, resolved now: a rotated secret is used from the next
  // connect on, and every value it ever had stays one never shown.
  async #target(signal: AbortSignal): Promise<ServerTarget> {
    const { target, credentials, timeoutMs } = this.#settings;
    if (credentials === undefined) return target;
    try {
      const { byKey, values } = await resolveSlots(credentials, signal);
      this.#secrets.add(values);
      return withCredentials(target, byKey);
    } catch (error) {
      const names = [...new Set(credentials.slots.map((slot) => `'${slot.credential}'`))];
      const why = signal.aborted
        ? `timed out after ${timeoutMs} ms`
        : this.#secrets.clean(error instanceof Error ? error.message : String(error));
      throw new McpConnectionError({
        server: this.name,
        reason: `cannot resolve its credentials (${names.join(", ")}): ${why}`,
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
    this.#announceTools();
  }

  // tools/list_changed: read the list again (once more if another notice came meanwhile).
  #refreshTools(): Promise<void> {
    if (this.#refreshing !== undefined) {
      this.#refreshAgain = true;
      return this.#refreshing;
    }
    this.#refreshing = (async () => {
      let taken = false;
      do {
        this.#refreshAgain = false;
        const client = this.#client;
        if (client === undefined || this.#state !== "open") return;
        const { prefix, timeoutMs } = this.#settings;
        const listing = {
          server: this.name,
          prefix,
          timeoutMs,
          call: this.call,
          clean: this.#secrets.empty ? undefined : this.#cleanText,
        };
        try {
          const current = client;
          this.#take(
            current,
            await sendAuthorized(current, this.#oauth, () => listRemoteTools(current, listing)),
          );
          taken = true;
        } catch (error) {
          // The last good list stays; the failure is told, and the next notice tries again.
          if (client === this.#client && this.#state === "open") {
            reportListingFailure(this, error, this.#settings.handlers.onLog, this.#secrets);
          }
          if (taken) this.#announceTools();
          return;
        }
      } while (this.#refreshAgain);
      this.#announceTools();
    })().finally(() => {
      this.#refreshing = undefined;
    });
    return this.#refreshing;
  }

  // A listing's result, as the connection's tools.
  #take(client: Client, listing: RemoteTools): void {
    this.#tasks.learn(client, listing.tools);
    this.#tools = listing.tools;
    this.#unvalidated = listing.unvalidated;
    this.#skipped = cleanSkipped(listing.skipped, this.#secrets);
    this.#definitions = listing.definitions;
  }

  // The tool as listed, for callTool: the SDK then needs no cache of the list of its own.
  #definition(remoteName: string): { toolDefinition?: McpTool } {
    const definition = this.#definitions.get(remoteName);
    return definition === undefined ? {} : { toolDefinition: definition };
  }

  #announceTools(): void {
    try {
      this.#settings.onToolsChanged?.(this.#tools);
    } catch {
      // The user's callback cannot break the connection.
    }
  }
}

// The protocol's -32021 (a client capability the request did not declare).
function isMissingCapability(error: unknown): boolean {
  return (error as { code?: unknown } | undefined)?.code === -32021;
}

// Its message without the SDK's "MCP error -32021: " prefix.
function missingCapabilityText(error: unknown): string {
  return String((error as { message?: unknown }).message).replace(/^MCP error -?\d+: /, "");
}
