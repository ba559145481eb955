// Fresh call ids, cheap enough for every call: a random per-process prefix and a counter.
let prefix: string | undefined;
let counter = 0;

/**
 * Makes a call id unique within the process and, with overwhelming odds, across processes.
 * @returns an id such as `call_3f9c2a1b0d4e_26` (decimal counter: cheaper than base 36).
 */
export function nextCallId(): string {
  prefix ??= `call_${globalThis.crypto.randomUUID().slice(24)}_`;
  return prefix + ++counter;
}
