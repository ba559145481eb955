// typebox 1: Type.Object compiled with Compile(); Default() then Check(), Errors() on failure.
import type { ParameterDefinition } from "@kit/schema";
import Type, { type TSchema } from "typebox";
import { Compile } from "typebox/compile";
import type { ValidatorAdapter, Values } from "./validator";

function typeboxType(parameter: ParameterDefinition): TSchema {
  const options = parameter.default === undefined ? {} : { default: parameter.default };
  const base = {
    string: () => Type.String(options),
    integer: () => Type.Integer(options),
    float: () => Type.Number(options),
    boolean: () => Type.Boolean(options),
    list: () => Type.Array(Type.Unknown(), options),
    dictionary: () => Type.Record(Type.String(), Type.Unknown(), options),
  }[parameter.type]();
  return parameter.required === false ? Type.Optional(base) : base;
}

/** The compiled validator: `Default` (in place), `Check`, and `Errors` to report every problem. */
export const typeboxAdapter: ValidatorAdapter = {
  name: "typebox 1 (compiled)",
  appliesDefaults: true,
  needsCodeGeneration: false,
  prepare: (schema) => {
    const object = Type.Object(
      Object.fromEntries(schema.parameters.map((p) => [p.name, typeboxType(p)])),
    );
    const validator = Compile(object);
    return {
      run: (input) => {
        const value = validator.Default(input);
        return validator.Check(value) ? { value } : { errors: validator.Errors(value) };
      },
      read: (result) => {
        const outcome = result as { value?: Values; errors?: readonly unknown[] };
        return outcome.errors === undefined
          ? { ok: true, value: outcome.value, problems: 0, messages: undefined }
          : { ok: false, value: undefined, problems: outcome.errors.length, messages: undefined };
      },
    };
  },
};
