// @kit/schema as a contender: `validate` (in place) and `check` (into a fresh object).
import { ToolSchema } from "@kit/schema";
import { readCheck, readMessages, type ValidatorAdapter } from "./validator";

/** `ToolSchema.validate`: messages, defaults written into the input. */
export const kitValidate: ValidatorAdapter = {
  name: "kit validate",
  appliesDefaults: true,
  needsCodeGeneration: false,
  prepare: (schema) => {
    const tool = new ToolSchema(schema.parameters);
    return { run: (input) => tool.validate(input), read: readMessages };
  },
};

/** `ToolSchema.check`: the input untouched, a fresh value or the messages. */
export const kitCheck: ValidatorAdapter = {
  name: "kit check",
  appliesDefaults: true,
  needsCodeGeneration: false,
  prepare: (schema) => {
    const tool = new ToolSchema(schema.parameters);
    return { run: (input) => tool.check(input), read: (result) => readCheck(result) };
  },
};
