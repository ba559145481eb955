// Redaction of content parts: the text a model or person reads (text, a resource's text, URIs,
// names, descriptions), never the bytes or base64 data, which are neither scanned nor copied.
import type { ContentPart } from "../content-part";

const TEXT_FIELDS = ["text", "uri", "name", "description"] as const;

/**
 * The parts with every credential value in their text fields hidden: the same list when
 * nothing changed, else a frozen list where each changed part is a frozen copy.
 * @param redact - the call's redaction of a string.
 */
export function redactParts(
  parts: readonly ContentPart[],
  redact: (text: string) => string,
): readonly ContentPart[] {
  let copy: ContentPart[] | undefined;
  for (let index = 0; index < parts.length; index += 1) {
    const part = parts[index] as ContentPart & Record<string, unknown>;
    let changed: Record<string, unknown> | undefined;
    for (const key of TEXT_FIELDS) {
      const value = part[key];
      if (typeof value !== "string") continue;
      const clean = redact(value);
      if (clean !== value) {
        changed ??= { ...part };
        changed[key] = clean;
      }
    }
    if (changed !== undefined) {
      copy ??= [...parts];
      copy[index] = Object.freeze(changed) as unknown as ContentPart;
    }
  }
  return copy === undefined ? parts : Object.freeze(copy);
}
