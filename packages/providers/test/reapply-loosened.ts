// A declaration with the constraints it loosened put back where the report says they were: what
// kit enforces, so that a validator on it must agree with dispatch exactly.
import type { ToolDeclarationReport } from "../src/declaration-report";

type Node = Record<string, unknown>;

/**
 * A copy of the wire declaration with each keyword the report says was said in the
 * description set again to its value in the tool's input JSON Schema `original`.
 */
export function reapplyLoosened(
  declaration: object,
  original: object,
  report: ToolDeclarationReport,
): object {
  const out = structuredClone(declaration) as Node;
  for (const change of report.changes) {
    if (change.kind !== "loosened" || !change.message.startsWith("said in the description"))
      continue;
    const segments = change.path.split("/").slice(1).map(decode);
    const keyword = segments.pop() as string;
    const source = at(original as Node, segments);
    const target = at(
      out,
      segments.map((segment) => (segment === "oneOf" ? "anyOf" : segment)),
    );
    if (source === undefined || target === undefined) {
      throw new Error(
        `the report names ${change.path}, which is not in the schema or the declaration`,
      );
    }
    target[keyword] = structuredClone(source[keyword]);
  }
  return out;
}

function at(root: Node, segments: readonly string[]): Node | undefined {
  let node: unknown = root;
  for (const segment of segments) {
    if (typeof node !== "object" || node === null) return undefined;
    // A dictionary said as a list of { key, value } entries: what other keys held is the value's.
    const entryValue = segment === "additionalProperties" ? entryValueOf(node as Node) : undefined;
    if (entryValue !== undefined) {
      node = entryValue;
      continue;
    }
    if (!Object.hasOwn(node, segment)) return undefined;
    node = (node as Node)[segment];
  }
  if (typeof node !== "object" || node === null) return undefined;
  // A nullable reference is wrapped in anyOf [node, null]: the keyword belongs to the node.
  return node as Node;
}

function entryValueOf(node: Node): Node | undefined {
  if (Object.hasOwn(node, "additionalProperties")) return undefined;
  const items = node.items as Node | undefined;
  const properties = items?.properties as Node | undefined;
  const value = properties?.value;
  return typeof value === "object" && value !== null ? (value as Node) : undefined;
}

function decode(segment: string): string {
  return segment.replaceAll("~1", "/").replaceAll("~0", "~");
}
