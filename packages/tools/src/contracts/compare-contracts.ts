// Compares two sets of tool contracts: every change, breaking or compatible, as a line to read.
import { contractChanges } from "./internal/contract-changes";
import type { ToolContract } from "./tool-contract";

/** One change between two contracts of a tool. */
export interface ContractChange {
  /** The tool's name. */
  readonly tool: string;
  /**
   * Whether a call or a consumer that worked before can fail or get a different meaning after
   * it (see {@link compareContracts} for the rule).
   */
  readonly breaking: boolean;
  /**
   * The whole line, for a person:
   * `fetch_weather: input parameter 'days' added as required (breaking)`.
   */
  readonly message: string;
}

/**
 * Every change from `before` to `after`, sorted by tool name, then the tool's own changes (added
 * or removed, version, description, input schema, input strictness, output schema, output
 * strictness, effects), then its input parameters and then its output parameters by name, each
 * parameter's changes in a fixed order (added or removed, retyped, required, default, enum,
 * items, minimum, maximum, description). Names sort by UTF-16 code units.
 *
 * Breaking: a tool removed; an input parameter added as required, removed, retyped, made
 * required, given a default or a different one or none, given a narrower constraint (an `enum`
 * added or a value removed from it, `items` added or retyped, a `minimum` added or raised, a
 * `maximum` added or lowered); an output parameter removed, retyped, made optional, its
 * default removed or changed, or given a wider constraint (the reverse of the input's list: a
 * consumer may receive a value it never saw); an input or output schema added or removed (a
 * tool without an input schema takes any dictionary and gets every key; an output schema drops
 * undeclared keys); the input made strict (unknown keys become errors); an effect less safe
 * (`readOnly` true to false, `destructive` false to true, `idempotent` true to false,
 * `openWorld` false to true). Everything else is compatible: a tool added, an optional input
 * added, an output added, an input made optional, an output made required, a wider input or
 * narrower output constraint, a description, strictness of an output or an input made lenient,
 * safer effects, and the version (reported, but not a change of the interface). A retyped
 * integer to float counts as retyped, and a retyped parameter reports only its retype.
 *
 * @param before - the contracts as they were (a lock file's, a previous release's).
 * @param after - the contracts as they are.
 * @returns the changes, empty when the contracts are the same.
 * @throws SemanticError when a list holds two contracts of the same name.
 * @example
 * ```ts
 * import { compareContracts, defineTool, toolContract } from "@kit/tools";
 *
 * const v1 = defineTool({
 *   name: "fetch_weather",
 *   inputSchema: { parameters: [{ name: "city", type: "string" }] },
 *   execute: () => ({}),
 * });
 * const v2 = defineTool({
 *   name: "fetch_weather",
 *   inputSchema: {
 *     parameters: [
 *       { name: "city", type: "string" },
 *       { name: "days", type: "integer" },
 *     ],
 *   },
 *   execute: () => ({}),
 * });
 * const changes = compareContracts([toolContract(v1)], [toolContract(v2)]);
 * // [{ tool: "fetch_weather", breaking: true,
 * //    message: "fetch_weather: input parameter 'days' added as required (breaking)" }]
 * ```
 */
export function compareContracts(
  before: readonly ToolContract[],
  after: readonly ToolContract[],
): ContractChange[] {
  return contractChanges(before, after).map(({ tool, breaking, message }) => ({
    tool,
    breaking,
    message,
  }));
}
