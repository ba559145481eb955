// The changes between two lists of contracts, with what sorts them and tells a version change
// apart: compareContracts gives the public part, the contracts command reads all of it.
import { SemanticError } from "../../errors/semantic-error";
import type { ToolContract } from "../tool-contract";
import { type ChangeEntry, compareEntries, compareText } from "./change-entry";
import { compareTool } from "./compare-tool";

/**
 * Every change, sorted.
 * @throws SemanticError when a list holds two contracts of the same name.
 */
export function contractChanges(
  before: readonly ToolContract[],
  after: readonly ToolContract[],
): ChangeEntry[] {
  const old = byName(before, "before");
  const now = byName(after, "after");
  const names = [...new Set([...old.keys(), ...now.keys()])].sort(compareText);
  return names
    .flatMap((name) => compareTool(name, old.get(name), now.get(name)))
    .sort(compareEntries);
}

function byName(contracts: readonly ToolContract[], label: string): Map<string, ToolContract> {
  const map = new Map<string, ToolContract>();
  for (const contract of contracts) {
    if (map.has(contract.name)) {
      throw new SemanticError(
        `The contracts '${label}' hold tool '${contract.name}' twice: a tool name must be unique.`,
      );
    }
    map.set(contract.name, contract);
  }
  return map;
}
