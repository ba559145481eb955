// 2026-07-28's custom headers (SEP-2243): a tool whose input schema marks a parameter with
// `x-mcp-header: "Region"` has its value mirrored by the client into `Mcp-Param-Region`, so
// that what stands between client and server can route on it. The server checks that the
// header says what the body says: a header missing while the body holds the value, or one that
// differs, or a Base64 value that is not Base64, is refused (HTTP 400, -32020).
import type { AnyTool } from "@kit/tools";
import { toolListing } from "./tool-listing";

/** A parameter mirrored into a header: its path of `properties` keys and the header's name. */
interface MirroredParameter {
  readonly path: readonly string[];
  readonly header: string;
}

const BASE64_SENTINEL = /^=\?base64\?(.*)\?=$/;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

// A tool is frozen once built: its mirrored parameters are read once.
const mirrored = new WeakMap<AnyTool, readonly MirroredParameter[]>();

/**
 * What is wrong with the `Mcp-Param-*` headers of a tools/call of `tool`, or undefined when
 * they say what the arguments say (or the tool mirrors no parameter).
 * @param header - reads a request header by its lower-case name.
 */
export function paramHeaderProblem(
  tool: AnyTool,
  inputs: unknown,
  header: (name: string) => string | undefined,
): string | undefined {
  let parameters = mirrored.get(tool);
  if (parameters === undefined) {
    parameters = mirroredParameters(toolListing(tool).inputSchema);
    mirrored.set(tool, parameters);
  }
  for (const { path, header: name } of parameters) {
    const value = valueAt(inputs, path);
    const headerName = `Mcp-Param-${name}`;
    const sent = header(headerName.toLowerCase());
    if (value === undefined) continue;
    if (sent === undefined) {
      return `Header mismatch: ${headerName} is missing, and the body gives '${path.join(".")}'`;
    }
    const decoded = decode(sent.trim());
    if (decoded === undefined) {
      return `Header mismatch: ${headerName} holds a value marked Base64 that is not Base64`;
    }
    if (!sameValue(decoded, value)) {
      return `Header mismatch: ${headerName} header value does not match the body value of '${path.join(".")}'`;
    }
  }
  return undefined;
}

function mirroredParameters(schema: unknown, path: readonly string[] = []): MirroredParameter[] {
  const properties = (schema as { properties?: unknown } | null)?.properties;
  if (typeof properties !== "object" || properties === null) return [];
  const found: MirroredParameter[] = [];
  for (const [key, property] of Object.entries(properties)) {
    const name = (property as { "x-mcp-header"?: unknown } | null)?.["x-mcp-header"];
    if (typeof name === "string" && name !== "") found.push({ path: [...path, key], header: name });
    found.push(...mirroredParameters(property, [...path, key]));
  }
  return found;
}

function valueAt(inputs: unknown, path: readonly string[]): unknown {
  let value = inputs;
  for (const key of path) {
    if (typeof value !== "object" || value === null || !Object.hasOwn(value, key)) {
      return undefined;
    }
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

// A header's value: Base64 between the sentinel's markers, else the text as it is.
function decode(value: string): string | undefined {
  const encoded = BASE64_SENTINEL.exec(value)?.[1];
  if (encoded === undefined) return value;
  if (!BASE64.test(encoded)) return undefined;
  return Buffer.from(encoded, "base64").toString("utf8");
}

function sameValue(header: string, value: unknown): boolean {
  if (typeof value === "string") return header === value;
  if (typeof value === "boolean") return header === String(value);
  // Integers compare as numbers (`42.0` is 42).
  if (typeof value === "number") return header.trim() !== "" && Number(header) === value;
  return false;
}
