// The changes between two versions of one schema's named definitions (`definitions`, what a
// `{ type: "ref" }` names), input or output. A definition is compared whole: one that changed
// or went away may change what every parameter that names it accepts or returns, which the
// comparison does not follow, so it counts as breaking; one that was added changes nothing
// until a parameter names it (and that parameter's change is reported as its own).
import type { SchemaDefinition } from "@kit/schema";
import { type ChangeEntry, changeEntry, Section } from "./change-entry";
import { sameJson } from "./json-data";

/** Every change of named definitions between two schema definitions of a tool. */
export function compareDefinitions(
  tool: string,
  direction: "input" | "output",
  before: SchemaDefinition,
  after: SchemaDefinition,
): ChangeEntry[] {
  const old = before.definitions ?? {};
  const now = after.definitions ?? {};
  const section = direction === "input" ? Section.Input : Section.Output;
  const changes: ChangeEntry[] = [];
  const entry = (name: string, text: string, breaking: boolean): ChangeEntry =>
    changeEntry(tool, section, "", 0, `${direction} definition '${name}' ${text}`, breaking);
  for (const name of Object.keys(now)) {
    if (!Object.hasOwn(old, name)) changes.push(entry(name, "added", false));
  }
  for (const [name, was] of Object.entries(old)) {
    if (!Object.hasOwn(now, name)) changes.push(entry(name, "removed", true));
    else if (!sameJson(was, now[name])) changes.push(entry(name, "changed", true));
  }
  return changes;
}
