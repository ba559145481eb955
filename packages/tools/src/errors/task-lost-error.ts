// A task whose process stopped (or hung) before it finished.
import { hasErrorMarker, markError } from "../internal/error-marker";
import { AgentKitError } from "./agent-kit-error";

/** What a {@link TaskLostError} is about. */
export interface TaskLostErrorOptions {
  readonly taskId: string;
  readonly toolName: string;
  /** How long its process had said nothing when the task was found lost, in milliseconds. */
  readonly silentMs: number;
}

/**
 * The cause of a failed task whose process said nothing for a whole lease: it stopped, or hung.
 * Whether its tool finished its work is unknown. A tool that is idempotent may be started again
 * under the same id with `startTask(tool, inputs, { taskId, restart: true })`.
 */
export class TaskLostError extends AgentKitError {
  /** The lost task. */
  declare readonly taskId: string;
  /** Its tool. */
  declare readonly toolName: string;
  /** How long its process had said nothing, in milliseconds. */
  declare readonly silentMs: number;

  /** Builds the message from the task, its tool and the silence. */
  constructor(options: TaskLostErrorOptions) {
    const { taskId, toolName, silentMs } = options;
    super(
      `Task '${taskId}' of tool '${toolName}' was lost: the process running it said nothing for ${silentMs} ms (it stopped or hung), so whether the tool finished is unknown.`,
    );
    markError(this, "TaskLostError");
    this.taskId = taskId;
    this.toolName = toolName;
    this.silentMs = silentMs;
  }

  /** `name`, `message`, `taskId`, `toolName` and `silentMs`. */
  override toJSON(): Record<string, unknown> {
    const { taskId, toolName, silentMs } = this;
    return { ...super.toJSON(), taskId, toolName, silentMs };
  }

  /** Tells whether a value is a `TaskLostError`, also one made by another copy of this package. */
  static override isInstance(value: unknown): value is TaskLostError {
    return hasErrorMarker(value, "TaskLostError");
  }
}
