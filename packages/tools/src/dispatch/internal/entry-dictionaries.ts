// Hot path for requests marked `dictionariesAsEntries` (OpenAI's and Anthropic's strict options):
// a dictionary whose keys are the caller's choice cannot be said in their strict modes, so
// @kit/providers declares it as a list of `{ key, value }` entries, and dispatch turns the list back into the dictionary before
// the schema judges it.
//
// The rule, which @kit/providers' declarations mirror exactly (its `internal/entry-list.ts`):
// - an entry dictionary is a node of the tool's input JSON Schema, not the root, of type
//   `object` (or `["object", "null"]`), with no declared key (no `properties`, or none in it),
//   no union (`anyOf`/`oneOf`), and a non-empty schema in `additionalProperties`;
// - it is read where the walk goes: declared keys into their values, other keys into a schema
//   in `additionalProperties`, list items into `items`, and in a union (its branches that are
//   unions themselves giving their own) a dictionary into the one dictionary branch there is or
//   the branch its tag names; nothing is followed through a `$ref`, into a union of
//   dictionaries without a tag, nor into a union's other branches;
// - a list there becomes the dictionary, each entry a plain `{ key, value }` with a string key
//   and nothing else, each key once; an entry of another shape or a key given twice is the
//   call's one input problem. Anything else (a dictionary, `null`) is left for the schema.
// The caller's value is never changed: what changes is copied, the rest is shared.
import { isDictionary } from "@kit/schema";
import type { AnyTool } from "../../tool/tool";
import { constantOf, follow, isNode, isObjectNode, propertyOf, unionTag } from "./absent-nulls";
import { UnparsedArguments } from "./unparsed-arguments";

type Node = Readonly<Record<string, unknown>>;
type Path = readonly (string | number)[];

// As deep as @kit/providers walks a schema to declare it; a deeper value is left as it is.
const MAX_DEPTH = 100;
// As many branches inside branches as absent-nulls.ts follows.
const MAX_BRANCH_DEPTH = 32;
// How much of a key a message shows.
const SHOWN = 100;

// Per schema: its JSON Schema when it has an entry dictionary anywhere, else null (nothing to
// do on any call).
const schemaOf = new WeakMap<object, Node | null>();

/**
 * The arguments with every list of `{ key, value }` entries read back into its dictionary, or
 * the one problem of a list that cannot be (as {@link UnparsedArguments}).
 */
export function dictionariesFromEntries(tool: AnyTool, value: unknown): unknown {
  const schema = tool.inputSchema;
  if (schema === null) return value;
  let root = schemaOf.get(schema);
  if (root === undefined) {
    const json = schema.toJSONSchema() as unknown as Node;
    root = hasEntryDictionary(json, 0) ? json : null;
    schemaOf.set(schema, root);
  }
  if (root === null) return value;
  const problem: Problem = { text: undefined };
  const out = walk(value, root, root, 0, [], problem);
  return problem.text === undefined ? out : new UnparsedArguments(problem.text);
}

/** Whether a JSON Schema node is a dictionary of caller-chosen keys with a schema for values. */
export function isEntryDictionary(node: Node): boolean {
  const { type } = node;
  const object = type === "object" || (Array.isArray(type) && type.includes("object"));
  if (!object || node.anyOf !== undefined || node.oneOf !== undefined) return false;
  if (isNode(node.properties) && Object.keys(node.properties).length > 0) return false;
  const other = node.additionalProperties;
  return isNode(other) && Object.keys(other).length > 0;
}

interface Problem {
  text: string | undefined;
}

function walk(
  value: unknown,
  node: Node,
  root: Node,
  depth: number,
  path: Path,
  problem: Problem,
): unknown {
  if (typeof value !== "object" || value === null || depth > MAX_DEPTH) return value;
  if (node.$ref !== undefined) return value;
  if (Array.isArray(value)) {
    if (depth > 0 && isEntryDictionary(node)) {
      const dictionary = fromEntries(value, path, problem);
      if (dictionary === undefined) return value;
      return walkObject(dictionary, node, root, depth, path, problem);
    }
    return walkItems(value, node, root, depth, path, problem);
  }
  const branches = node.anyOf ?? node.oneOf;
  if (Array.isArray(branches)) {
    return walkUnion(value as Node, branches, root, depth, path, problem);
  }
  return walkObject(value as Node, node, root, depth, path, problem);
}

function fromEntries(
  list: readonly unknown[],
  path: Path,
  problem: Problem,
): Record<string, unknown> | undefined {
  const out: Record<string, unknown> = {};
  const seen = new Map<string, number>();
  for (let index = 0; index < list.length; index++) {
    const entry = list[index];
    if (!isEntry(entry)) {
      problem.text = `Parameter '${formatPath([...path, index])}': expected a { key, value } entry (a string 'key', a 'value', no other field)`;
      return undefined;
    }
    const earlier = seen.get(entry.key);
    if (earlier !== undefined) {
      const key = entry.key.length > SHOWN ? `${entry.key.slice(0, SHOWN)}...` : entry.key;
      problem.text = `Parameter '${formatPath(path)}': the key '${key}' is given twice (entries ${earlier} and ${index})`;
      return undefined;
    }
    seen.set(entry.key, index);
    // An own key also when it is `__proto__`.
    Object.defineProperty(out, entry.key, {
      value: entry.value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

function isEntry(value: unknown): value is { readonly key: string; readonly value: unknown } {
  if (!isDictionary(value)) return false;
  const keys = Object.keys(value);
  return (
    keys.length === 2 &&
    typeof (value as Node).key === "string" &&
    Object.hasOwn(value, "key") &&
    Object.hasOwn(value, "value")
  );
}

function walkItems(
  value: readonly unknown[],
  node: Node,
  root: Node,
  depth: number,
  path: Path,
  problem: Problem,
): unknown {
  const items = node.items;
  if (!isNode(items)) return value;
  let copy: unknown[] | undefined;
  for (let index = 0; index < value.length && problem.text === undefined; index++) {
    const item = value[index];
    const next = walk(item, items, root, depth + 1, [...path, index], problem);
    if (next !== item) {
      copy ??= [...value];
      copy[index] = next;
    }
  }
  return copy ?? value;
}

function walkObject(
  value: Node,
  node: Node,
  root: Node,
  depth: number,
  path: Path,
  problem: Problem,
): unknown {
  const properties = isNode(node.properties) ? node.properties : undefined;
  const other = isNode(node.additionalProperties) ? node.additionalProperties : undefined;
  if (properties === undefined && other === undefined) return value;
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(value)) {
    if (problem.text !== undefined) break;
    const item = value[key];
    const child =
      properties !== undefined && Object.hasOwn(properties, key) ? properties[key] : other;
    if (!isNode(child)) continue;
    const next = walk(item, child, root, depth + 1, [...path, key], problem);
    if (next !== item) {
      copy ??= { ...value };
      Object.defineProperty(copy, key, {
        value: next,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
  }
  return copy ?? value;
}

function walkUnion(
  value: Node,
  branches: readonly unknown[],
  root: Node,
  depth: number,
  path: Path,
  problem: Problem,
): unknown {
  const objects: { readonly node: Node; readonly viaRef: boolean }[] = [];
  collectObjects(branches, root, objects, 0, false);
  if (objects.length === 0) return value;
  let chosen: { readonly node: Node; readonly viaRef: boolean } | undefined;
  if (objects.length === 1) chosen = objects[0];
  else {
    const tag = unionTag(objects.map((object) => object.node));
    if (tag === undefined) return value;
    chosen = objects.find((branch) => constantOf(propertyOf(branch.node, tag)) === value[tag]);
  }
  if (chosen === undefined || chosen.viaRef) return value;
  return walkObject(value, chosen.node, root, depth, path, problem);
}

// A union's dictionaries (through references, marked so: nothing under them is read); a branch
// that is itself a union gives its own branches.
function collectObjects(
  branches: readonly unknown[],
  root: Node,
  into: { node: Node; viaRef: boolean }[],
  depth: number,
  viaRef: boolean,
): void {
  for (const branch of branches) {
    if (!isNode(branch)) continue;
    const resolved = follow(branch, root);
    if (resolved === undefined) continue;
    const throughRef = viaRef || branch.$ref !== undefined;
    const inner = resolved.anyOf ?? resolved.oneOf;
    if (Array.isArray(inner)) {
      if (depth < MAX_BRANCH_DEPTH) collectObjects(inner, root, into, depth + 1, throughRef);
    } else if (isObjectNode(resolved)) into.push({ node: resolved, viaRef: throughRef });
  }
}

// Whether an entry dictionary is anywhere the walk could read one (cold: once per schema).
function hasEntryDictionary(node: unknown, depth: number): boolean {
  if (depth > MAX_DEPTH || typeof node !== "object" || node === null) return false;
  if (!Array.isArray(node) && depth > 0 && isEntryDictionary(node as Node)) return true;
  for (const [key, child] of Object.entries(node)) {
    if (key === "enum" || key === "const" || key === "default" || key === "examples") continue;
    if (hasEntryDictionary(child, depth + 1)) return true;
  }
  return false;
}

// A value's place as kit's messages write it: `headers`, `items[2].tags`, `meta["a.b"]`.
function formatPath(path: Path): string {
  let text = String(path[0]);
  for (let index = 1; index < path.length; index++) {
    const segment = path[index] as string | number;
    if (typeof segment === "number") text += `[${segment}]`;
    else
      text += /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(segment)
        ? `.${segment}`
        : `[${JSON.stringify(segment)}]`;
  }
  return text;
}
