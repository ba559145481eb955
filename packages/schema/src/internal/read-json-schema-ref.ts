// A `$ref` of an imported JSON Schema (cold: once per `$ref` per import): read in place, or,
// where the target is inside itself or declares an `$anchor`, kept as a reference to a named
// definition.
import { isDictionary } from "../kind-of";
import { ANNOTATIONS, KNOWN_KEYWORDS } from "./json-schema-keywords";
import {
  type JSONSchemaReading,
  own,
  pointerSegment,
  type ReadNode,
  report,
  resolveRef,
  type SchemaNode,
} from "./json-schema-reading";

/**
 * Reads a `$ref` with nothing beside it but annotations: the target, read where it is, with
 * the description of the reference when it has one; or, for a target inside itself, a
 * reference to a named definition.
 */
export function readRef(
  reading: JSONSchemaReading,
  node: SchemaNode,
  pointer: string,
  depth: number,
  nesting: number,
): ReadNode | undefined {
  let fine = true;
  for (const key of Object.keys(node)) {
    if (key !== "$ref" && !ANNOTATIONS.includes(key) && KNOWN_KEYWORDS.includes(key)) {
      fine =
        report(
          reading,
          `${pointer}/${pointerSegment(key)}`,
          `'${key}' beside '$ref' is not supported`,
        ) ?? false;
    }
  }
  const ref = own(node, "$ref");
  const where = `${pointer}/$ref`;
  if (typeof ref !== "string") return report(reading, where, "'$ref' must be a string");
  const found = resolveRef(reading.root, ref);
  if (typeof found === "string") return report(reading, where, found);
  const description = own(node, "description");
  const fallback = own(node, "default");
  // A schema inside itself: a named definition, which every `$ref` to it names (read on its
  // own by read-json-schema.ts), so that recursion is kept rather than unrolled.
  if (!reading.named.has(found.pointer) && reading.following.includes(found.pointer)) {
    nameDefinition(reading, found.pointer);
  }
  // A schema that declares an `$anchor` is kept as a named definition too, so that the anchor
  // (which a client may `$ref`) is written back with it.
  const anchored = isDictionary(found.target) && typeof own(found.target, "$anchor") === "string";
  if (!reading.named.has(found.pointer) && anchored && found.pointer !== "") {
    nameDefinition(reading, found.pointer);
  }
  const name = reading.named.get(found.pointer);
  if (name !== undefined) {
    if (!fine) return undefined;
    const definition: Record<string, unknown> = { type: "ref", ref: name };
    if (typeof description === "string") definition.description = description;
    const target = found.target;
    const inherited = isDictionary(target) ? own(target as SchemaNode, "default") : undefined;
    return { definition, fallback: fallback === undefined ? inherited : fallback };
  }
  reading.following.push(found.pointer);
  const target = reading.read(found.target, found.pointer, depth, nesting + 1);
  reading.following.pop();
  // Found to be recursive while it was read: a reference too, the copy read here dropped.
  if (reading.named.has(found.pointer)) return readRef(reading, node, pointer, depth, nesting);
  if (target === undefined || !fine) return undefined;
  const definition =
    typeof description === "string" ? { ...target.definition, description } : target.definition;
  return { definition, fallback: fallback === undefined ? target.fallback : fallback };
}

// Names the kit definition of a recursive `$ref` target: the last segment of `#/$defs/Name` (or
// `#/definitions/Name`, or any pointer), `Root` for the document, made distinct.
function nameDefinition(reading: JSONSchemaReading, pointer: string): void {
  const last = pointer
    .slice(pointer.lastIndexOf("/") + 1)
    .replaceAll("~1", "/")
    .replaceAll("~0", "~");
  const base = pointer === "" ? "Root" : last;
  const taken = new Set(reading.named.values());
  let name = base;
  for (let index = 2; taken.has(name); index++) name = `${base}_${index}`;
  reading.named.set(pointer, name);
}
