// Fresh call ids, cheap enough for every call: a random per-process prefix and a counter.
let prefix: string | undefined;
let counter = 0;

/**
 * Makes a call id unique within the process and, with overwhelming odds, across processes.
 * @returns an id such as `call_3f9c2a1b0d4e_1a`.
 */
export function nextCallId(): string {
  prefix ??= `call_${globalThis.crypto.randomUUID().replaceAll("-", "").slice(0, 12)}_`;
  counter += 1;
  return prefix + counter.toString(36);
}
