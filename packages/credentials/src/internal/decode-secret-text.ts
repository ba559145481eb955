// How a value printed by a program or stored in a file becomes the credential's text.

/**
 * Decodes UTF-8 bytes and removes one trailing line end (`\n` or `\r\n`), which editors and
 * `echo` add but which is not part of the secret.
 * @returns the text, or `undefined` when the bytes are not valid UTF-8.
 */
export function decodeSecretText(bytes: Uint8Array): string | undefined {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
  if (text.endsWith("\r\n")) return text.slice(0, -2);
  return text.endsWith("\n") ? text.slice(0, -1) : text;
}
