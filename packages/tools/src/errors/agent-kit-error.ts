// The base of every error @kit/tools throws, recognisable across two installed copies.
const MARKER: symbol = Symbol.for("kit.error.AgentKitError");

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
    this.name = "AgentKitError";
    Object.defineProperty(this, MARKER, { value: true });
  }

  /**
   * Tells whether a value is an `AgentKitError` (or one of its subclasses), also one made
   * by another installed copy of this package.
   * @param value - any value.
   * @returns true for an `AgentKitError`.
   */
  static isInstance(value: unknown): value is AgentKitError {
    return hasMarker(value, MARKER);
  }
}

/**
 * Tells whether a value carries an error marker symbol.
 * @param value - any value.
 * @param marker - the `Symbol.for("kit.error.<Name>")` of a class.
 * @returns true when the value is an object holding the marker.
 */
export function hasMarker(value: unknown, marker: symbol): boolean {
  return typeof value === "object" && value !== null && marker in value;
}
