// Hot path: runs on every recorded call (one map write when it starts, one delete when it
// ends). The spans of the calls running now, by call id, for the progress and log events.
import type { ToolCall } from "@kit/tools";
import { type Span, trace } from "@opentelemetry/api";

/** A call that is running, with its span. */
export interface RunningCall {
  readonly call: ToolCall;
  readonly span: Span;
}

/**
 * The running calls of one instrumentation. A caller may give two calls that run at once the
 * same id; an event of that id then goes to the one whose span is active where it was
 * reported (with a context manager), else to none rather than maybe the wrong one.
 */
export class RunningCalls {
  readonly #byId = new Map<string, RunningCall | RunningCall[]>();

  /** Adds a call that started. */
  add(running: RunningCall): void {
    const id = running.call.callId;
    const found = this.#byId.get(id);
    if (found === undefined) this.#byId.set(id, running);
    else this.#byId.set(id, Array.isArray(found) ? [...found, running] : [found, running]);
  }

  /** Removes a call that ended; nothing happens when it is not there. */
  remove(running: RunningCall): void {
    const id = running.call.callId;
    const found = this.#byId.get(id);
    if (found === running) this.#byId.delete(id);
    else if (Array.isArray(found)) {
      const rest = found.filter((item) => item !== running);
      this.#byId.set(id, rest.length === 1 ? (rest[0] as RunningCall) : rest);
    }
  }

  /** The running call with this id, or `undefined` when there is none or no telling which. */
  find(callId: string): RunningCall | undefined {
    const found = this.#byId.get(callId);
    if (!Array.isArray(found)) return found;
    const active = trace.getActiveSpan();
    return found.find((running) => running.span === active);
  }
}
