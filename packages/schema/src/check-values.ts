// The check of a schema, interpreted: used until a schema is called often enough to be worth
// generating code for, where code generation from strings is refused, and as the reference
// that the generated check (generate-check.ts) must agree with.
import { freshCopy, setOwn } from "./copy-value";
import type { CheckFunction } from "./generate-check";
import { isDictionary, kindOf } from "./kind-of";
import { matchesType } from "./matches-type";
import type { ParameterDefinition } from "./parameter-definition";

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
  // Flat arrays of what each call needs, so the loop reads no parameter objects.
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
  const known = strict ? new Set(names) : undefined;
  const prototype = Object.prototype;
  return (values, messages, keys, target) => {
    if (!isDictionary(values)) {
      messages.push(`Expected a dictionary of parameters, got '${kindOf(values)}'`);
      keys?.push(undefined);
      return;
    }
    const output = target ?? values;
    for (let index = 0; index < count; index++) {
      const name = names[index] as string;
      let value = values[name];
      // Only a name that Object.prototype has can be inherited: ownership is asked only then.
      if (value !== undefined && name in prototype && !Object.hasOwn(values, name))
        value = undefined;
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
