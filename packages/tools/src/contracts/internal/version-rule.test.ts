// The contracts command's version rule, on contracts that differ in one way or none.
import { describe, expect, test } from "vitest";
import type { ToolContract } from "../tool-contract";
import { contractChanges } from "./contract-changes";
import { versionProblems } from "./version-rule";

const BASE: ToolContract = {
  name: "fetch_weather",
  version: "1.0.0",
  description: "Current weather.",
  input: { parameters: [{ name: "city", type: "string" }], strict: false },
  output: null,
  effects: { readOnly: true, destructive: false, idempotent: true, openWorld: true },
};

const BREAKING: Partial<ToolContract> = {
  input: {
    parameters: [
      { name: "city", type: "string" },
      { name: "days", type: "integer" },
    ],
    strict: false,
  },
};
const COMPATIBLE: Partial<ToolContract> = { description: "The current weather of a city." };
const NONE: Partial<ToolContract> = {};

function problems(
  from: string,
  to: string,
  change: Partial<ToolContract>,
  base: ToolContract = BASE,
): string[] {
  const before = [{ ...base, version: from }];
  const after = [{ ...base, ...change, version: to }];
  return versionProblems(before, after, contractChanges(before, after));
}

describe("versionProblems", () => {
  test.each([
    ["a breaking change with a major bump", "1.0.0", "2.0.0", BREAKING],
    ["a breaking change with a major pre-release", "1.4.2", "2.0.0-rc.1", BREAKING],
    ["a breaking change in 0.x with a minor bump", "0.3.1", "0.4.0", BREAKING],
    ["a breaking change in 0.0.x with a patch bump", "0.0.3", "0.0.4", BREAKING],
    ["a compatible change with a patch bump", "1.0.0", "1.0.1", COMPATIBLE],
    ["a compatible change with a major bump", "1.0.0", "2.0.0", COMPATIBLE],
    ["a bump without a change", "1.0.0", "1.1.0", NONE],
    ["no change, no bump", "1.0.0", "1.0.0", NONE],
    ["build metadata only", "1.0.0", "1.0.0+build.2", NONE],
  ])("fine: %s (%s -> %s)", (_description, from, to, change) => {
    expect(problems(from, to, change)).toEqual([]);
  });

  test.each([
    [
      "a breaking change without a bump",
      "1.0.0",
      "1.0.0",
      BREAKING,
      "fetch_weather: a breaking change needs a major version bump: still 1.0.0, expected 2.0.0 or later",
    ],
    [
      "a breaking change with a minor bump",
      "1.2.0",
      "1.3.0",
      BREAKING,
      "fetch_weather: a breaking change needs a major version bump: 1.2.0 -> 1.3.0, expected 2.0.0 or later",
    ],
    [
      "a breaking change in 0.x with a patch bump",
      "0.3.1",
      "0.3.2",
      BREAKING,
      "fetch_weather: a breaking change needs a major version bump: 0.3.1 -> 0.3.2, expected 0.4.0 or later",
    ],
    [
      "a compatible change without a bump",
      "1.0.0",
      "1.0.0",
      COMPATIBLE,
      "fetch_weather: changed without a version bump: still 1.0.0, expected a higher version",
    ],
    [
      "a compatible change with build metadata only",
      "1.0.0",
      "1.0.0+2",
      COMPATIBLE,
      "fetch_weather: changed without a version bump: still 1.0.0+2, expected a higher version",
    ],
    [
      "a version that went down",
      "1.2.0",
      "1.1.0",
      NONE,
      "fetch_weather: version went down from 1.2.0 to 1.1.0: a version only goes up",
    ],
    [
      "a version that is not semver",
      "1.0.0",
      "v2",
      NONE,
      "fetch_weather: version 'v2' is not a semantic version: use major.minor.patch, such as 1.4.0",
    ],
    [
      "a lock's version that is not semver, with a change",
      "one",
      "2.0.0",
      BREAKING,
      "fetch_weather: the lock's version 'one' is not a semantic version: use major.minor.patch, such as 1.4.0",
    ],
  ])("a problem: %s (%s -> %s)", (_description, from, to, change, expected) => {
    expect(problems(from, to, change)).toEqual([expected]);
  });

  test("a lock's version that is not semver is fine while nothing changes", () => {
    const odd = { ...BASE, version: "one" };
    expect(versionProblems([odd], [BASE], contractChanges([odd], [BASE]))).toEqual([]);
  });

  test("a removed tool cannot carry a bump: a problem until the lock is updated", () => {
    expect(versionProblems([BASE], [], contractChanges([BASE], []))).toEqual([
      "fetch_weather: removed, which is breaking, and a removed tool has no version to bump: run with --update to accept the removal",
    ]);
  });

  test("an added tool needs only a semantic version", () => {
    const added = { ...BASE, name: "added" };
    expect(versionProblems([], [added], contractChanges([], [added]))).toEqual([]);
    const odd = { ...added, version: "latest" };
    expect(versionProblems([], [odd], contractChanges([], [odd]))).toEqual([
      "added: version 'latest' is not a semantic version: use major.minor.patch, such as 1.4.0",
    ]);
  });

  test("each tool is judged on its own changes and listed by name", () => {
    const other = { ...BASE, name: "a_tool" };
    const before = [BASE, other];
    const after = [
      { ...BASE, ...BREAKING, version: "2.0.0" },
      { ...other, ...COMPATIBLE },
    ];
    expect(versionProblems(before, after, contractChanges(before, after))).toEqual([
      "a_tool: changed without a version bump: still 1.0.0, expected a higher version",
    ]);
  });
});
