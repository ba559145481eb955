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
  /**
   * When true, a list of `{ key, value }` entries where the tool's schema has a dictionary whose
   * keys are the caller's choice (no declared key, a schema for the values) is read as that
   * dictionary, at every depth dispatch follows (the keys of dictionaries, list items, a
   * union's dictionary chosen by its tag; not through a `$ref`). An entry of another shape or
   * a key given twice fails the call's input validation with the place named. Set by formats
   * that declare such dictionaries as entry lists (OpenAI's and Anthropic's strict modes, where
   * every key of an object must be declared).
   */
  readonly dictionariesAsEntries?: boolean | undefined;
}
