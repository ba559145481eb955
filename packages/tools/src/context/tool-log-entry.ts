// A tool's log message, as its caller receives it.
import type { LogLevel } from "./log-level";

/** One log message of a running call (redacted, frozen). */
export interface ToolLogEntry {
  /** The tool's name. */
  readonly toolName: string;
  /** The call's id. */
  readonly callId: string;
  /** How severe it is. */
  readonly level: LogLevel;
  /** The message. */
  readonly message: string;
  /** Details as JSON data, when the tool gave some. */
  readonly data: unknown;
}
