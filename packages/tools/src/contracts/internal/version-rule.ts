// The contracts command's rule for versions: a breaking change needs a major bump of that tool
// (leaving its caret range, so 0.x moves its minor number), any other change a bump of some
// kind; a bump without a change is fine. Everything that breaks the rule, as lines to print.
import type { ToolContract } from "../tool-contract";
import type { ChangeEntry } from "./change-entry";
import {
  compareVersions,
  formatVersion,
  isBreakingBump,
  nextBreakingVersion,
  parseVersion,
} from "./semantic-version";

/**
 * Every violation of the version rule, one line per tool (`fetch_weather: ...`), in the order
 * of the tools' names; empty when the versions follow the changes.
 * @param before - the lock's contracts.
 * @param after - the module's contracts.
 * @param changes - what the comparison of the two found, sorted by tool.
 */
export function versionProblems(
  before: readonly ToolContract[],
  after: readonly ToolContract[],
  changes: readonly ChangeEntry[],
): string[] {
  const old = new Map(before.map((contract) => [contract.name, contract]));
  const now = new Map(after.map((contract) => [contract.name, contract]));
  const problems: string[] = [];
  const tools = [...new Set(changes.map((change) => change.tool)), ...now.keys()];
  for (const name of new Set(tools)) {
    const was = old.get(name);
    const is = now.get(name);
    const own = changes.filter((change) => change.tool === name && !change.isVersion);
    const problem = toolProblem(was, is, own);
    if (problem !== undefined) problems.push(`${name}: ${problem}`);
  }
  return problems.sort();
}

function toolProblem(
  was: ToolContract | undefined,
  is: ToolContract | undefined,
  changes: readonly ChangeEntry[],
): string | undefined {
  if (is === undefined) {
    return "removed, which is breaking, and a removed tool has no version to bump: run with --update to accept the removal";
  }
  const version = parseVersion(is.version);
  if (version === undefined) return notSemantic(`version '${is.version}'`);
  if (was === undefined || (was.version === is.version && changes.length === 0)) return undefined;
  const previous = parseVersion(was.version);
  if (previous === undefined) {
    // Nothing to compare a bump against; without a change, none is needed.
    return changes.length === 0 ? undefined : notSemantic(`the lock's version '${was.version}'`);
  }
  const order = compareVersions(version, previous);
  if (order < 0) {
    return `version went down from ${was.version} to ${is.version}: a version only goes up`;
  }
  if (changes.some((change) => change.breaking)) {
    if (isBreakingBump(previous, version)) return undefined;
    const needed = formatVersion(nextBreakingVersion(previous));
    const moved = order === 0 ? `still ${is.version}` : `${was.version} -> ${is.version}`;
    return `a breaking change needs a major version bump: ${moved}, expected ${needed} or later`;
  }
  if (changes.length > 0 && order === 0) {
    return `changed without a version bump: still ${is.version}, expected a higher version`;
  }
  return undefined;
}

function notSemantic(what: string): string {
  return `${what} is not a semantic version: use major.minor.patch, such as 1.4.0`;
}
