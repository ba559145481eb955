// One change between two contracts as the comparison finds it: the public ContractChange, plus
// what orders the lines and tells a version change from a change to the interface.

/** Where in a tool a change is: the tool itself, or one of its schemas' parameters. */
export const Section = { Tool: 0, Input: 1, Output: 2 } as const;

/** One of the {@link Section} values. */
export type Section = (typeof Section)[keyof typeof Section];

/** A change with its sort keys. */
export interface ChangeEntry {
  readonly tool: string;
  readonly breaking: boolean;
  /** The whole line: `fetch_weather: input parameter 'days' added as required (breaking)`. */
  readonly message: string;
  /** True for the version line alone: a version change is not a change of the interface. */
  readonly isVersion: boolean;
  readonly section: Section;
  /** The parameter's name, "" for a change of the tool itself. */
  readonly parameter: string;
  /** The fixed order of the kinds of change within one tool or parameter. */
  readonly order: number;
}

/** Makes the entry and its line. */
export function changeEntry(
  tool: string,
  section: Section,
  parameter: string,
  order: number,
  text: string,
  breaking: boolean,
): ChangeEntry {
  return {
    tool,
    breaking,
    message: `${tool}: ${text} (${breaking ? "breaking" : "compatible"})`,
    isVersion: false,
    section,
    parameter,
    order,
  };
}

/**
 * Orders changes by tool, then the tool's own changes before its input parameters and those
 * before its output parameters, then by parameter, then by kind. Names compare by UTF-16 code
 * units, so the order does not depend on a locale.
 */
export function compareEntries(a: ChangeEntry, b: ChangeEntry): number {
  return (
    compareText(a.tool, b.tool) ||
    a.section - b.section ||
    compareText(a.parameter, b.parameter) ||
    a.order - b.order ||
    compareText(a.message, b.message)
  );
}

/** Compares two strings by UTF-16 code units. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A value in a change line: strings in single quotes (cut to 40 characters), the rest as JSON. */
export function showValue(value: unknown): string {
  if (typeof value === "string") {
    return `'${value.length > 40 ? `${value.slice(0, 40)}...` : value}'`;
  }
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 40)}...` : text;
}

/** Several values, comma-separated. */
export function showValues(values: readonly unknown[]): string {
  return values.map(showValue).join(", ");
}
