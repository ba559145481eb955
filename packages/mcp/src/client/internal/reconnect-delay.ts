// How long an HTTP connection waits before its next try to reach a lost server.

const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 30_000;

/**
 * The delay before reconnect attempt `attempt` (0 first): doubling from 250 ms up to 30 s,
 * each drawn in the upper half of its range so that many clients do not retry together.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.min(attempt, 20));
  return Math.round(ceiling * (0.5 + random() / 2));
}
