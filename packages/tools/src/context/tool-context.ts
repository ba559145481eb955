/** What a tool receives besides its inputs and credentials, for one call. */
export interface ToolContext {
  /**
   * Aborts when the call times out or the caller aborts it. Pass it on to `fetch` and
   * friends; the call settles on abort even if the tool ignores it.
   */
  readonly signal: AbortSignal;
  /** The call's id: the caller's, or a fresh unique one. */
  readonly callId: string;
}
