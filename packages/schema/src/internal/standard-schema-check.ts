// Hot path for a schema built by ToolSchema.fromStandardSchema: runs on every call of a tool
// whose schema comes from zod, valibot, ArkType or another Standard Schema library.
// The check of such a schema: the library validates (refinements and transforms apply, and the
// value given back is the library's output), kit words the problems as its own.
import { isDictionary, kindOf } from "../kind-of";
import type { StandardSchemaV1 } from "../standard-schema";
import type { CheckFunction } from "./check-function";
import type { Keys } from "./nested-messages";
import { reportNotDictionary } from "./validation-messages";
import { formatPath } from "./value-path";

/**
 * Makes the check of a library's schema, in the shape kit's own checks have, so that `check`,
 * `validate` and `~standard` use it as they use those. With a `target`, the library's output
 * goes into it key by key; without one, `values` is made to hold exactly the output's keys.
 * @param standard - the library's `~standard`, read once when the schema was built (its
 * `validate` is called as a method, as the library wrote it).
 * @param vendor - the library's name, for the messages about what it gave back.
 */
export function standardSchemaCheck(
  standard: StandardSchemaV1.Props,
  vendor: string,
): CheckFunction {
  return (values, messages, keys, target) => {
    // Kit's own text and kind for what is not a dictionary at all, whatever the library says.
    if (!isDictionary(values)) {
      reportNotDictionary(messages, keys, values);
      return;
    }
    const result = standard.validate(values);
    if (typeof (result as { then?: unknown }).then === "function") {
      // Never left to reject unhandled: the call has failed already.
      (result as Promise<unknown>).then(undefined, () => undefined);
      report(
        messages,
        keys,
        `the ${vendor} schema validated asynchronously (it returned a promise), and tool values are checked synchronously: remove its async refinements or transforms`,
      );
      return;
    }
    const { issues } = result as StandardSchemaV1.Result<unknown>;
    if (issues !== undefined) {
      for (const issue of issues) addIssue(messages, keys, issue);
      return;
    }
    const output = (result as StandardSchemaV1.SuccessResult<unknown>).value;
    if (!isDictionary(output)) {
      report(
        messages,
        keys,
        `the ${vendor} schema gave back '${kindOf(output)}', not a dictionary of parameters`,
      );
      return;
    }
    if (target === undefined) {
      for (const key of Object.keys(values)) if (!Object.hasOwn(output, key)) delete values[key];
      copyKeys(output, values);
    } else copyKeys(output, target);
  };
}

// Own enumerable keys, `__proto__` included, as data properties.
function copyKeys(from: Record<string, unknown>, to: Record<string, unknown>): void {
  for (const key of Object.keys(from)) {
    Object.defineProperty(to, key, {
      value: from[key],
      writable: true,
      enumerable: true,
      configurable: true,
    });
  }
}

// `Parameter 'items[2].qty': <message>` where the issue has a path, `Parameters: <message>`
// where it has none (a refinement of the whole object).
function addIssue(messages: string[], keys: Keys, issue: StandardSchemaV1.Issue): void {
  const message = typeof issue?.message === "string" ? issue.message : String(issue?.message);
  const path = issue?.path === undefined ? [] : issue.path.map(pathKey);
  if (path.length === 0) report(messages, keys, message);
  else {
    messages.push(`Parameter '${formatPath(path)}': ${message}`);
    keys?.push(path.length === 1 ? String(path[0]) : path);
  }
}

function report(messages: string[], keys: Keys, message: string): void {
  messages.push(`Parameters: ${message}`);
  keys?.push(undefined);
}

// A segment as a key (a PathSegment object holds it in `key`); a symbol by its description.
function pathKey(segment: PropertyKey | StandardSchemaV1.PathSegment): string | number {
  const key =
    typeof segment === "object" && segment !== null
      ? (segment as StandardSchemaV1.PathSegment).key
      : segment;
  return typeof key === "number" ? key : String(key);
}

/**
 * A check that runs kit's own check first (into a scratch copy, so the input is not written)
 * and the library's only when kit's passed: what the JSON Schema declares is enforced even
 * where the library leaves a key unchecked.
 * @param own - kit's check of the parameters read from the library's JSON Schema.
 * @param library - the library's check, from {@link standardSchemaCheck}.
 */
export function checkedFirst(own: CheckFunction, library: CheckFunction): CheckFunction {
  return (values, messages, keys, target) => {
    const before = messages.length;
    own(values, messages, keys, {});
    if (messages.length === before) library(values, messages, keys, target);
  };
}
