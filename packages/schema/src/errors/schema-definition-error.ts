import { hasErrorMarker, markError } from "../internal/error-marker";

/**
 * Thrown by the `ToolSchema` constructor and `ToolSchema.fromDict` when a schema definition is
 * invalid. Lists every problem at once, so a tool author fixes them in one pass.
 *
 * `toJSON()` gives `{ name, message, errors }`: the error's context as plain data, for logs
 * and wire formats. It never includes a `cause`, which may hold third-party data.
 * @example
 * ```ts
 * import { SchemaDefinitionError, ToolSchema } from "@kit/schema";
 *
 * declare const definition: unknown;
 * try {
 *   ToolSchema.fromDict(definition);
 * } catch (error) {
 *   if (SchemaDefinitionError.isInstance(error)) console.error(error.errors);
 * }
 * ```
 */
export class SchemaDefinitionError extends Error {
  // `declare`: set in the constructor before the name, so the own keys keep their order.
  /** Each problem found, one distinct message each, frozen. */
  declare readonly errors: readonly string[];

  /**
   * @param errors - every problem found in the definition; the message lists them one per
   * line, after `Invalid schema definition:`.
   */
  constructor(errors: readonly string[]) {
    super(["Invalid schema definition:", ...errors].join("\n  "));
    this.errors = Object.freeze([...errors]);
    markError(this, "SchemaDefinitionError");
  }

  /**
   * Tells whether a value is a `SchemaDefinitionError`, also one made by another installed
   * copy of this package, where `instanceof` would say no.
   */
  static isInstance(value: unknown): value is SchemaDefinitionError {
    return hasErrorMarker(value, "SchemaDefinitionError");
  }

  /** The error as plain data: `{ name, message, errors }`, never the `cause`. */
  toJSON(): Record<string, unknown> {
    return { name: this.name, message: this.message, errors: this.errors };
  }
}
