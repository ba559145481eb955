// The remote calls a connection is running, and where the server's notifications go. MCP does
// not tie a log message or a server request to the call it comes from, so they go to the call
// that runs when only one does. Each call passes on a bounded number of notifications: a
// server that floods them costs a fixed amount of work per call.
import type { CallHandlers, ToolContext } from "@kit/tools";
import type {
  LoggingMessageNotification,
  ProgressNotification,
} from "@modelcontextprotocol/client";
import { cleanValue } from "./clean-value";
import { logParts } from "./log-entry";
import type { SecretValues } from "./secret-values";
import type { RequestOrigin } from "./server-requests";
import type { WireEnd } from "./wire-end";

/** The most log messages, and the most progress reports, one call passes on. */
const MAX_NOTIFICATIONS_PER_CALL = 1000;

const NO_ORIGIN: RequestOrigin = Object.freeze({ toolName: "", callId: "" });

/** A running call. */
export interface RunningCall {
  readonly toolName: string;
  readonly context: ToolContext;
  /** The progress token its request carries. */
  readonly token: string;
  /** Called when the server reports progress of the call. */
  readonly onActivity: () => void;
  /** Called when its answer ended on the wire before its result (HTTP). */
  readonly onWireEnd: (end: WireEnd) => void;
  logs: number;
  reports: number;
  /** The last progress the server reported (a task's status messages go on from it). */
  done?: number;
  total?: number | undefined;
}

/** The calls of one connection that are running. */
export class CallsInFlight {
  readonly #calls = new Map<string, RunningCall>();
  #next = 0;
  readonly #secrets: SecretValues;
  readonly #onLog: CallHandlers["onLog"];

  /** @param onLog - hears the log messages no single call can claim. */
  constructor(secrets: SecretValues, onLog: CallHandlers["onLog"]) {
    this.#secrets = secrets;
    this.#onLog = onLog;
  }

  /** Records a call, with a progress token of its own, until `end` is called. */
  start(
    toolName: string,
    context: ToolContext,
    onActivity: () => void,
    onWireEnd: (end: WireEnd) => void = () => {},
  ): RunningCall {
    this.#next += 1;
    const token = `kit-${this.#next}`;
    const call: RunningCall = {
      toolName,
      context,
      token,
      onActivity,
      onWireEnd,
      logs: 0,
      reports: 0,
    };
    this.#calls.set(token, call);
    return call;
  }

  /** Forgets a call that settled. */
  end(call: RunningCall): void {
    this.#calls.delete(call.token);
  }

  /** The answer to the call with this token ended on the wire (a call that settled: ignored). */
  wireEnded(token: string, end: WireEnd): void {
    this.#calls.get(token)?.onWireEnd(end);
  }

  /** The token of the one running call, if only one runs. */
  onlyToken(): string | undefined {
    return this.#only()?.token;
  }

  /** The call a server's request is taken to come from: the one running, if only one runs. */
  origin(): RequestOrigin {
    const call = this.#only();
    return call === undefined
      ? NO_ORIGIN
      : { toolName: call.toolName, callId: call.context.callId };
  }

  /** The context of the one running call, if only one runs. */
  onlyContext(): ToolContext | undefined {
    return this.#only()?.context;
  }

  /** A server's log message: to the one running call's `context.log`, else to `onLog`. */
  log(params: LoggingMessageNotification["params"]): void {
    const { level, message, data } = logParts(params);
    const cleanMessage = this.#secrets.clean(message);
    const call = this.#only();
    try {
      if (call === undefined) {
        this.#onLog?.(
          Object.freeze({
            ...NO_ORIGIN,
            level,
            message: cleanMessage,
            data: this.#cleanData(data),
          }),
        );
      } else if (call.logs++ < MAX_NOTIFICATIONS_PER_CALL) {
        call.context.log(level, cleanMessage, this.#cleanData(data));
      }
    } catch {
      // A message kit refuses (data that is not JSON), or a handler that throws: dropped.
    }
  }

  /**
   * A progress notification, to its call's `context.progress` by its token. Read here rather
   * than through the SDK's `onprogress`, which drops a notification that arrives in the same
   * chunk as the result (the result removes the request's handler first).
   */
  progress(params: ProgressNotification["params"]): void {
    const call = this.#calls.get(String(params.progressToken));
    if (call === undefined) return;
    call.onActivity();
    if (call.reports++ >= MAX_NOTIFICATIONS_PER_CALL) return;
    const { progress, total, message } = params;
    call.done = progress;
    call.total = total;
    try {
      call.context.progress(
        progress,
        total,
        message === undefined ? undefined : this.#secrets.clean(message),
      );
    } catch {
      // Kit refuses a report that goes back, or a total of 0: dropped.
    }
  }

  #only(): RunningCall | undefined {
    if (this.#calls.size !== 1) return undefined;
    const [call] = this.#calls.values();
    return call;
  }

  // Log data with the connection's secret values replaced in its strings, at any depth.
  #cleanData(data: unknown): unknown {
    if (data === undefined || this.#secrets.empty) return data;
    return cleanValue(data, (text) => this.#secrets.clean(text));
  }
}
