import { describe, expect, test } from "vitest";
import {
  compareVersions,
  formatVersion,
  isBreakingBump,
  nextBreakingVersion,
  parseVersion,
  type SemanticVersion,
} from "./semantic-version";

function version(text: string): SemanticVersion {
  const parsed = parseVersion(text);
  if (parsed === undefined) throw new Error(`not a version: ${text}`);
  return parsed;
}

describe("parseVersion", () => {
  test.each([
    ["1.2.3", { major: 1, minor: 2, patch: 3, prerelease: [] }],
    ["0.0.0", { major: 0, minor: 0, patch: 0, prerelease: [] }],
    ["2.0.0-beta.1", { major: 2, minor: 0, patch: 0, prerelease: ["beta", "1"] }],
    ["1.0.0-rc-1+build.7", { major: 1, minor: 0, patch: 0, prerelease: ["rc-1"] }],
    ["10.20.30+sha.abc", { major: 10, minor: 20, patch: 30, prerelease: [] }],
  ])("%s", (text, expected) => {
    expect(parseVersion(text)).toEqual(expected);
  });

  test.each([
    "",
    "1",
    "1.2",
    "v1.2.3",
    "1.2.3.4",
    "01.2.3",
    "1.02.3",
    "1.2.3-",
    "1.2.3-01",
    "1.2.3-a..b",
    "1.2.3+",
    " 1.2.3",
    "1.2.3 ",
    "latest",
    "99999999999999999999.0.0",
  ])("%j is not a version", (text) => {
    expect(parseVersion(text)).toBeUndefined();
  });
});

describe("compareVersions", () => {
  // semver.org's own example of precedence, in order.
  const ordered = [
    "1.0.0-alpha",
    "1.0.0-alpha.1",
    "1.0.0-alpha.beta",
    "1.0.0-beta",
    "1.0.0-beta.2",
    "1.0.0-beta.11",
    "1.0.0-rc.1",
    "1.0.0",
    "1.0.1",
    "1.1.0",
    "1.10.0",
    "2.0.0",
  ];

  test("semver.org's precedence order", () => {
    const shuffled = [...ordered].reverse();
    expect(shuffled.sort((a, b) => compareVersions(version(a), version(b)))).toEqual(ordered);
  });

  test("equal versions, build metadata ignored", () => {
    expect(compareVersions(version("1.2.3"), version("1.2.3+build"))).toBe(0);
    expect(compareVersions(version("1.2.3-a.1"), version("1.2.3-a.1"))).toBe(0);
  });
});

describe("nextBreakingVersion: the end of the caret range", () => {
  test.each([
    ["1.2.3", "2.0.0"],
    ["1.0.0-beta.1", "2.0.0"],
    ["0.2.3", "0.3.0"],
    ["0.0.3", "0.0.4"],
    ["0.0.0", "0.0.1"],
  ])("^%s ends before %s", (from, expected) => {
    expect(formatVersion(nextBreakingVersion(version(from)))).toBe(expected);
  });
});

describe("isBreakingBump", () => {
  test.each([
    ["1.2.3", "2.0.0", true],
    ["1.2.3", "3.1.0", true],
    ["1.2.3", "2.0.0-beta.1", true],
    ["1.2.3", "1.9.0", false],
    ["1.2.3", "1.2.4", false],
    ["0.2.3", "0.3.0", true],
    ["0.2.3", "1.0.0", true],
    ["0.2.3", "0.2.9", false],
    ["0.0.3", "0.0.4", true],
    ["0.0.3", "0.0.3", false],
  ])("%s -> %s: %s", (from, to, expected) => {
    expect(isBreakingBump(version(from), version(to))).toBe(expected);
  });
});
