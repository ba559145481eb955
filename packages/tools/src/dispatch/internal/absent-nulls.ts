// Hot path for requests marked `nullMeansAbsent` (OpenAI strict mode): a `null` for an optional
// key is read as absent at every depth, following the tool's input JSON Schema, so that a
// declaration that makes every optional key required and nullable means what kit checks.
//
// The rule, which @kit/providers' declarations mirror exactly:
// - in a dictionary with declared keys, a `null` for a key it does not list in `required` is
//   removed (its default then applies, or it stays absent);
// - declared keys are followed into their values, list items into `items`, other keys into a
//   schema in `additionalProperties`, and local `$ref`s to what they name;
// - in a union (its branches that are unions themselves giving their own), a dictionary follows
//   the one dictionary branch there is, or the branch its tag names (a key required in every
//   branch with a distinct constant); in a union of dictionaries without a tag, a `null` is
//   removed for a key that every branch declaring it leaves optional, and nothing under it is
//   followed.
// The caller's value is never changed: what changes is copied, the rest is shared.
import type { AnyTool } from "../../tool/tool";

type Node = Readonly<Record<string, unknown>>;

// As deep as @kit/providers walks a schema to declare it (100 levels; OpenAI's strict mode
// takes 10); a deeper value is left as it is, for the schema to judge.
const MAX_DEPTH = 100;
const MAX_REF_HOPS = 32;

// A schema's JSON Schema, made once per schema: dispatch asks on every marked call.
const schemaOf = new WeakMap<object, Node>();

/** The arguments with every `null` for an optional key removed, at every depth. */
export function dropAbsentNulls(tool: AnyTool, value: unknown): unknown {
  const schema = tool.inputSchema;
  if (schema === null) return value;
  let root = schemaOf.get(schema);
  if (root === undefined) {
    root = schema.toJSONSchema() as unknown as Node;
    schemaOf.set(schema, root);
  }
  return walk(value, root, root, 0);
}

function walk(value: unknown, node: Node, root: Node, depth: number): unknown {
  if (typeof value !== "object" || value === null || depth > MAX_DEPTH) return value;
  const resolved = follow(node, root);
  if (resolved === undefined) return value;
  if (Array.isArray(value)) return walkItems(value, resolved, root, depth);
  const branches = resolved.anyOf ?? resolved.oneOf;
  if (Array.isArray(branches)) return walkUnion(value as Node, branches as Node[], root, depth);
  return walkObject(value as Node, resolved, root, depth);
}

function walkItems(value: readonly unknown[], node: Node, root: Node, depth: number): unknown {
  const items = node.items;
  if (typeof items !== "object" || items === null || Array.isArray(items)) return value;
  let copy: unknown[] | undefined;
  for (let index = 0; index < value.length; index++) {
    const item = value[index];
    const next = walk(item, items as Node, root, depth + 1);
    if (next !== item) {
      copy ??= [...value];
      copy[index] = next;
    }
  }
  return copy ?? value;
}

function walkObject(value: Node, node: Node, root: Node, depth: number): unknown {
  const properties = isNode(node.properties) ? node.properties : undefined;
  const other = isNode(node.additionalProperties) ? node.additionalProperties : undefined;
  if (properties === undefined && other === undefined) return value;
  const required = Array.isArray(node.required) ? (node.required as unknown[]) : [];
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(value)) {
    const item = value[key];
    const declared =
      properties !== undefined && Object.hasOwn(properties, key)
        ? (properties[key] as Node)
        : undefined;
    if (declared !== undefined && item === null && !required.includes(key)) {
      copy ??= { ...value };
      delete copy[key];
      continue;
    }
    const child = declared ?? other;
    if (child === undefined) continue;
    const next = walk(item, child, root, depth + 1);
    if (next !== item) {
      copy ??= { ...value };
      copy[key] = next;
    }
  }
  return copy ?? value;
}

function walkUnion(value: Node, branches: readonly Node[], root: Node, depth: number): unknown {
  const objects: Node[] = [];
  collectObjects(branches, root, objects, 0);
  if (objects.length === 0) return value;
  if (objects.length === 1) return walkObject(value, objects[0] as Node, root, depth);
  const tag = unionTag(objects);
  if (tag !== undefined) {
    const chosen = objects.find((branch) => constantOf(propertyOf(branch, tag)) === value[tag]);
    return chosen === undefined ? value : walkObject(value, chosen, root, depth);
  }
  // Untagged: a null goes where every branch that declares the key leaves it optional.
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(value)) {
    if (value[key] !== null) continue;
    let declared = false;
    let optional = true;
    for (const branch of objects) {
      if (propertyOf(branch, key) === undefined) continue;
      declared = true;
      if (Array.isArray(branch.required) && branch.required.includes(key)) optional = false;
    }
    if (declared && optional) {
      copy ??= { ...value };
      delete copy[key];
    }
  }
  return copy ?? value;
}

// A union's dictionaries; a branch that is itself a union (a discriminated union inside an
// `any`'s union) gives its own branches.
function collectObjects(
  branches: readonly unknown[],
  root: Node,
  into: Node[],
  depth: number,
): void {
  for (const branch of branches) {
    const resolved = isNode(branch) ? follow(branch, root) : undefined;
    if (resolved === undefined) continue;
    const inner = resolved.anyOf ?? resolved.oneOf;
    if (Array.isArray(inner)) {
      if (depth < MAX_REF_HOPS) collectObjects(inner, root, into, depth + 1);
    } else if (isObjectNode(resolved)) into.push(resolved);
  }
}

/** The key required in every branch with a distinct constant in each, if there is one. */
export function unionTag(branches: readonly Node[]): string | undefined {
  const first = branches[0] as Node;
  const properties = isNode(first.properties) ? first.properties : {};
  for (const name of Object.keys(properties)) {
    const seen = new Set<unknown>();
    const tagged = branches.every((branch) => {
      const property = propertyOf(branch, name);
      if (property === undefined || !Array.isArray(branch.required)) return false;
      if (!branch.required.includes(name)) return false;
      const constant = constantOf(property);
      if (constant === NONE || seen.has(constant)) return false;
      seen.add(constant);
      return true;
    });
    if (tagged) return name;
  }
  return undefined;
}

/** What {@link constantOf} gives for a node without one constant. */
const NONE: unique symbol = Symbol("no constant");

/** The one value a node allows (`const`, a one-value `enum`), or {@link NONE}. */
export function constantOf(node: Node | undefined): unknown {
  if (node === undefined) return NONE;
  if (Object.hasOwn(node, "const")) return node.const;
  if (Array.isArray(node.enum) && node.enum.length === 1) return node.enum[0];
  return NONE;
}

/** The node of a declared key, if the node declares it. */
export function propertyOf(node: Node, key: string): Node | undefined {
  const properties = node.properties;
  if (!isNode(properties) || !Object.hasOwn(properties, key)) return undefined;
  const property = properties[key];
  return isNode(property) ? property : undefined;
}

/** Whether a node describes dictionaries (type object, or `properties`). */
export function isObjectNode(node: Node): boolean {
  const { type } = node;
  return (
    type === "object" || (Array.isArray(type) && type.includes("object")) || isNode(node.properties)
  );
}

// The node itself, or what its chain of local `$ref`s names.
export function follow(node: Node, root: Node): Node | undefined {
  let current: Node | undefined = node;
  for (let hops = 0; current !== undefined && typeof current.$ref === "string"; hops++) {
    if (hops === MAX_REF_HOPS) return undefined;
    current = resolve(root, current.$ref);
  }
  return current;
}

function resolve(root: Node, ref: string): Node | undefined {
  if (ref === "#") return root;
  if (!ref.startsWith("#/")) return undefined;
  let node: unknown = root;
  for (const raw of ref.slice(2).split("/")) {
    const key = decodeURIComponent(raw).replaceAll("~1", "/").replaceAll("~0", "~");
    if (!isNode(node) || !Object.hasOwn(node, key)) return undefined;
    node = node[key];
  }
  return isNode(node) ? node : undefined;
}

/** Whether a value is a JSON Schema node (a plain object, no list). */
export function isNode(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
