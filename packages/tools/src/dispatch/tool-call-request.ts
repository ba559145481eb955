// A model's tool call as the dispatcher takes it, whatever provider it came from.

/**
 * One tool call a model asked for: which tool, with which arguments, under which id. A provider
 * format's `calls()` makes these from a model's reply; `ToolDispatcher` runs them.
 */
export interface ToolCallRequest {
  /** The provider's call id, echoed in the result (a fresh one where the provider gives none). */
  readonly id: string;
  /** The tool name as the model sent it: it may name no registered tool. */
  readonly name: string;
  /** A dictionary, or the JSON text the model produced (which may be broken). */
  readonly arguments: unknown;
  /**
   * When true, a `null` for a key the tool's schema declares optional counts as absent, at
   * every depth (a parameter, a key of a nested dictionary, of a list's items, of a union's
   * dictionary chosen by its tag). Set by formats whose declarations make optional keys
   * nullable (OpenAI strict mode, where every key must be sent and `null` is how a model leaves
   * one out).
   */
  readonly nullMeansAbsent?: boolean | undefined;
}
