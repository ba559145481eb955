// Snapshots of the built-in prototypes, to prove that no payload polluted them.

type Described = Record<string | symbol, PropertyDescriptor>;

const WATCHED: readonly [string, object][] = [
  ["Object.prototype", Object.prototype],
  ["Array.prototype", Array.prototype],
  ["Function.prototype", Function.prototype],
  ["String.prototype", String.prototype],
  ["Error.prototype", Error.prototype],
];

/** Own property descriptors of the watched prototypes, and their own prototypes. */
export interface PrototypeSnapshot {
  readonly entries: readonly [string, Described, object | null, boolean][];
}

/**
 * Records every own property (key, value or accessor, flags) of the built-in prototypes.
 * @returns the snapshot.
 */
export function snapshotPrototypes(): PrototypeSnapshot {
  return {
    entries: WATCHED.map(([name, prototype]) => [
      name,
      Object.getOwnPropertyDescriptors(prototype),
      Object.getPrototypeOf(prototype),
      Object.isExtensible(prototype),
    ]),
  };
}

/**
 * Lists what changed between two snapshots, one line per difference.
 * @param before - the earlier snapshot.
 * @param after - the later one.
 * @returns the differences; empty when the prototypes are untouched.
 */
export function prototypeChanges(before: PrototypeSnapshot, after: PrototypeSnapshot): string[] {
  const changes: string[] = [];
  before.entries.forEach(([name, descriptors, parent, extensible], index) => {
    const [, now, nowParent, nowExtensible] = after.entries[index] ?? [];
    if (now === undefined) {
      changes.push(`${name}: missing`);
      return;
    }
    if (parent !== nowParent) changes.push(`${name}: prototype replaced`);
    if (extensible !== nowExtensible) changes.push(`${name}: extensibility changed`);
    const keys = new Set([...Reflect.ownKeys(descriptors), ...Reflect.ownKeys(now)]);
    for (const key of keys) {
      const a = descriptors[key];
      const b = now[key];
      if (a === undefined || b === undefined || !sameDescriptor(a, b)) {
        changes.push(`${name}.${String(key)} changed`);
      }
    }
  });
  return changes;
}

function sameDescriptor(a: PropertyDescriptor, b: PropertyDescriptor): boolean {
  return (
    Object.is(a.value, b.value) &&
    a.get === b.get &&
    a.set === b.set &&
    a.writable === b.writable &&
    a.enumerable === b.enumerable &&
    a.configurable === b.configurable
  );
}
