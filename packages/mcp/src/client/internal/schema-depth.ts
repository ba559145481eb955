// How deep a JSON value nests, found without recursion: a remote schema nested 10,000 levels
// must not overflow the stack of the code that would walk it.

/**
 * Whether `value` nests objects and lists more than `limit` levels deep (the value itself is
 * level 1). Walks with an explicit stack and stops at the first path past the limit.
 */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: Array<{ readonly node: unknown; readonly depth: number }> = [
    { node: value, depth: 1 },
  ];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const { node, depth } = next;
    if (typeof node !== "object" || node === null) continue;
    if (depth > limit) return true;
    for (const child of Object.values(node)) {
      if (typeof child === "object" && child !== null)
        stack.push({ node: child, depth: depth + 1 });
    }
  }
  return false;
}
