// The hand-written validators as contenders: in place (the baseline) and into a copy.
import { checkWeather, validateWeather } from "./hand-written";
import { checkSearch, validateSearch } from "./hand-written-search";
import { readCheck, readMessages, type ValidatorAdapter } from "./validator";

/** Hand-written, defaults written in place: the baseline of every validation table. */
export const handValidate: ValidatorAdapter = {
  name: "hand-written (in place)",
  appliesDefaults: true,
  needsCodeGeneration: false,
  prepare: (schema) => ({
    run: schema.id === "weather" ? validateWeather : validateSearch,
    read: readMessages,
  }),
};

/** Hand-written, into a fresh object: the twin of kit's `check`. */
export const handCheck: ValidatorAdapter = {
  name: "hand-written (copy)",
  appliesDefaults: true,
  needsCodeGeneration: false,
  prepare: (schema) => ({
    run: schema.id === "weather" ? checkWeather : checkSearch,
    read: (result) => readCheck(result),
  }),
};
