// The call path of one connection: a remote tool's call sent once (as a request or an MCP task),
// its failures said in kit's errors, and an answer that ended on the wire.
import type { ToolContext } from "@kit/tools";
import {
  type CallToolResult,
  type Client,
  LOG_LEVEL_META_KEY,
  SSEClientTransport,
} from "@modelcontextprotocol/client";
import { McpConnectionError } from "../../errors/mcp-connection-error";
import { RemoteResultTooLargeError } from "../../errors/remote-result-too-large-error";
import { RemoteToolError } from "../../errors/remote-tool-error";
import { BodyLimitError } from "./body-limit";
import type { CallsInFlight } from "./calls-in-flight";
import { isServerGone, lostReason } from "./connection-failure";
import type { ConnectionTasks } from "./connection-tasks";
import type { ConnectionTools } from "./connection-tools";
import { malformedResultText } from "./malformed-result";
import type { ConnectionAuth } from "./provided-auth";
import { QUIET_LIMIT_MS, QuietTimer } from "./quiet-timer";
import { resultText, resultValue } from "./remote-content";
import { MAX_RESULT_BYTES, resultSize } from "./result-size";
import type { SecretValues } from "./secret-values";
import { sendAuthorized } from "./send-authorized";
import { type WireEnd, wireFailure } from "./wire-end";

// The longest delay a timer holds: the SDK's request timeout, set out of the way.
const MAX_TIMER_MS = 2 ** 31 - 1;

// How long a server whose answer broke off has to answer a ping before the call fails anyway.
const PROBE_MS = 2000;

/** What the call path needs of its connection. */
export interface CallerHost {
  /** The server's label. */
  readonly server: string;
  readonly secrets: SecretValues;
  /** Cleans a text of the secret values (the one function, handed to every result). */
  readonly cleanText: (text: string) => string;
  readonly calls: CallsInFlight;
  readonly tasks: ConnectionTasks;
  readonly tools: ConnectionTools;
  readonly oauth: ConnectionAuth | undefined;
  /** Whether the server is reached over HTTP (a lost one is reconnected). */
  readonly http: boolean;
  /** The client while the connection is open; `undefined` otherwise. */
  openClient(): Client | undefined;
  /** The client, whatever the connection's state. */
  client(): Client | undefined;
  /** The error of a call that finds the connection not open. */
  unavailable(cause?: unknown): McpConnectionError;
  /** The server went away: the connection stops using `client`. */
  serverLost(client: Client, reason: string): void;
}

/** Sends a connection's calls and words how they failed. */
export class RemoteCaller {
  readonly #host: CallerHost;

  constructor(host: CallerHost) {
    this.#host = host;
  }

  /**
   * Sends a remote tool's call once.
   * @param resent - whether this is the call sent a second time (after its answer broke off).
   * @throws SendAgain when the answer broke off and the call may go once more.
   */
  async send(
    remoteName: string,
    toolName: string,
    inputs: Record<string, unknown>,
    context: ToolContext,
    resent: boolean,
  ): Promise<unknown> {
    const host = this.#host;
    const client = host.openClient();
    if (client === undefined) throw host.unavailable();
    let quiet = new QuietTimer(context.signal);
    let wireEnd: WireEnd | undefined;
    const call = host.calls.start(
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
      const send = host.tasks.plans(client, remoteName)
        ? () => host.tasks.run(client, params, quiet.signal, call, context, () => quiet.dispose())
        : () =>
            client.callTool(params, {
              signal: quiet.signal,
              timeout: MAX_TIMER_MS,
              ...host.tools.definition(remoteName),
            });
      // A wider scope needed (403 insufficient_scope): the user authorizes, the call goes again.
      const result = await sendAuthorized(client, host.oauth, send, context.signal, () => {
        quiet.dispose();
        quiet = new QuietTimer(context.signal);
      });
      return this.finish(result, remoteName);
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
          server: host.server,
          secrets: host.secrets,
          resent,
          safe: host.tools.isSafe(toolName),
          probe: () => this.#probe(client),
        });
      }
      // A result of the wrong shape: the server's fault, said in words (not the SDK's issues).
      const malformed = malformedResultText(error, host.server, remoteName);
      if (malformed !== undefined) {
        const text = host.secrets.clean(malformed);
        throw new RemoteToolError({ server: host.server, remoteName, text });
      }
      if (quiet.expired) {
        const reason = `sent nothing about a call of '${remoteName}' for ${QUIET_LIMIT_MS} ms`;
        throw new McpConnectionError({ server: host.server, reason });
      }
      // 2026-07-28: the tool needed a capability the client did not declare (no elicit or
      // sample handler): the remote tool failed, as a 2025 server says with isError.
      if (isMissingCapability(error)) {
        const text = host.secrets.clean(missingCapabilityText(error));
        throw new RemoteToolError({ server: host.server, remoteName, text });
      }
      if (client !== host.openClient()) throw host.unavailable(error);
      if (host.http && isServerGone(error)) {
        host.serverLost(client, lostReason(error, host.secrets));
        throw host.unavailable(error);
      }
      throw host.secrets.cleanError(error);
    } finally {
      quiet.dispose();
      host.calls.end(call);
    }
  }

  /** A call's result as the tool's output, or its error: too large, or the tool's failure. */
  readonly finish = (result: CallToolResult, remoteName: string): unknown => {
    const { server, secrets } = this.#host;
    if (resultSize(result, MAX_RESULT_BYTES) > MAX_RESULT_BYTES) {
      throw new RemoteResultTooLargeError({ server, remoteName, limit: MAX_RESULT_BYTES });
    }
    if (result.isError === true) {
      const text = secrets.clean(resultText(result));
      throw new RemoteToolError({ server, remoteName, text });
    }
    // Secrets may be learned after the connection is made (credentials resolved on a
    // reconnect, OAuth tokens), so whether there are any is asked on every call.
    return resultValue(result, secrets.empty ? undefined : this.#host.cleanText);
  };

  /**
   * A call's answer ended on the wire. An answer of the older transport's one event stream names
   * no call: that stream is the session, so the server is lost (and the one call running, if
   * only one runs, is the one a too-large message answered).
   */
  wireEnd(token: string | undefined, end: WireEnd): void {
    const host = this.#host;
    if (token !== undefined) {
      host.calls.wireEnded(token, end);
      return;
    }
    const client = host.client();
    if (client === undefined || !(client.transport instanceof SSEClientTransport)) return;
    const only = host.calls.onlyToken();
    if (only !== undefined && end.kind === "too-large") host.calls.wireEnded(only, end);
    host.serverLost(
      client,
      end.kind === "too-large"
        ? `sent a message of more than ${MAX_RESULT_BYTES} bytes on its event stream, the most kit reads`
        : "its event stream broke off",
    );
  }

  // Whether the server still answers, asked after a call's answer broke off: one that cannot be
  // reached is lost now (so the state says so before the call fails); one that does not answer
  // within PROBE_MS is left as it is. Resolves with whether the connection is open.
  async #probe(client: Client): Promise<boolean> {
    const host = this.#host;
    if (client !== host.openClient()) return false;
    try {
      await client.ping({ timeout: PROBE_MS });
    } catch (error) {
      if (isServerGone(error)) host.serverLost(client, lostReason(error, host.secrets));
    }
    return client === host.openClient();
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
