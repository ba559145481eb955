// @cfworker/json-schema: an interpreter (no code generation); it never applies defaults.
import { Validator } from "@cfworker/json-schema";
import { jsonSchemaOf } from "./json-schema";
import type { ValidatorAdapter } from "./validator";

/** `new Validator(schema, "2020-12", false).validate(input)`: every error, no defaults. */
export const cfworkerAdapter: ValidatorAdapter = {
  name: "@cfworker/json-schema",
  appliesDefaults: false,
  needsCodeGeneration: false,
  prepare: (schema) => {
    const validator = new Validator(jsonSchemaOf(schema) as never, "2020-12", false);
    return {
      run: (input) => validator.validate(input),
      read: (result, input) => {
        const outcome = result as { valid: boolean; errors: readonly unknown[] };
        return {
          ok: outcome.valid,
          value: input,
          problems: outcome.valid ? 0 : outcome.errors.length,
          messages: undefined,
        };
      },
    };
  },
};
