// The lock file of the contracts command: the contracts a project has accepted, as stable JSON
// (keys sorted, one tool per entry in name order, two-space indent, a newline at the end), so
// that a change to it reads well in review.

import { kindOf } from "../../internal/schema-values";
import type { ToolContract } from "../tool-contract";
import { compareText } from "./change-entry";
import { stableJson } from "./json-data";
import { readContract } from "./read-contract";

/** The format of the lock, written in it; a lock of another format is refused. */
const LOCK_VERSION = 1;

/** The text of the lock holding `contracts`. */
export function formatLock(contracts: readonly ToolContract[]): string {
  const tools = [...contracts].sort((a, b) => compareText(a.name, b.name));
  return `${stableJson({ lockVersion: LOCK_VERSION, tools }, 2)}\n`;
}

/**
 * Reads a lock's text.
 * @returns the contracts, or every problem found (each a line, saying where).
 */
export function parseLock(
  text: string,
): { readonly contracts: ToolContract[] } | { readonly problems: string[] } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { problems: [`not JSON: ${error instanceof Error ? error.message : String(error)}`] };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return {
      problems: [`expected an object with 'lockVersion' and 'tools', got '${kindOf(value)}'`],
    };
  }
  const lock = value as Record<string, unknown>;
  const problems: string[] = [];
  for (const key of Object.keys(lock)) {
    if (key !== "lockVersion" && key !== "tools") problems.push(`unknown key '${key}'`);
  }
  if (lock.lockVersion !== LOCK_VERSION) {
    problems.push(
      `lockVersion must be ${LOCK_VERSION}, got ${JSON.stringify(lock.lockVersion) ?? "nothing"}`,
    );
  }
  if (!Array.isArray(lock.tools)) {
    problems.push(`tools must be a list, got '${kindOf(lock.tools)}'`);
    return { problems };
  }
  const contracts: ToolContract[] = [];
  const names = new Set<string>();
  lock.tools.forEach((entry: unknown, index) => {
    const contract = readContract(entry, `tools[${index}]`, problems);
    if (contract === undefined) return;
    if (names.has(contract.name))
      problems.push(`tools[${index}]: tool '${contract.name}' is listed twice`);
    names.add(contract.name);
    contracts.push(contract);
  });
  return problems.length > 0 ? { problems } : { contracts };
}
