// The `$anchor`s of an imported JSON Schema (cold: found once per document, on its first
// `$ref` to an anchor): the JSON pointer of the schema each names, so that `$ref: "#name"`
// resolves as `#/$defs/...` does. Values that are data, not schemas (`enum`, `const`,
// `default`, `examples`), are not searched; the walk is bounded as the reader is.
import { isDictionary } from "../kind-of";

/** How many JSON values the search visits at most (ten times the schemas a document may expand to). */
const MAX_VISITED = 100_000;

// One segment of a JSON pointer: `~` is `~0`, `/` is `~1`.
const segment = (key: string): string => key.replaceAll("~", "~0").replaceAll("/", "~1");

/** Keys whose values are JSON data rather than schemas. */
const DATA_KEYS: ReadonlySet<string> = new Set(["enum", "const", "default", "examples"]);

/** The anchors of one document: each name with the pointers of the schemas that declare it. */
type Anchors = ReadonlyMap<string, readonly string[]>;

const found = new WeakMap<object, Anchors>();

/** The anchors of a document, searched once and kept while the document lives. */
function anchorsOf(root: object): Anchors {
  const known = found.get(root);
  if (known !== undefined) return known;
  const anchors = new Map<string, string[]>();
  const stack: [unknown, string][] = [[root, ""]];
  let visited = 0;
  while (stack.length > 0 && visited < MAX_VISITED) {
    const [node, pointer] = stack.pop() as [unknown, string];
    visited++;
    if (Array.isArray(node)) {
      for (let index = 0; index < node.length; index++) {
        stack.push([node[index], `${pointer}/${index}`]);
      }
      continue;
    }
    if (!isDictionary(node)) continue;
    const anchor = Object.hasOwn(node, "$anchor") ? node.$anchor : undefined;
    if (typeof anchor === "string") anchors.set(anchor, [...(anchors.get(anchor) ?? []), pointer]);
    for (const key of Object.keys(node)) {
      if (!DATA_KEYS.has(key)) stack.push([node[key], `${pointer}/${segment(key)}`]);
    }
  }
  found.set(root, anchors);
  return anchors;
}

/**
 * The JSON pointer of the schema a `$ref` to an anchor (`#name`) names.
 * @returns the pointer, or a problem (the end of a message).
 */
export function anchorPointer(root: unknown, ref: string): string | { readonly problem: string } {
  const name = ref.slice(1);
  const pointers = isDictionary(root) ? (anchorsOf(root).get(name) ?? []) : [];
  if (pointers.length === 0)
    return { problem: `'$ref' '${ref}' names no '$anchor' in this schema` };
  if (pointers.length > 1) {
    return {
      problem: `'$ref' '${ref}' names an '$anchor' declared twice (${pointers.join(", ")})`,
    };
  }
  return pointers[0] as string;
}
