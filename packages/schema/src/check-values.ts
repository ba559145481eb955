// The check of a schema, interpreted: used until a schema is called often enough to be worth
// generating code for, where code generation from strings is refused, and as the reference
// that the generated check (generate-check.ts) must agree with.
import { freshCopy, setOwn } from "./copy-value";
import type { CheckFunction } from "./generate-check";
import { isDictionary, kindOf } from "./kind-of";
import { matchesType } from "./matches-type";
import type { ParameterDefinition } from "./parameter-definition";

const PROTOTYPE = Object.prototype;
const HAS_OWN_PROPERTY = PROTOTYPE.hasOwnProperty;

/**
 * Builds the interpreted check of a schema. With no `target`, defaults are written into
 * `values` in place; with a `target`, `values` is only read and the target receives every
 * declared parameter that is present plus the defaults.
 * @param parameters - the checked, frozen parameters, in schema order.
 * @param strict - whether unknown parameters are errors.
 * @returns the check.
 */
export function interpretCheck(
  parameters: readonly ParameterDefinition[],
  strict: boolean,
): CheckFunction {
  // Flat arrays of what each call needs, so the loops read no parameter objects.
  const count = parameters.length;
  const names = parameters.map((parameter) => parameter.name);
  const types = parameters.map((parameter) => parameter.type);
  // A default, `undefined` for a required parameter (reported missing), or `names` itself
  // as the marker of an optional parameter without a default.
  const defaults = parameters.map((parameter) =>
    parameter.required === false ? (parameter.default ?? names) : undefined,
  );
  const missing = names.map((name) => `Missing required parameter: '${name}'`);
  const prefixes = parameters.map(
    ({ name, type }) => `Parameter '${name}': expected type '${type}', got '`,
  );
  const positions = new Map(names.map((name, index) => [name, index]));
  // `positions` marks a value not read yet.
  const unread: unknown[] = names.map(() => positions);
  const known = strict ? new Set(names) : undefined;
  return (values, messages, keys, target) => {
    if (!isDictionary(values)) {
      messages.push(`Expected a dictionary of parameters, got '${kindOf(values)}'`);
      keys?.push(undefined);
      return;
    }
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
      let next = 0;
      for (const key in values) {
        // Inputs mostly list the keys in schema order: try the next name before the map.
        const index = key === names[next] ? next : positions.get(key);
        if (index === undefined) continue;
        next = index + 1;
        const value = values[key];
        read[index] =
          value === undefined || hasOwn.call(values, key) || !(key in PROTOTYPE)
            ? value
            : undefined;
      }
    }
    for (let index = 0; index < count; index++) {
      const name = names[index] as string;
      let value = read[index];
      if (value === positions) {
        // Not enumerated: absent, inherited, or own but not enumerable.
        value = values[name];
        // Only a name that Object.prototype has can be inherited: ownership is asked only then.
        if (value !== undefined && name in PROTOTYPE && !Object.hasOwn(values, name))
          value = undefined;
      }
      if (value === undefined) {
        const fallback = defaults[index];
        if (fallback === undefined) {
          messages.push(missing[index] as string);
          keys?.push(name);
        } else if (fallback !== names) {
          setOwn(output, name, typeof fallback === "object" ? freshCopy(fallback) : fallback);
        }
      } else {
        const type = types[index] as ParameterDefinition["type"];
        if (!matchesType(type, value)) {
          messages.push(`${prefixes[index]}${kindOf(value)}'`);
          keys?.push(name);
        } else if (target !== undefined) setOwn(target, name, value);
      }
    }
    if (known === undefined) return;
    // Always scanned: counting present declared keys against Object.keys cannot tell, as a
    // non-enumerable declared key would hide an unknown one.
    for (const key of Object.keys(values)) {
      // An undefined value counts as absent, for unknown keys as for declared ones.
      if (!known.has(key) && values[key] !== undefined) {
        messages.push(`Unknown parameter: '${key}'`);
        keys?.push(key);
      }
    }
  };
}
