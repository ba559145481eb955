// The remote calls a connection is running, so that the server's log messages and requests,
// which MCP does not tie to a request, can be given to the call they come from when only one
// runs. Each call forwards a bounded number of notifications: a server that floods them costs
// a fixed amount of work per call.
import type { ToolContext } from "@kit/tools";

/** The most log messages, and the most progress reports, one call passes on. */
export const MAX_NOTIFICATIONS_PER_CALL = 1000;

/** A running call. */
export interface RunningCall {
  readonly toolName: string;
  readonly context: ToolContext;
  logs: number;
  reports: number;
}

/** The calls of one connection that are running. */
export class CallsInFlight {
  readonly #calls = new Set<RunningCall>();

  /** Records a call until `end` is called. */
  start(toolName: string, context: ToolContext): RunningCall {
    const call: RunningCall = { toolName, context, logs: 0, reports: 0 };
    this.#calls.add(call);
    return call;
  }

  /** Forgets a call that settled. */
  end(call: RunningCall): void {
    this.#calls.delete(call);
  }

  /** The call running, when exactly one is. */
  only(): RunningCall | undefined {
    if (this.#calls.size !== 1) return undefined;
    const [call] = this.#calls;
    return call;
  }
}
