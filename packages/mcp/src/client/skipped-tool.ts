// A remote tool that kit left out of a connection's tools, and why.

/**
 * A tool the server listed that kit does not take: a name that is not an MCP tool name (empty,
 * a path, a control or bidi character), a schema nested too deep to walk, or a definition kit
 * refuses. The server's other tools are taken as usual.
 */
export interface SkippedTool {
  /**
   * The tool's name as the server listed it, cut past 80 characters, with control, bidi and
   * zero-width characters written as `\uXXXX` escapes (safe to print).
   */
  readonly name: string;
  /** Why it was left out. */
  readonly reason: string;
}
