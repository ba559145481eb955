// A result's content for a person, whatever the provider's shape: text as it is, and an image
// or a file as one short line (its kind, media type and size) instead of its base64.

const MEDIA_KEYS = ["media_type", "mimeType", "mime_type"];

/** Text as it is; a list of blocks or parts one after the other, each binary one in brackets. */
export function describeContent(content: unknown): string {
  if (typeof content === "string") return content;
  if (Array.isArray(content)) return content.map(describeBlock).join(" ");
  return describeBlock(content);
}

function describeBlock(block: unknown): string {
  if (typeof block !== "object" || block === null) return String(block);
  const fields = block as Record<string, unknown>;
  if (typeof fields.text === "string" && Object.keys(fields).length <= 2) return fields.text;
  const strings = collectStrings(fields);
  const media = strings.find(([key]) => MEDIA_KEYS.includes(key))?.[1];
  const data = strings.reduce(
    (longest, [, value]) => (value.length > longest.length ? value : longest),
    "",
  );
  const kind = typeof fields.type === "string" ? fields.type : (Object.keys(fields)[0] ?? "part");
  const type = media ?? /^data:([^;,]+)/.exec(data)?.[1] ?? "";
  return `[${kind}${type === "" ? "" : ` ${type}`}, ${data.length} characters of base64]`;
}

// Every string field of a block, nested ones included (a source, an image_url, inlineData).
function collectStrings(value: Record<string, unknown>): [string, string][] {
  return Object.entries(value).flatMap(([key, item]): [string, string][] => {
    if (typeof item === "string") return [[key, item]];
    if (typeof item === "object" && item !== null && !Array.isArray(item)) {
      return collectStrings(item as Record<string, unknown>);
    }
    return [];
  });
}
