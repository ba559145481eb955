// What a format says about each tool it declares: declared or left out, strict or not, and each
// place where the declaration differs from the tool's own JSON Schema.

/**
 * One place where a declaration differs from the tool's input JSON Schema.
 * - `loosened`: the provider is not held to a constraint (it is said in the description, or
 *   sent where the provider may not enforce it); kit still checks it at dispatch, so a call
 *   that breaks it is answered with the error and the expected parameters.
 * - `narrowed`: the declaration offers less than kit accepts (a dictionary's other keys in a
 *   strict declaration); every call the provider can make is still accepted by kit.
 * - `moved`: said another way with the same meaning (a `default` or `title` in the
 *   description, `oneOf` as `anyOf`, a `const` as a one-value `enum`).
 */
export interface DeclarationChange {
  /** What the change does to what is accepted. */
  readonly kind: "loosened" | "narrowed" | "moved";
  /** Where, as a JSON pointer into the tool's input JSON Schema (`""` is the root). */
  readonly path: string;
  /** The JSON Schema keyword concerned (`format`, `additionalProperties`, `default`). */
  readonly keyword: string;
  /** The change in words. */
  readonly message: string;
}

/** What a format declared for one tool, and why. */
export interface ToolDeclarationReport {
  /** The tool's name. */
  readonly tool: string;
  /** Whether the tool is in the declarations; when false, `reason` says why it was left out. */
  readonly declared: boolean;
  /** Why the tool was left out (a name the provider refuses, a schema too deep to walk). */
  readonly reason?: string | undefined;
  /**
   * Whether the provider is held to the schema (OpenAI and Anthropic strict mode); `false`
   * for a format without such a mode.
   */
  readonly strict: boolean;
  /** Why a format with a strict mode did not declare the tool strict. */
  readonly notStrictBecause?: string | undefined;
  /**
   * How the parameters were sent, where a format has several ways: Gemini's `parameters`
   * (its OpenAPI subset) or `parametersJsonSchema` (JSON Schema).
   */
  readonly carrier?: "parameters" | "parametersJsonSchema" | undefined;
  /** Every place where the declaration differs from the tool's input JSON Schema. */
  readonly changes: readonly DeclarationChange[];
}
