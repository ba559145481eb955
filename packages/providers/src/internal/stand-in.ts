// The text that stands where a part could not be sent: what it was and why it was left out,
// never its bytes.

/** `[image/bmp, 2.1 MB: not sent, <reason>]`: a part left out, with its size and why. */
export function standIn(what: string, bytes: number, reason: string): string {
  return `[${what}, ${formatSize(bytes)}: not sent, ${reason}]`;
}

/** A size for people: `512 bytes`, `3.4 KB`, `2.1 MB` (powers of 1024). */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** A media type without its parameters, in lower case; `image/jpg` read as `image/jpeg`. */
export function baseMediaType(mimeType: string): string {
  const base = (mimeType.split(";")[0] ?? "").trim().toLowerCase();
  return base === "image/jpg" ? "image/jpeg" : base;
}

/** `PNG, JPEG or WebP`: the media types a provider takes, for a stand-in's reason. */
export function listMediaTypes(types: ReadonlySet<string>): string {
  const names = [...types].map((type) => NAMES[type] ?? type);
  return names.length <= 1
    ? (names[0] ?? "nothing")
    : `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
}

const NAMES: Readonly<Record<string, string>> = {
  "image/png": "PNG",
  "image/jpeg": "JPEG",
  "image/gif": "GIF",
  "image/webp": "WebP",
  "application/pdf": "PDF",
  "text/plain": "plain text",
};
