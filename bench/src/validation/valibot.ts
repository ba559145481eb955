// valibot 1: v.object with the closest types (integer, finite number) and v.optional defaults.
import * as v from "valibot";
import { valibotType } from "./peer-types.mjs";
import type { ValidatorAdapter, Values } from "./validator";

/** `v.safeParse(schema, input)`: a fresh output object, every issue (no abortEarly). */
export const valibotAdapter: ValidatorAdapter = {
  name: "valibot 1",
  appliesDefaults: true,
  needsCodeGeneration: false,
  prepare: (schema) => {
    const object = v.object(
      Object.fromEntries(schema.parameters.map((p) => [p.name, valibotType(v, p)])),
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
