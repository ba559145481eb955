// What a tool does to the world, as the executor's policies read it (approval, retries).

/**
 * What a tool does to the world, with the meanings of MCP's tool annotations. The executor
 * asks for approval of every call of a tool that is not `readOnly`, and retries only tools
 * that are `idempotent`.
 */
export interface ToolEffects {
  /** The tool changes nothing outside itself (MCP's `readOnlyHint`). Default `false`. */
  readonly readOnly: boolean;
  /**
   * A change it makes may destroy or overwrite something (MCP's `destructiveHint`). Default
   * `true`; always `false` for a read-only tool.
   */
  readonly destructive: boolean;
  /**
   * Calling it again with the same inputs has no further effect, so a failed call can be
   * repeated (MCP's `idempotentHint`). Default `false`; always `true` for a read-only tool.
   */
  readonly idempotent: boolean;
  /** It reaches beyond a closed domain, such as the web (MCP's `openWorldHint`). Default `true`. */
  readonly openWorld: boolean;
}
