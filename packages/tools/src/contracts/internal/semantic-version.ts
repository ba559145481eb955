// Versions as semver reads them, for the contracts check: parsing, precedence, and how far a
// version must move before a breaking change may ship in it.

/** A parsed semantic version: `major.minor.patch`, an optional pre-release; build metadata dropped. */
export interface SemanticVersion {
  readonly major: number;
  readonly minor: number;
  readonly patch: number;
  /** The dot-separated pre-release identifiers (`["beta", "2"]`), empty for a release. */
  readonly prerelease: readonly string[];
}

// semver.org's grammar: no leading zeros, identifiers of [0-9A-Za-z-], build metadata ignored.
const NUMBER = "(0|[1-9]\\d*)";
const IDENTIFIER = "(?:0|[1-9]\\d*|\\d*[A-Za-z-][0-9A-Za-z-]*)";
const SEMVER = new RegExp(
  `^${NUMBER}\\.${NUMBER}\\.${NUMBER}(?:-(${IDENTIFIER}(?:\\.${IDENTIFIER})*))?(?:\\+[0-9A-Za-z-]+(?:\\.[0-9A-Za-z-]+)*)?$`,
);

/**
 * Reads a semantic version (`1.2.3`, `2.0.0-beta.1`, `1.0.0+build.5`).
 * @returns the version, or undefined when the text is not one.
 */
export function parseVersion(text: string): SemanticVersion | undefined {
  const match = SEMVER.exec(text);
  if (match === null) return undefined;
  const numbers = [match[1], match[2], match[3]].map(Number);
  if (!numbers.every(Number.isSafeInteger)) return undefined;
  const [major = 0, minor = 0, patch = 0] = numbers;
  return { major, minor, patch, prerelease: match[4] === undefined ? [] : match[4].split(".") };
}

/**
 * Orders two versions by semver precedence (build metadata ignored).
 * @returns a negative number when `a` comes first, 0 when equal, a positive number otherwise.
 */
export function compareVersions(a: SemanticVersion, b: SemanticVersion): number {
  const core = a.major - b.major || a.minor - b.minor || a.patch - b.patch;
  if (core !== 0) return Math.sign(core);
  // A release ranks above its pre-releases.
  if (a.prerelease.length === 0 || b.prerelease.length === 0) {
    return Math.sign(b.prerelease.length - a.prerelease.length);
  }
  const length = Math.min(a.prerelease.length, b.prerelease.length);
  for (let index = 0; index < length; index++) {
    const order = compareIdentifiers(a.prerelease[index] ?? "", b.prerelease[index] ?? "");
    if (order !== 0) return order;
  }
  return Math.sign(a.prerelease.length - b.prerelease.length);
}

/**
 * The first version outside the caret range of `version` (`^1.2.3` ends before `2.0.0`,
 * `^0.2.3` before `0.3.0`, `^0.0.3` before `0.0.4`): a breaking change must reach it, so that
 * no one who asked for `^version` receives the change. In 0.x the minor number is the "major".
 */
export function nextBreakingVersion(version: SemanticVersion): SemanticVersion {
  if (version.major > 0) return release(version.major + 1, 0, 0);
  if (version.minor > 0) return release(0, version.minor + 1, 0);
  return release(0, 0, version.patch + 1);
}

/**
 * Whether `after` leaves the caret range of `before`, pre-releases included: `2.0.0-beta.1`
 * after `1.4.0` counts as the major bump it announces.
 */
export function isBreakingBump(before: SemanticVersion, after: SemanticVersion): boolean {
  const bound = nextBreakingVersion(before);
  return compareVersions({ ...after, prerelease: [] }, bound) >= 0;
}

/** The text of a version, without build metadata. */
export function formatVersion(version: SemanticVersion): string {
  const core = `${version.major}.${version.minor}.${version.patch}`;
  return version.prerelease.length === 0 ? core : `${core}-${version.prerelease.join(".")}`;
}

function release(major: number, minor: number, patch: number): SemanticVersion {
  return { major, minor, patch, prerelease: [] };
}

function compareIdentifiers(a: string, b: string): number {
  const aNumeric = /^\d+$/.test(a);
  const bNumeric = /^\d+$/.test(b);
  // Numeric identifiers compare as numbers and rank below alphanumeric ones.
  if (aNumeric && bNumeric) return Math.sign(Number(a) - Number(b));
  if (aNumeric !== bNumeric) return aNumeric ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
