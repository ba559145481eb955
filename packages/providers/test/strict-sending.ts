// What a model held to a strict declaration sends for a value: every key of every dictionary the
// declaration lists (`null` for one it leaves out), none of the keys a closed nested dictionary
// does not declare, and a dictionary the declaration says as a list of `{ key, value }` entries
// (OpenAI's strict option) as that list. Walks the declaration as it is on the wire (`$ref`s
// followed). `sentAsDeclared` does the last alone, for a declaration that is not strict.

type Node = Readonly<Record<string, unknown>>;

/** How a strict provider sends: OpenAI fills `null` for optional keys, Anthropic leaves them out. */
export interface StrictSending {
  /** Every declared key sent, `null` for one left out (OpenAI). */
  readonly nulls: boolean;
  /** Keys the top level does not declare are kept (to check that dispatch drops them). */
  readonly keepUnknownAtTop?: boolean;
  /** Only dictionaries as entry lists: no key added or left out (a declaration not strict). */
  readonly entriesOnly?: boolean;
}

/** The value with each dictionary the declaration says as entries written as its entries. */
export function sentAsDeclared(root: object, value: unknown): unknown {
  return sentStrictly(root, value, { nulls: false, entriesOnly: true });
}

// A declared list of `{ key, value }` entries (internal/entry-list.ts): its value's node.
function entryValueNode(node: Node): Node | undefined {
  const { type, items } = node;
  const list = type === "array" || (Array.isArray(type) && type.includes("array"));
  if (!list || !isNode(items) || !isNode(items.properties)) return undefined;
  const { key, value, ...others } = items.properties;
  const closed = items.additionalProperties === false && Object.keys(others).length === 0;
  return closed && isNode(key) && key.type === "string" && isNode(value) ? value : undefined;
}

/** The value as a model held to the strict declaration `root` would send it. */
export function sentStrictly(
  root: object,
  value: unknown,
  how: StrictSending = { nulls: true },
): unknown {
  sending = how;
  return fill(value, root as Node, root as Node, 0);
}

let sending: StrictSending = { nulls: true };

function fill(value: unknown, node: Node, root: Node, depth: number): unknown {
  const resolved = follow(node, root);
  if (resolved === undefined || typeof value !== "object" || value === null) return value;
  const entryValue = Array.isArray(value) ? undefined : entryValueNode(resolved);
  if (entryValue !== undefined) {
    return Object.entries(value).map(([key, item]) => ({
      key,
      value: fill(item, entryValue, root, depth + 2),
    }));
  }
  if (Array.isArray(value)) {
    const items = resolved.items;
    return isNode(items) ? value.map((item) => fill(item, items, root, depth + 1)) : value;
  }
  const dictionary = value as Record<string, unknown>;
  if (Array.isArray(resolved.anyOf)) {
    const branch = chooseBranch(dictionary, resolved.anyOf as Node[], root);
    return branch === undefined ? value : fillObject(dictionary, branch, root, depth);
  }
  return fillObject(dictionary, resolved, root, depth);
}

function fillObject(
  value: Record<string, unknown>,
  node: Node,
  root: Node,
  depth: number,
): unknown {
  const properties = isNode(node.properties) ? node.properties : undefined;
  const other = isNode(node.additionalProperties) ? node.additionalProperties : undefined;
  if (properties === undefined && other === undefined) return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    if (properties === undefined || !Object.hasOwn(properties, key)) {
      if (sending.entriesOnly === true || other !== undefined) {
        setOwn(
          out,
          key,
          other === undefined ? value[key] : fill(value[key], other, root, depth + 1),
        );
        continue;
      }
    }
    if (properties !== undefined && Object.hasOwn(properties, key)) {
      setOwn(out, key, fill(value[key], (properties as Node)[key] as Node, root, depth + 1));
    } else if (
      (depth === 0 && sending.keepUnknownAtTop === true) ||
      node.additionalProperties !== false
    ) {
      setOwn(out, key, value[key]);
    }
    // A nested dictionary closed by the declaration: the model cannot send the key (narrowed).
  }
  for (const key of Object.keys(properties ?? {})) {
    if (!sending.nulls) break;
    if (!Object.hasOwn(out, key) && acceptsNull(follow((properties as Node)[key] as Node, root))) {
      setOwn(out, key, null);
    }
  }
  return out;
}

// The branch a model would have answered with: the one the tag names, the first whose keys
// hold every key of the value, or the first dictionary.
function chooseBranch(
  value: Record<string, unknown>,
  branches: readonly Node[],
  root: Node,
): Node | undefined {
  const objects = flatten(branches, root).filter((branch) => isNode(branch.properties));
  for (const branch of objects) {
    const properties = branch.properties as Node;
    const tagged = Object.entries(properties).find(
      ([, property]) =>
        isNode(property) && Array.isArray(property.enum) && property.enum.length === 1,
    );
    if (tagged !== undefined) {
      const [tag, property] = tagged as [string, Node];
      if (value[tag] === (property.enum as unknown[])[0]) return branch;
      continue;
    }
    if (Object.keys(value).every((key) => Object.hasOwn(properties, key))) return branch;
  }
  // Otherwise the first dictionary: the model sends its keys only.
  return objects[0];
}

// A union's branches, a branch that is itself a union (a nullable discriminated union inside
// an `any`'s union) replaced by its own.
function flatten(branches: readonly Node[], root: Node, depth = 0): Node[] {
  return branches.flatMap((branch) => {
    const resolved = follow(branch, root);
    if (resolved === undefined) return [];
    if (Array.isArray(resolved.anyOf) && depth < 8) {
      return flatten(resolved.anyOf as Node[], root, depth + 1);
    }
    return [resolved];
  });
}

function acceptsNull(node: Node | undefined): boolean {
  if (node === undefined) return false;
  const { type } = node;
  if (Array.isArray(node.enum)) return node.enum.includes(null);
  if (type === "null" || (Array.isArray(type) && type.includes("null"))) return true;
  if (Array.isArray(node.anyOf)) return node.anyOf.some((branch) => acceptsNull(branch as Node));
  return false;
}

function follow(node: Node, root: Node): Node | undefined {
  let current: Node | undefined = node;
  for (let hops = 0; current !== undefined && typeof current.$ref === "string"; hops++) {
    if (hops === 32) return undefined;
    const ref = current.$ref as string;
    current = ref === "#" ? root : resolve(root, ref);
  }
  return current;
}

function resolve(root: Node, ref: string): Node | undefined {
  let node: unknown = root;
  for (const raw of ref.slice(2).split("/")) {
    const key = decodeURIComponent(raw).replaceAll("~1", "/").replaceAll("~0", "~");
    if (!isNode(node) || !Object.hasOwn(node, key)) return undefined;
    node = node[key];
  }
  return isNode(node) ? node : undefined;
}

function isNode(value: unknown): value is Node {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function setOwn(target: object, key: string, value: unknown): void {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}
