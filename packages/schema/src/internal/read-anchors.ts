// Checks a schema's `anchors` (JSON Schema `$anchor` names of its named definitions). Cold:
// once per schema build that has them.
import { isDictionary, kindOf } from "../kind-of";

/** The anchors of a schema that has none: one frozen object for all of them. */
export const NO_ANCHORS: Readonly<Record<string, string>> = Object.freeze({});

/** JSON Schema 2020-12's grammar of a plain-name fragment. */
export const ANCHOR: RegExp = /^[A-Za-z_][-A-Za-z0-9._]*$/;

/**
 * Reads a schema's `anchors`: each anchor name with the named definition it names.
 * @param raw - the value as given; `undefined` means none.
 * @param definitions - the names of the schema's definitions.
 * @returns a frozen copy (only meaningful when no problem was added).
 */
export function readAnchors(
  raw: unknown,
  definitions: readonly string[],
  errors: string[],
): Readonly<Record<string, string>> {
  if (raw === undefined) return NO_ANCHORS;
  if (!isDictionary(raw)) {
    errors.push(`'anchors' must be a dictionary of anchor names, got '${kindOf(raw)}'`);
    return NO_ANCHORS;
  }
  const anchors: Record<string, string> = {};
  const anchored = new Map<string, string>();
  for (const [anchor, name] of Object.entries(raw)) {
    if (!ANCHOR.test(anchor)) {
      errors.push(
        `Anchor '${anchor}': must be a letter or '_', then letters, digits, '-', '_' or '.'`,
      );
    }
    if (typeof name !== "string" || !definitions.includes(name)) {
      const given = typeof name === "string" ? `'${name}'` : `a value of kind '${kindOf(name)}'`;
      errors.push(`Anchor '${anchor}': names no definition ${given}`);
      continue;
    }
    const other = anchored.get(name);
    if (other !== undefined) {
      errors.push(`Anchor '${anchor}': definition '${name}' already has the anchor '${other}'`);
    }
    anchored.set(name, anchor);
    Object.defineProperty(anchors, anchor, { value: name, enumerable: true });
  }
  return Object.freeze(anchors);
}
