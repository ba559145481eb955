const MARKER: symbol = Symbol.for("kit.error.SchemaDefinitionError");

/**
 * Thrown when a schema definition is invalid. Lists every problem at once, so a tool
 * author fixes them in one pass.
 */
export class SchemaDefinitionError extends Error {
  /** Each problem found, one distinct message each. */
  readonly errors: readonly string[];

  /**
   * @param errors - every problem found in the definition.
   */
  constructor(errors: readonly string[]) {
    super(["Invalid schema definition:", ...errors.map((error) => `  ${error}`)].join("\n"));
    this.name = "SchemaDefinitionError";
    this.errors = Object.freeze([...errors]);
    Object.defineProperty(this, MARKER, { value: true });
  }

  /**
   * Tells whether a value is a `SchemaDefinitionError`, also one made by another copy of
   * this package.
   * @param value - any value.
   * @returns true for a `SchemaDefinitionError`.
   */
  static isInstance(value: unknown): value is SchemaDefinitionError {
    return typeof value === "object" && value !== null && MARKER in value;
  }
}
