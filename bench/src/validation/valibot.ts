// valibot 1: v.object with the closest types (integer, finite number) and v.optional defaults.
import type { ParameterDefinition } from "@kit/schema";
import * as v from "valibot";
import { freshDefault } from "./fresh-default";
import type { ValidatorAdapter, Values } from "./validator";

type AnySchema = v.GenericSchema;

function valibotType(parameter: ParameterDefinition): AnySchema {
  const base: AnySchema = {
    string: () => v.string(),
    integer: () => v.pipe(v.number(), v.integer()),
    float: () => v.pipe(v.number(), v.finite()),
    boolean: () => v.boolean(),
    list: () => v.array(v.unknown()),
    dictionary: () => v.record(v.string(), v.unknown()),
  }[parameter.type]();
  if (parameter.required !== false) return base;
  return parameter.default === undefined
    ? v.optional(base)
    : v.optional(base, freshDefault(parameter.default) as never);
}

/** `v.safeParse(schema, input)`: a fresh output object, every issue (no abortEarly). */
export const valibotAdapter: ValidatorAdapter = {
  name: "valibot 1",
  appliesDefaults: true,
  needsCodeGeneration: false,
  prepare: (schema) => {
    const object = v.object(
      Object.fromEntries(schema.parameters.map((p) => [p.name, valibotType(p)])),
    );
    return {
      run: (input) => v.safeParse(object, input),
      read: (result) => {
        const parsed = result as v.SafeParseResult<typeof object>;
        return parsed.success
          ? { ok: true, value: parsed.output as Values, problems: 0, messages: undefined }
          : { ok: false, value: undefined, problems: parsed.issues.length, messages: undefined };
      },
    };
  },
};
