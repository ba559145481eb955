// The hot path: checks values against compiled parameters, collecting every problem.
import type { CompiledParameter } from "./compiled-parameter";
import { setOwn } from "./copy-value";
import { isDictionary, kindOf } from "./kind-of";

/** Where problems go: each message, and the key it is about (undefined for the whole input). */
export interface ProblemSink {
  readonly messages: string[];
  readonly keys?: (string | undefined)[];
}

/** A compiled schema: its parameters in order, and the names for the `strict` check. */
export interface CompiledSchema {
  readonly parameters: readonly CompiledParameter[];
  /** The declared names, present only for a strict schema. */
  readonly strictNames: ReadonlySet<string> | undefined;
}

function report(sink: ProblemSink, message: string, key: string | undefined): void {
  sink.messages.push(message);
  sink.keys?.push(key);
}

/**
 * Checks values against a compiled schema. With no `target`, defaults are written into
 * `values` in place; with a `target`, `values` is only read and the target receives every
 * declared parameter that is present plus the defaults.
 * @param schema - the compiled schema.
 * @param values - the input, of any kind.
 * @param sink - receives every problem.
 * @param target - where to put the checked values, or undefined to work in place.
 */
export function checkValues(
  schema: CompiledSchema,
  values: unknown,
  sink: ProblemSink,
  target: Record<string, unknown> | undefined,
): void {
  if (!isDictionary(values)) {
    report(sink, `Expected a dictionary of parameters, got '${kindOf(values)}'`, undefined);
    return;
  }
  const output = target ?? values;
  for (const parameter of schema.parameters) {
    const name = parameter.name;
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (value === undefined) {
      if (parameter.hasDefault) setOwn(output, name, parameter.makeDefault());
      else if (parameter.required) report(sink, parameter.missingMessage, name);
    } else if (!parameter.check(value)) {
      report(sink, `${parameter.typeMessagePrefix}${kindOf(value)}'`, name);
    } else if (target !== undefined) {
      setOwn(target, name, value);
    }
  }
  const names = schema.strictNames;
  if (names !== undefined) {
    for (const key of Object.keys(values)) {
      // An undefined value counts as absent, for unknown keys as for declared ones.
      if (!names.has(key) && values[key] !== undefined) {
        report(sink, `Unknown parameter: '${key}'`, key);
      }
    }
  }
}
