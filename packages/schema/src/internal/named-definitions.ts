// The named definitions of a schema (`definitions`) and the references to them (`type: "ref"`).
// Cold: once per schema build. A definition is read when it is first needed (a reference, a
// default that holds its value) or at the end, so that one may refer to itself or to another
// in any order; a reference finds its definition through a table kept beside the frozen
// reference, never by a key of the public definition.
import { isDictionary, kindOf } from "../kind-of";
import type { ValueDefinition } from "../value-definition";
import { setOwn } from "./set-own";

/** What reading a schema's `definitions` keeps while the rest of the schema is read. */
export interface DefinitionsReading {
  /** The definitions as given, by name (own keys only). */
  readonly raw: ReadonlyMap<string, unknown>;
  /** Each definition read so far: its frozen copy, `null` when it has a problem, or READING. */
  readonly read: Map<string, ValueDefinition | null | typeof READING>;
  /** Reads one definition (set by the reader, which knows how to read a value). */
  readonly readOne: (name: string) => ValueDefinition | undefined;
  readonly errors: string[];
}

/** How many definitions may be read inside one another (through defaults). */
const MAX_DEFINITION_NESTING = 32;

/** A definition whose reading has started and not ended: a reference to it is inside it. */
export const READING: unique symbol = Symbol();

// Each frozen reference, and the definitions its name is looked up in.
const references = new WeakMap<object, { reading: DefinitionsReading; name: string }>();

/**
 * Records a frozen reference node, so that checks can find its definition.
 * @param node - the frozen `{ type: "ref", ref }` definition.
 */
export function linkReference(node: object, reading: DefinitionsReading, name: string): void {
  references.set(node, { reading, name });
}

/**
 * The named definition a reference stands for, read now if it was not yet; undefined while it
 * is being read (a default inside a definition that holds a value of that same definition),
 * when it has a problem, or for a node that is not a reference read by kit.
 */
export function referenceOf(node: object): ValueDefinition | undefined {
  const link = references.get(node);
  if (link === undefined) return undefined;
  const read = link.reading.read.get(link.name);
  if (read === READING || read === null) return undefined;
  return read ?? link.reading.readOne(link.name);
}

/**
 * Starts reading a schema's `definitions`: a dictionary of named value definitions.
 * @param raw - the value as given; `undefined` when the schema has none.
 * @param readValue - reads one definition as a value, its problems labelled by its name.
 */
export function startDefinitions(
  raw: unknown,
  errors: string[],
  readValue: (
    value: unknown,
    name: string,
    reading: DefinitionsReading,
  ) => ValueDefinition | undefined,
): DefinitionsReading | undefined {
  if (raw === undefined) return undefined;
  const given = new Map<string, unknown>();
  let active = 0;
  if (!isDictionary(raw)) {
    errors.push(`'definitions' must be a dictionary of named definitions, got '${kindOf(raw)}'`);
  } else {
    for (const name of Object.keys(raw)) given.set(name, raw[name]);
  }
  const reading: DefinitionsReading = {
    raw: given,
    read: new Map(),
    errors,
    readOne: (name) => {
      if (reading.read.has(name) || !given.has(name)) return undefined;
      // A definition is read inside another only for a default holding its value: bounded, so
      // that a chain of such defaults cannot overflow the stack.
      if (active >= MAX_DEFINITION_NESTING) {
        errors.push(
          `Definition '${name}': defaults hold values of other definitions more than ${MAX_DEFINITION_NESTING} deep`,
        );
        reading.read.set(name, null);
        return undefined;
      }
      reading.read.set(name, READING);
      active++;
      const value = readValue(given.get(name), name, reading);
      active--;
      reading.read.set(name, value ?? null);
      return value;
    },
  };
  return reading;
}

/**
 * Reads every definition not read yet, checks that no definition is only a chain of
 * references back to itself, and gives the frozen definitions by name (in the order given).
 */
export function finishDefinitions(
  reading: DefinitionsReading | undefined,
): Readonly<Record<string, ValueDefinition>> {
  const definitions: Record<string, ValueDefinition> = {};
  if (reading === undefined) return Object.freeze(definitions);
  for (const name of reading.raw.keys()) {
    if (!reading.read.has(name)) reading.readOne(name);
  }
  // Names known to end in a definition that is not a reference: each chain is walked once.
  const settled = new Set<string>();
  for (const name of reading.raw.keys()) {
    const chain = [name];
    const seen = new Set(chain);
    let current: unknown = reading.read.get(name);
    let looped = false;
    while (isDictionary(current) && current.type === "ref" && !settled.has(current.ref as string)) {
      const next = current.ref as string;
      if (seen.has(next)) {
        looped = true;
        reading.errors.push(
          `Definition '${name}': refers to itself through references alone (${[...chain, next].join(" -> ")}), so it describes no value`,
        );
        break;
      }
      chain.push(next);
      seen.add(next);
      current = reading.read.get(next);
    }
    if (!looped) for (const member of chain) settled.add(member);
    const read = reading.read.get(name);
    if (isDictionary(read)) setOwn(definitions as Record<string, unknown>, name, read);
  }
  return Object.freeze(definitions);
}
