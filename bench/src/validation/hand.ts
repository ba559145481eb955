// The hand-written validators as contenders: in place (the baseline) and into a copy.
import { loadHandWritten } from "./hand-written";
import { SCHEMA_CASES } from "./schemas";
import { readCheck, readMessages, type ValidatorAdapter } from "./validator";

const handWritten = await loadHandWritten(SCHEMA_CASES);

/** Hand-written, defaults written in place: the baseline of every validation table. */
export const handValidate: ValidatorAdapter = {
  name: "hand-written (in place)",
  appliesDefaults: true,
  needsCodeGeneration: false,
  prepare: (schema) => ({ run: handWritten[schema.id].validate, read: readMessages }),
};

/** Hand-written, into a fresh object: the twin of kit's `check`. */
export const handCheck: ValidatorAdapter = {
  name: "hand-written (copy)",
  appliesDefaults: true,
  needsCodeGeneration: false,
  prepare: (schema) => ({ run: handWritten[schema.id].check, read: (result) => readCheck(result) }),
};
