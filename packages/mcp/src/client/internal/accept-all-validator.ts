// The SDK client's JSON Schema validator, replaced by one that compiles nothing and accepts
// every value: a server's output schema never reaches a validator kit has not vetted (the SDK's
// default runs any `pattern`, so `^(a+)+$` blocks the event loop for minutes, and it keeps every
// schema it compiled, so a flood of list changes grows the heap). Kit's own check of the output
// against the tool's schema, which refuses such patterns, is the one that counts.
import type { JsonSchemaValidator, jsonSchemaValidator } from "@modelcontextprotocol/client";

const accept: JsonSchemaValidator<unknown> = (input) => ({
  valid: true,
  data: input,
  errorMessage: undefined,
});

/** A validator provider whose validators accept everything and hold nothing. */
export const ACCEPT_ALL_VALIDATOR: jsonSchemaValidator = {
  getValidator: <T>() => accept as JsonSchemaValidator<T>,
};
