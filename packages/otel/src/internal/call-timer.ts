// Hot path: runs on every call. Span times and the recorded duration come from one
// measurement, so the histogram value is the span's duration to the nanosecond:
// wall-clock start, monotonic elapsed time.
import type { HrTime } from "@opentelemetry/api";

/** When a call started: the wall-clock time for the span, and a monotonic reading. */
export interface CallTimer {
  readonly startTime: HrTime;
  /** `performance.now()` at the start, in milliseconds. */
  readonly startedAt: number;
}

/** Starts timing a call. */
export function startCallTimer(): CallTimer {
  const epochMillis = Date.now();
  const seconds = Math.floor(epochMillis / 1000);
  return {
    startTime: [seconds, (epochMillis - seconds * 1000) * 1e6],
    startedAt: performance.now(),
  };
}

/** The call's end time and its duration in whole nanoseconds. */
export function stopCallTimer(timer: CallTimer): { endTime: HrTime; nanoseconds: number } {
  const nanoseconds = Math.round((performance.now() - timer.startedAt) * 1e6);
  const total = timer.startTime[1] + nanoseconds;
  const endTime: HrTime = [timer.startTime[0] + Math.floor(total / 1e9), total % 1e9];
  return { endTime, nanoseconds };
}
