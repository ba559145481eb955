// Arguments a model sent that dispatch cannot read: JSON text that does not parse, or a list of
// `{ key, value }` entries that is not a dictionary (entry-dictionaries.ts). The dispatcher
// hands them to the executor in place of inputs, so the call fails its input validation with
// the problem, and is reported (events, spans, the histogram) like any other call that fails
// validation.

/** What stands for a call's inputs when its arguments could not be read. */
export class UnparsedArguments {
  /** The one input problem: `Arguments are not valid JSON (...); received: ...`, or an entry's. */
  declare readonly problem: string;

  constructor(problem: string) {
    this.problem = problem;
  }
}

/** The input errors of a call: the parse problem when its arguments did not parse, else `errors`. */
export function inputErrors(inputs: unknown, errors: readonly string[]): readonly string[] {
  return inputs instanceof UnparsedArguments ? [inputs.problem] : errors;
}
