// What reading a JSON Schema into a definition carries along (cold: once per
// `ToolSchema.fromJSONSchema`): the document, every problem found so far (each at its JSON
// pointer), the `$ref`s being followed, and the bounds that keep hostile input from hanging a call.
import { isDictionary } from "../kind-of";
import { anchorPointer } from "./json-schema-anchors";

/** How deep the JSON of a schema may nest as it is read (`anyOf` of one branch included). */
export const MAX_SCHEMA_NESTING = 128;

/** How many schema nodes one document may expand to (each use of a `$ref` counts again). */
export const MAX_SCHEMA_NODES = 10_000;

/** A JSON Schema object, read through its own keys only. */
export type SchemaNode = Readonly<Record<string, unknown>>;

/** What one JSON Schema node reads into: a value definition as data, and its default. */
export interface ReadNode {
  readonly definition: Record<string, unknown>;
  readonly fallback: unknown;
}

/** The state of one import: the document, the problems, the `$ref`s being followed. */
export interface JSONSchemaReading {
  readonly root: unknown;
  readonly problems: string[];
  /** The JSON pointers of the `$ref` targets being read, outermost first. */
  readonly following: string[];
  /**
   * The `$ref` targets found to be recursive, by JSON pointer, each with the name of the kit
   * definition it becomes (a `$ref` to one is a reference, not read in place).
   */
  readonly named: Map<string, string>;
  nodes: number;
  /** Reads a node one level down (set by read-json-schema.ts, used by the union reader). */
  readonly read: (
    raw: unknown,
    pointer: string,
    depth: number,
    nesting: number,
  ) => ReadNode | undefined;
}

/** One segment of a JSON pointer: `~` is `~0`, `/` is `~1`. */
export const pointerSegment = (key: string): string =>
  key.includes("~") || key.includes("/") ? key.replaceAll("~", "~0").replaceAll("/", "~1") : key;

/** Adds a problem at a JSON pointer (the document itself is `(root)`). */
export function report(reading: JSONSchemaReading, pointer: string, problem: string): undefined {
  const message = `${pointer === "" ? "(root)" : pointer}: ${problem}`;
  if (!reading.problems.includes(message)) reading.problems.push(message);
  return undefined;
}

/** The own value of a key, as a schema means it whatever `Object.prototype` holds. */
export function own(node: SchemaNode, key: string): unknown {
  return Object.hasOwn(node, key) ? node[key] : undefined;
}

/**
 * Finds the target of a local `$ref` (`#`, `#/$defs/Node`, `#/definitions/Node`, any JSON
 * pointer into the document).
 * @returns the target and its pointer, or a problem (the end of a message).
 */
export function resolveRef(
  root: unknown,
  ref: string,
): { readonly target: unknown; readonly pointer: string } | string {
  if (!ref.startsWith("#")) return `'$ref' to another document ('${ref}') is not supported`;
  if (ref !== "#" && !ref.startsWith("#/")) {
    // A plain name: the schema that declares it as its `$anchor`.
    const pointer = anchorPointer(root, ref);
    if (typeof pointer !== "string") return pointer.problem;
    // As a URI fragment: each segment URI-escaped (a key may hold `%`).
    return resolveRef(root, `#${pointer.split("/").map(encodeURIComponent).join("/")}`);
  }
  let target: unknown = root;
  let pointer = "";
  for (const raw of ref === "#" ? [] : ref.slice(2).split("/")) {
    let key: string;
    try {
      key = decodeURIComponent(raw).replaceAll("~1", "/").replaceAll("~0", "~");
    } catch {
      return `'$ref' '${ref}' is not a valid JSON pointer`;
    }
    const container = target;
    const found =
      (isDictionary(container) || Array.isArray(container)) && Object.hasOwn(container, key);
    if (!found) return `'$ref' '${ref}' points to nothing in this schema`;
    target = (container as Record<string, unknown>)[key];
    pointer += `/${pointerSegment(key)}`;
  }
  return { target, pointer };
}
