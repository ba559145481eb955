// The check of a schema, interpreted: used until a schema is called often enough to be worth
// generating code for, where code generation from strings is refused, and as the reference
// that the generated check (generate-check.ts) must agree with.
import { freshCopy, setOwn } from "./copy-value";
import type { CheckFunction } from "./generate-check";
import { isDictionary } from "./kind-of";
import { matchesType } from "./matches-type";
import type { ParameterDefinition } from "./parameter-definition";
import type { ParameterType } from "./parameter-type";
import {
  mismatchPrefix,
  reportMismatch,
  reportMissing,
  reportNotDictionary,
  reportUnknown,
} from "./value-problems";

/** Calls after which a schema's check is generated as code (where the runtime allows it). */
export const TIER_UP_CALLS = 16;

const PROTOTYPE = Object.prototype;
const HAS_OWN_PROPERTY = PROTOTYPE.hasOwnProperty;

/**
 * Builds the interpreted check of a schema. With no `target`, defaults are written into
 * `values` in place; with a `target`, `values` is only read and the target receives every
 * declared parameter that is present plus the defaults.
 * @param parameters - the checked, frozen parameters, in schema order.
 * @param strict - whether unknown parameters are errors.
 * @param onHot - when given, called once, on the {@link TIER_UP_CALLS}th call: the schema is used
 * often enough to be worth generating code for.
 * @returns the check.
 */
// biome-ignore format: parenthesized so that V8 compiles it when the module loads, not on first use
// biome-ignore lint/complexity/useArrowFunction: V8 compiles only `(function` expressions eagerly
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
  // A default, `undefined` for a required parameter (reported missing), or `names` itself
  // as the marker of an optional parameter without a default.
  const defaults: unknown[] = new Array(count);
  for (let index = 0; index < count; index++) {
    const { name, type, required, default: value } = parameters[index] as ParameterDefinition;
    names[index] = name;
    types[index] = type;
    defaults[index] = required === false ? (value ?? names) : undefined;
  }
  // `names` marks a value not read yet.
  const unread: unknown[] = new Array(count).fill(names);
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
    // A keyed load with a different name each time is slow (megamorphic); a for-in over the
    // input reads its keys and values from the engine's enum cache. A key it gives may be
    // inherited (an enumerable one on a polluted Object.prototype, or one a getter deleted),
    // so the rule below is applied with ownership asked first: written out as
    // `Object.prototype.hasOwnProperty`, V8 sees the constant and folds the call to `true`
    // behind a map check inside a fast for-in, and calls it whenever the object has changed.
    // Only while hasOwnProperty is the original, or it could lie.
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
          read[index] =
            value === undefined || hasOwn.call(values, key) || !(key in PROTOTYPE)
              ? value
              : undefined;
        }
      } catch {
        // A proxy whose key traps throw: read each declared name instead, as the generated
        // check does, so both tiers answer alike (a throwing getter throws again below).
        read.fill(names);
      }
    }
    for (let index = 0; index < count; index++) {
      const name = names[index] as string;
      let value = read[index];
      if (value === names) {
        // Not enumerated: absent, inherited, or own but not enumerable.
        value = values[name];
        // Only a name that Object.prototype has can be inherited: ownership is asked only then.
        if (value !== undefined && name in PROTOTYPE && !Object.hasOwn(values, name))
          value = undefined;
      }
      if (value === undefined) {
        const fallback = defaults[index];
        if (fallback === undefined) reportMissing(messages, keys, name);
        else if (fallback !== names) {
          setOwn(output, name, typeof fallback === "object" ? freshCopy(fallback) : fallback);
        }
      } else {
        const type = types[index] as ParameterType;
        if (!matchesType(type, value)) {
          prefixes ??= new Array(count);
          prefixes[index] ??= mismatchPrefix(name, type);
          reportMismatch(messages, keys, name, prefixes[index] as string, value);
        } else if (target !== undefined) setOwn(target, name, value);
      }
    }
    if (strict) reportUnknown(names, values, messages, keys);
  });
});
