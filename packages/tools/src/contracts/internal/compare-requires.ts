// The changes between two versions of one schema's rules about which parameters go together
// (`requires`), input or output. A rule is compared whole: one added to an input refuses calls
// that were accepted (breaking), one removed from it accepts more (compatible); for an output,
// the other way round (consumers relied on what a removed rule promised).
import type { SchemaDefinition } from "@kit/schema";
import { type ChangeEntry, changeEntry, Section } from "./change-entry";
import { sameJson, stableJson } from "./json-data";

/** Every rule added or removed between two schema definitions of a tool. */
export function compareRequires(
  tool: string,
  direction: "input" | "output",
  before: SchemaDefinition,
  after: SchemaDefinition,
): ChangeEntry[] {
  const old = before.requires ?? [];
  const now = after.requires ?? [];
  const section = direction === "input" ? Section.Input : Section.Output;
  const isInput = direction === "input";
  const entry = (rule: unknown, text: string, breaking: boolean): ChangeEntry =>
    changeEntry(tool, section, "", 0, `${direction} rule ${stableJson(rule)} ${text}`, breaking);
  const changes: ChangeEntry[] = [];
  for (const rule of now) {
    if (!old.some((was) => sameJson(was, rule))) changes.push(entry(rule, "added", isInput));
  }
  for (const rule of old) {
    if (!now.some((is) => sameJson(is, rule))) changes.push(entry(rule, "removed", !isInput));
  }
  return changes;
}
