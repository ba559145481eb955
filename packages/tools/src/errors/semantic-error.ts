import { hasErrorMarker, markError } from "../internal/error-marker";
import { AgentKitError } from "./agent-kit-error";

/**
 * Thrown for a programming mistake in how tools are declared or registered: a missing
 * name, an invalid schema, a bad credential name, a duplicate registration.
 */
export class SemanticError extends AgentKitError {
  /**
   * @param message - what is wrong and how to fix it.
   * @param options - the underlying `cause`, such as a `SchemaDefinitionError`.
   */
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    markError(this, "SemanticError");
  }

  /** Tells whether a value is a `SemanticError`, also one made by another copy of this package. */
  static override isInstance(value: unknown): value is SemanticError {
    return hasErrorMarker(value, "SemanticError");
  }
}
