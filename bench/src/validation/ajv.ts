// ajv 8 (draft 2020-12 build), compiled with allErrors, and useDefaults to match kit.
import { Ajv2020 } from "ajv/dist/2020.js";
import { jsonSchemaOf } from "./json-schema";
import type { ValidatorAdapter } from "./validator";

/** ajv with `allErrors: true, useDefaults: true`: defaults written into the input. */
export const ajvAdapter: ValidatorAdapter = {
  name: "ajv allErrors",
  appliesDefaults: true,
  needsCodeGeneration: true,
  prepare: (schema) => {
    const ajv = new Ajv2020({ allErrors: true, useDefaults: true });
    const validate = ajv.compile(jsonSchemaOf(schema));
    return {
      // ajv keeps its errors on the function; reading them is part of the call.
      run: (input) => (validate(input) ? null : validate.errors),
      read: (result, input) => {
        const errors = result as readonly unknown[] | null;
        return {
          ok: errors === null,
          value: input,
          problems: errors?.length ?? 0,
          messages: undefined,
        };
      },
    };
  },
};
