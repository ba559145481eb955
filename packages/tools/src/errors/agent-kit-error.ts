// The base of every error @kit/tools throws, recognisable across two installed copies.

/**
 * The base class of every error of the tool layer. Catch it to handle any of them.
 * @example
 * try {
 *   await executor.execute(tool, inputs);
 * } catch (error) {
 *   if (AgentKitError.isInstance(error)) console.error(error.message);
 * }
 */
export class AgentKitError extends Error {
  /**
   * @param message - what went wrong, naming the tool or parameter at fault.
   * @param options - the underlying `cause`, if any.
   */
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    mark(this, "AgentKitError");
  }

  /**
   * Tells whether a value is an `AgentKitError` (or one of its subclasses), also one made
   * by another installed copy of this package.
   * @param value - any value.
   * @returns true for an `AgentKitError`.
   */
  static isInstance(value: unknown): value is AgentKitError {
    return hasMarker(value, "AgentKitError");
  }
}

/**
 * Names an error after its class and marks it with `Symbol.for("kit.error.<name>")`, the
 * identity that `isInstance` recognises across installed copies of this package.
 * @param error - the new error.
 * @param name - its class name.
 */
export function mark(error: Error, name: string): void {
  error.name = name;
  Object.defineProperty(error, Symbol.for(`kit.error.${name}`), { value: true });
}

/**
 * Tells whether a value carries the marker of an error class.
 * @param value - any value.
 * @param name - the class name.
 * @returns true when the value is an object holding the marker.
 */
export function hasMarker(value: unknown, name: string): boolean {
  return typeof value === "object" && value !== null && Symbol.for(`kit.error.${name}`) in value;
}
