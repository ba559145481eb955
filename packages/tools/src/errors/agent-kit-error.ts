// The base of every error @kit/tools throws, recognisable across two installed copies.
import { hasErrorMarker, markError } from "../internal/error-marker";

/**
 * The base class of every error of the tool layer. Catch it to handle any of them; test
 * with `isInstance` rather than `instanceof`, which fails for an error made by the other
 * copy of this package (its ESM or CommonJS build, or another installed version).
 *
 * `JSON.stringify(error)` gives `{ name, message }` plus the class's context fields
 * (`toolName`, `direction`, `errors`), never the `cause`: a cause may hold third-party
 * data, such as a response body, that should not reach logs unasked.
 * @example
 * ```ts
 * import { AgentKitError, type Tool, ToolExecutor } from "@kit/tools";
 *
 * declare const tool: Tool;
 * try {
 *   await new ToolExecutor().execute(tool, {});
 * } catch (error) {
 *   if (AgentKitError.isInstance(error)) console.error(JSON.stringify(error));
 * }
 * ```
 */
export class AgentKitError extends Error {
  /**
   * @param message - what went wrong, naming the tool or parameter at fault.
   * @param options - the underlying `cause`, if any.
   */
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    markError(this, "AgentKitError");
  }

  /**
   * The error as plain data for logs: `name`, `message` and the context fields of its
   * class, never the `cause`.
   */
  toJSON(): Record<string, unknown> {
    return { name: this.name, message: this.message };
  }

  /**
   * Tells whether a value is an `AgentKitError` (or one of its subclasses), also one made
   * by another installed copy of this package.
   */
  static isInstance(value: unknown): value is AgentKitError {
    return hasErrorMarker(value, "AgentKitError");
  }
}
