// Prototype-pollution payloads: every dangerous key at every depth, as own keys made by code
// and as JSON.parse makes them.

import type { Hostile } from "./values";

/** The key paths that pollute a prototype when code merges or assigns naively. */
const POLLUTING_PATHS: readonly (readonly string[])[] = [
  ["__proto__"],
  ["constructor"],
  ["prototype"],
  ["constructor", "prototype"],
];

/** The declared dictionary parameter the payload hides under (depth 1 and more). */
const CONTAINER = "meta";

function ownKey(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

function payloadByCode(depth: number, path: readonly string[]): Record<string, unknown> {
  let inner: Record<string, unknown> = { polluted: "yes", toString: "not a function" };
  for (const key of [...path].reverse()) {
    const outer: Record<string, unknown> = {};
    ownKey(outer, key, inner);
    inner = outer;
  }
  for (let level = 1; level < depth; level += 1) inner = { level: inner };
  const root: Record<string, unknown> = depth === 0 ? inner : {};
  if (depth > 0) root[CONTAINER] = inner;
  root.city = "Oslo";
  return root;
}

function payloadAsJson(depth: number, path: readonly string[]): string {
  let inner = '{"polluted":"yes","toString":"not a function"}';
  for (const key of [...path].reverse()) inner = `{${JSON.stringify(key)}:${inner}}`;
  for (let level = 1; level < depth; level += 1) inner = `{"level":${inner}}`;
  return depth === 0
    ? `${inner.slice(0, -1)},"city":"Oslo"}`
    : `{${JSON.stringify(CONTAINER)}:${inner},"city":"Oslo"}`;
}

/**
 * Every polluting path at depths 0 to `maxDepth`, built both ways.
 * @param maxDepth - the deepest level.
 * @returns the payloads.
 */
export function pollutionPayloads(maxDepth: number): Hostile[] {
  const payloads: Hostile[] = [];
  for (let depth = 0; depth <= maxDepth; depth += 1) {
    for (const path of POLLUTING_PATHS) {
      const name = `${path.join(".")} at depth ${depth}`;
      payloads.push({ label: `${name} (object literal)`, make: () => payloadByCode(depth, path) });
      const json = payloadAsJson(depth, path);
      payloads.push({ label: `${name} (JSON.parse)`, make: () => JSON.parse(json) as unknown });
    }
  }
  return payloads;
}
