// What a server of kit-mcp is told besides its tools: when their list changes (a gateway's
// upstream changed its own), and what to close before the process exits.

/** Hooks of `serveStdio` and `serveHttp`. */
export interface ServeHooks {
  /**
   * Subscribes to changes of the tool list. With it, a server declares `tools.listChanged` and
   * tells its client (`notifications/tools/list_changed`) where it has a stream to do so.
   */
  readonly onToolsChanged?: ((listener: () => void) => void) | undefined;
  /** Runs before the process exits on a stop request or the end of stdin (never rejects). */
  readonly beforeExit?: (() => Promise<void>) | undefined;
}
