// Every contender of the validation comparison, baseline first.
import { ajvAdapter } from "./ajv";
import { cfworkerAdapter } from "./cfworker";
import { handCheck, handValidate } from "./hand";
import { kitCheck, kitValidate } from "./kit";
import { typeboxAdapter } from "./typebox";
import { valibotAdapter } from "./valibot";
import type { ValidatorAdapter } from "./validator";
import { zodAdapter } from "./zod";

/** The baseline (hand-written, in place), then kit, then the peers. */
export const CONTENDERS: readonly ValidatorAdapter[] = [
  handValidate,
  handCheck,
  kitValidate,
  kitCheck,
  ajvAdapter,
  zodAdapter,
  valibotAdapter,
  typeboxAdapter,
  cfworkerAdapter,
];
