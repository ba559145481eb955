// The shape every contender of the validation comparison takes.
import type { SchemaCase } from "./schemas";

/** Values as a model sends them. */
export type Values = Record<string, unknown>;

/** What a validator concluded, read back after the timed call (never inside it). */
export interface Outcome {
  readonly ok: boolean;
  /** The values with defaults (the input itself for in-place validators). */
  readonly value: Values | undefined;
  /** How many problems were reported. */
  readonly problems: number;
  /** kit-style messages, for the validators that produce them. */
  readonly messages: readonly string[] | undefined;
}

/** A validator built for one schema: `run` is what gets timed, `read` interprets its result. */
export interface PreparedValidator {
  readonly run: (input: Values) => unknown;
  readonly read: (result: unknown, input: Values) => Outcome;
}

/** A library under comparison. */
export interface ValidatorAdapter {
  readonly name: string;
  /** Whether it fills in defaults (cfworker cannot, so it does less work). */
  readonly appliesDefaults: boolean;
  /** Whether it needs code generation from strings (`new Function`). */
  readonly needsCodeGeneration: boolean;
  readonly prepare: (schema: SchemaCase) => PreparedValidator;
}

/** Reads a kit-style list of messages, the input holding the values (in-place validators). */
export function readMessages(result: unknown, input: Values): Outcome {
  const messages = result as readonly string[];
  return { ok: messages.length === 0, value: input, problems: messages.length, messages };
}

/** Reads a `{ success, value | errors }` result of kit's `check` or its hand-written twin. */
export function readCheck(result: unknown): Outcome {
  const outcome = result as
    | { success: true; value: Values }
    | { success: false; errors: readonly string[] };
  return outcome.success
    ? { ok: true, value: outcome.value, problems: 0, messages: [] }
    : { ok: false, value: undefined, problems: outcome.errors.length, messages: outcome.errors };
}
