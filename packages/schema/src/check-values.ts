// The check of a schema, interpreted: used where code generation from strings is refused,
// and the reference that the generated check (generate-check.ts) must agree with.
import type { CompiledParameter } from "./compiled-parameter";
import { setOwn } from "./copy-value";
import type { CheckFunction } from "./generate-check";
import { isDictionary, kindOf } from "./kind-of";
import { matchesType } from "./matches-type";

/**
 * Builds the interpreted check of a schema. With no `target`, defaults are written into
 * `values` in place; with a `target`, `values` is only read and the target receives every
 * declared parameter that is present plus the defaults.
 * @param parameters - the compiled parameters, in schema order.
 * @param strictNames - the declared names for a strict schema, else undefined.
 * @returns the check.
 */
export function interpretCheck(
  parameters: readonly CompiledParameter[],
  strictNames: ReadonlySet<string> | undefined,
): CheckFunction {
  return (values, messages, keys, target) => {
    if (!isDictionary(values)) {
      messages.push(`Expected a dictionary of parameters, got '${kindOf(values)}'`);
      keys?.push(undefined);
      return;
    }
    const output = target ?? values;
    for (let index = 0; index < parameters.length; index++) {
      const parameter = parameters[index] as CompiledParameter;
      const name = parameter.name;
      const value = Object.hasOwn(values, name) ? values[name] : undefined;
      if (value === undefined) {
        if (parameter.hasDefault) setOwn(output, name, parameter.makeDefault());
        else if (parameter.required) {
          messages.push(parameter.missingMessage);
          keys?.push(name);
        }
      } else if (!matchesType(parameter.type, value)) {
        messages.push(`${parameter.typeMessagePrefix}${kindOf(value)}'`);
        keys?.push(name);
      } else if (target !== undefined) {
        setOwn(target, name, value);
      }
    }
    if (strictNames === undefined) return;
    for (const key of Object.keys(values)) {
      // An undefined value counts as absent, for unknown keys as for declared ones.
      if (!strictNames.has(key) && values[key] !== undefined) {
        messages.push(`Unknown parameter: '${key}'`);
        keys?.push(key);
      }
    }
  };
}
