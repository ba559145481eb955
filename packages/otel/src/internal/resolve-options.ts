// The options of one instrumentation, checked once when `instrumentExecutor` runs so that a
// mistake shows up at startup rather than as telemetry that is quietly wrong.
import type { InstrumentExecutorOptions } from "../instrument-executor-options";
import type { ContentOptions } from "./call-span";

/** The checked options, with their defaults filled in; the span's content options among them. */
export interface ResolvedOptions extends ContentOptions {
  readonly recordGenAIMetric: boolean;
  /** `undefined` when no agent name was given. */
  readonly agentName: string | undefined;
}

/**
 * Checks the options and fills in their defaults.
 * @throws TypeError when `agentName` is given but is not a non-empty string.
 * @throws RangeError when `maxContentLength` is given but is not a positive integer.
 */
export function resolveOptions(options: InstrumentExecutorOptions): ResolvedOptions {
  const { agentName } = options;
  if (agentName !== undefined && (typeof agentName !== "string" || agentName === "")) {
    const got =
      typeof agentName === "string" ? "''" : agentName === null ? "null" : typeof agentName;
    throw new TypeError(
      `instrumentExecutor: option 'agentName' must be a non-empty string, got ${got}`,
    );
  }
  const maxContentLength = options.maxContentLength ?? 4096; // the default
  if (!Number.isSafeInteger(maxContentLength) || maxContentLength < 1) {
    throw new RangeError(
      `instrumentExecutor: option 'maxContentLength' must be a positive integer, got ${String(maxContentLength)}`,
    );
  }
  return {
    recordArguments: options.recordArguments === true,
    recordResult: options.recordResult === true,
    recordLogData: options.recordLogData === true,
    maxContentLength,
    recordGenAIMetric: options.recordGenAIMetric === true,
    agentName,
  };
}
