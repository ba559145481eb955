// Hot path: runs on every call without a caller-given id.
// Fresh call ids, cheap enough for every call: a random per-process part, then a block number
// and a four-digit position in the block (`call_3f9c2a1b0d4e_10026` is block 1, position 26).
// Turning an ever-growing counter into text is a slow path of the engine (about 30 ns a call),
// so only the block number is converted, once per 1024 calls; each position's text is kept.
let random: string | undefined;
let prefix = "";
let block = 0;
let position = 1023;
const positions: string[] = [];

/**
 * Makes a call id unique within the process and, with overwhelming odds, across processes.
 * @returns an id such as `call_3f9c2a1b0d4e_10026`.
 */
export function nextCallId(): string {
  position = (position + 1) & 1023;
  if (position === 0) {
    random ??= globalThis.crypto.randomUUID().slice(24);
    prefix = `call_${random}_${++block}`;
  }
  let text = positions[position];
  if (text === undefined) {
    text = String(position).padStart(4, "0");
    positions[position] = text;
  }
  return prefix + text;
}
