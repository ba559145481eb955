// What a caller gives a call so that its tool can report and ask while it runs.
import type { ElicitHandler } from "./elicitation";
import type { SampleHandler } from "./sampling";
import type { ToolLogEntry } from "./tool-log-entry";
import type { ToolProgress } from "./tool-progress";

/**
 * The caller's side of a live call: where progress and log messages go, and who answers the
 * tool's questions. Each is optional; a tool that asks for what its caller does not support
 * gets an `UnsupportedCapabilityError`, never a wait.
 */
export interface CallHandlers {
  /** Receives each progress report, in order, before the call settles. */
  readonly onProgress?: ((progress: ToolProgress) => void) | undefined;
  /** Receives each log message, in order, before the call settles. */
  readonly onLog?: ((entry: ToolLogEntry) => void) | undefined;
  /** Answers `context.elicit`: asks the user. */
  readonly elicit?: ElicitHandler | undefined;
  /** Answers `context.sample`: asks the caller's model. */
  readonly sample?: SampleHandler | undefined;
}
