// zod 4: z.object with the closest types (z.int, finite z.number) and `.default()`.
import { z } from "zod";
import { zodType } from "./peer-types.mjs";
import type { ValidatorAdapter, Values } from "./validator";

/** `schema.safeParse(input)`: a fresh output object, every issue. */
export const zodAdapter: ValidatorAdapter = {
  name: "zod 4",
  appliesDefaults: true,
  needsCodeGeneration: false,
  prepare: (schema) => {
    const shape = Object.fromEntries(schema.parameters.map((p) => [p.name, zodType(z, p)]));
    const object = z.object(shape);
    return {
      run: (input) => object.safeParse(input),
      read: (result) => {
        const parsed = result as ReturnType<typeof object.safeParse>;
        return parsed.success
          ? { ok: true, value: parsed.data as Values, problems: 0, messages: undefined }
          : {
              ok: false,
              value: undefined,
              problems: parsed.error.issues.length,
              messages: undefined,
            };
      },
    };
  },
};
