// The checks of a tool's content parts, before anything is sent: each part a known kind with
// the fields that kind needs. Bytes are looked at only for their type, never read.

const KINDS = "'text', 'image', 'audio', 'resource', 'resource_link'";

/**
 * Every problem of a list of content parts, one message each, in order; empty when all are
 * well-formed.
 */
export function partProblems(parts: readonly unknown[]): string[] {
  const problems: string[] = [];
  for (let index = 0; index < parts.length; index += 1) {
    const part = parts[index];
    const where = `Content part ${index}`;
    if (typeof part !== "object" || part === null || Array.isArray(part)) {
      problems.push(
        `${where}: expected an object such as text('...') or image(bytes, 'image/png')`,
      );
      continue;
    }
    const fields = part as Record<string, unknown>;
    const need = (key: string, check: (value: unknown) => boolean, what: string): void => {
      if (!check(fields[key]))
        problems.push(`${where} (${String(fields.type)}): '${key}' must be ${what}`);
    };
    switch (fields.type) {
      case "text":
        need("text", isString, "a string");
        break;
      case "image":
      case "audio":
        need("data", isBinary, "bytes (a Uint8Array) or base64 text");
        need("mimeType", isMediaType, "a media type such as 'image/png'");
        break;
      case "resource":
        need("uri", isNonEmpty, "a non-empty URI");
        need("mimeType", isOptional(isMediaType), "a media type, when given");
        if ((fields.text === undefined) === (fields.blob === undefined)) {
          problems.push(`${where} (resource): needs exactly one of 'text' and 'blob'`);
        } else {
          need("text", isOptional(isString), "a string, when given");
          need("blob", isOptional(isBinary), "bytes or base64 text, when given");
        }
        break;
      case "resource_link":
        need("uri", isNonEmpty, "a non-empty URI");
        need("name", isNonEmpty, "a non-empty string");
        need("mimeType", isOptional(isMediaType), "a media type, when given");
        need("description", isOptional(isString), "a string, when given");
        break;
      default:
        problems.push(
          `${where}: unknown type ${describeType(fields.type)}, expected one of ${KINDS}`,
        );
    }
  }
  return problems;
}

function isString(value: unknown): boolean {
  return typeof value === "string";
}

function isNonEmpty(value: unknown): boolean {
  return typeof value === "string" && value.length > 0;
}

function isBinary(value: unknown): boolean {
  return typeof value === "string" || value instanceof Uint8Array;
}

// type/subtype, as RFC 6838 names them (parameters such as "; charset=utf-8" allowed).
function isMediaType(value: unknown): boolean {
  return typeof value === "string" && /^[\w.+-]+\/[\w.+-]+(\s*;.*)?$/.test(value);
}

function isOptional(check: (value: unknown) => boolean): (value: unknown) => boolean {
  return (value) => value === undefined || check(value);
}

function describeType(value: unknown): string {
  return typeof value === "string" ? `'${value.slice(0, 40)}'` : typeof value;
}
