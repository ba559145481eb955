// typebox 1: Type.Object compiled with Compile(); Default() then Check(), Errors() on failure.
import Type from "typebox";
import { Compile } from "typebox/compile";
import { typeboxType } from "./peer-types.mjs";
import type { ValidatorAdapter, Values } from "./validator";

/** The compiled validator: `Default` (in place), `Check`, and `Errors` to report every problem. */
export const typeboxAdapter: ValidatorAdapter = {
  name: "typebox 1 (compiled)",
  appliesDefaults: true,
  needsCodeGeneration: false,
  prepare: (schema) => {
    const object = Type.Object(
      Object.fromEntries(schema.parameters.map((p) => [p.name, typeboxType(Type, p)])),
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
