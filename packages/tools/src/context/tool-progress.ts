// What a tool reports about how far it is, as its caller receives it.

/** One progress report of a running call (redacted, frozen). */
export interface ToolProgress {
  /** The tool's name. */
  readonly toolName: string;
  /** The call's id. */
  readonly callId: string;
  /** How much is done: never less than the call's previous report. */
  readonly done: number;
  /** How much there is in all, when the tool knows. */
  readonly total: number | undefined;
  /** What the tool is doing now, when it says. */
  readonly message: string | undefined;
}
