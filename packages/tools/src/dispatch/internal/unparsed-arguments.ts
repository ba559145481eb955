// Arguments a model sent as JSON text that does not parse. The dispatcher hands them to the
// executor in place of inputs, so the call fails its input validation with the parse problem,
// and is reported (events, spans, the histogram) like any other call that fails validation.

/** What stands for a call's inputs when its arguments were not valid JSON. */
export class UnparsedArguments {
  /** The one input problem: `Arguments are not valid JSON (...); received: ...`. */
  declare readonly problem: string;

  constructor(problem: string) {
    this.problem = problem;
  }
}

/** The input errors of a call: the parse problem when its arguments did not parse, else `errors`. */
export function inputErrors(inputs: unknown, errors: readonly string[]): readonly string[] {
  return inputs instanceof UnparsedArguments ? [inputs.problem] : errors;
}
