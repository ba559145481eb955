// Hot path: runs on every call until a schema is hot, and always where code generation is refused.
// The check of a schema, interpreted. It is also the reference the generated check
// (generate-check.ts) must agree with. Why two tiers, and the engine facts behind the shape of
// this code: docs/decisions/how-the-schema-checks-values.md.
import { isDictionary } from "../kind-of";
import type { ParameterDefinition } from "../parameter-definition";
import type { ParameterType } from "../parameter-type";
import type { CheckFunction } from "./check-function";
import { checkNestedParameter, isNested } from "./check-nested-parameter";
import { freshCopy } from "./copy-value";
import { matchesType } from "./matches-type";
import { hasConstraint, reportConstraint } from "./report-constraint";
import { setOwn } from "./set-own";
import {
  mismatchPrefix,
  reportMismatch,
  reportMissing,
  reportNotDictionary,
  reportUnknown,
} from "./validation-messages";

/** Calls after which a schema's check is generated as code (where the runtime allows it). */
export const TIER_UP_CALLS = 16;

const PROTOTYPE = Object.prototype;
const HAS_OWN_PROPERTY = PROTOTYPE.hasOwnProperty;

// Two markers, compared by identity; no input can hold either.
/** In `defaults`: an optional parameter without a default, so nothing is written when absent. */
const NO_DEFAULT: unknown = Object.freeze({});
/** In the values read from the input: a declared name the for-in gave no value for. */
const NOT_READ: unknown = Object.freeze({});

/**
 * Builds the interpreted check of a schema (see {@link CheckFunction} for how it is called).
 * @param parameters - the checked, frozen parameters, in schema order.
 * @param onHot - when given, called once, on the {@link TIER_UP_CALLS}th call: the schema is used
 * often enough to be worth generating code for.
 */
// biome-ignore format: parenthesized so that V8 compiles it when the module loads, not on first use
export const interpretCheck = (function (
  parameters: readonly ParameterDefinition[],
  strict: boolean,
  onHot?: () => void,
): CheckFunction {
  // Flat arrays of what each call needs, so the loops read no parameter objects. One loop and
  // no messages: building a check is most of what a schema's first validation costs.
  // Sized up front, as every allocation of a cold process costs (its memory is new).
  const count = parameters.length;
  const names: string[] = new Array(count);
  const types: ParameterType[] = new Array(count);
  // A default, `undefined` for a required parameter (reported missing), or NO_DEFAULT.
  const defaults: unknown[] = new Array(count);
  for (let index = 0; index < count; index++) {
    const { name, type, required, default: value } = parameters[index] as ParameterDefinition;
    names[index] = name;
    // An `any` parameter is nested: its type is never read from here.
    types[index] = type as ParameterType;
    // `null` is a default too (of a nullable parameter): only `undefined` is none.
    defaults[index] = required === false ? (value === undefined ? NO_DEFAULT : value) : undefined;
  }
  // Whether any parameter has a constraint: a schema without one asks nothing more per value.
  const constrained = parameters.some(hasConstraint);
  // Which parameters are nested (checked by checkValue); undefined when none is.
  const nested = parameters.some(isNested) ? parameters.map(isNested) : undefined;
  // What a call starts from: every value NOT_READ. Each call copies it.
  const unread: unknown[] = new Array(count).fill(NOT_READ);
  // Each made on the parameter's first mismatch.
  let prefixes: string[] | undefined;
  // Counted here rather than in a wrapper: one closure less per schema, one call less per use.
  let calls = 0;
  // biome-ignore format: parenthesized so that V8 compiles it with interpretCheck, not on its first call
  return (function check(values, messages, keys, target) {
    if (++calls === TIER_UP_CALLS) onHot?.();
    if (!isDictionary(values)) return reportNotDictionary(messages, keys, values);
    const output = target ?? values;
    const read = unread.slice();
    // First pass: the declared values the input enumerates, by a for-in (why, and why
    // hasOwnProperty is compared first: docs/decisions/how-the-schema-checks-values.md).
    const hasOwn = Object.prototype.hasOwnProperty;
    if (hasOwn === HAS_OWN_PROPERTY) {
      try {
        let next = 0;
        for (const key in values) {
          // Inputs mostly list the keys in schema order: try the next name before searching.
          const index = key === names[next] ? next : names.indexOf(key);
          if (index < 0) continue;
          next = index + 1;
          const value = values[key];
          // An inherited key counts as absent: only a name Object.prototype has can be one.
          read[index] =
            value === undefined || hasOwn.call(values, key) || !(key in PROTOTYPE)
              ? value
              : undefined;
        }
      } catch {
        // A proxy whose key traps throw: read each declared name instead, as the generated
        // check does, so both tiers answer alike (a throwing getter throws again below).
        read.fill(NOT_READ);
      }
    }
    // Second pass: every parameter in schema order, reading directly what the first did not.
    for (let index = 0; index < count; index++) {
      const name = names[index] as string;
      let value = read[index];
      if (value === NOT_READ) {
        // Not enumerated: absent, inherited, or own but not enumerable.
        value = values[name];
        // Only a name that Object.prototype has can be inherited: ownership is asked only then.
        if (value !== undefined && name in PROTOTYPE && !Object.hasOwn(values, name))
          value = undefined;
      }
      if (value === undefined) {
        const fallback = defaults[index];
        if (fallback === undefined) reportMissing(messages, keys, name);
        else if (fallback !== NO_DEFAULT) {
          setOwn(output, name, typeof fallback === "object" ? freshCopy(fallback) : fallback);
        }
      } else {
        const type = types[index] as ParameterType;
        if (nested?.[index] === true) {
          const parameter = parameters[index] as ParameterDefinition;
          const kept = checkNestedParameter(parameter, value, messages, keys, target !== undefined);
          if (target !== undefined) setOwn(target, name, kept);
        } else if (!matchesType(type, value)) {
          prefixes ??= new Array(count);
          prefixes[index] ??= mismatchPrefix(name, type);
          reportMismatch(messages, keys, name, prefixes[index] as string, value);
        } else if (
          // Checked only once the type is right, and only the first broken constraint.
          !(
            constrained &&
            reportConstraint(messages, keys, parameters[index] as ParameterDefinition, value)
          ) &&
          target !== undefined
        ) {
          setOwn(target, name, value);
        }
      }
    }
    if (strict) reportUnknown(names, values, messages, keys);
  });
});
