// Reads a top-level parameter that the flat reader handed over: one with a nested key, a
// definition as `items`, or a key nobody knows. Cold: once per such parameter per schema build.
import type { ParameterDefinition } from "../parameter-definition";
import { fail } from "./definition-messages";
import type { ParameterListReading } from "./parameter-list-reading";
import { readNode } from "./read-value";

/**
 * Reads the parameter at `index` with every problem at every depth reported under its label
 * (`Parameter 'order'`, or by index when its name is missing or shared).
 * @returns its frozen copy, or `undefined` when it has a problem.
 */
export function readNestedParameter(
  reading: ParameterListReading,
  index: number,
): ParameterDefinition | undefined {
  const name = reading.names[index];
  return readNode(reading.list[index], true, {
    errors: reading.errors,
    fail: (problem) => fail(reading, index, problem),
    path: name ?? `at index ${index}`,
    depth: 1,
    definitions: reading.definitions,
  }) as ParameterDefinition | undefined;
}
