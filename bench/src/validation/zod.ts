// zod 4: z.object with the closest types (z.int, finite z.number) and `.default()`.
import type { ParameterDefinition } from "@kit/schema";
import { type ZodType, z } from "zod";
import { freshDefault } from "./fresh-default";
import type { ValidatorAdapter, Values } from "./validator";

function zodType(parameter: ParameterDefinition): ZodType {
  const base = {
    string: () => z.string(),
    integer: () => z.int(),
    float: () => z.number(),
    boolean: () => z.boolean(),
    list: () => z.array(z.unknown()),
    dictionary: () => z.record(z.string(), z.unknown()),
  }[parameter.type]();
  if (parameter.required !== false) return base;
  return parameter.default === undefined
    ? base.optional()
    : (base as unknown as { default(value: unknown): ZodType }).default(
        freshDefault(parameter.default),
      );
}

/** `schema.safeParse(input)`: a fresh output object, every issue. */
export const zodAdapter: ValidatorAdapter = {
  name: "zod 4",
  appliesDefaults: true,
  needsCodeGeneration: false,
  prepare: (schema) => {
    const shape = Object.fromEntries(schema.parameters.map((p) => [p.name, zodType(p)]));
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
