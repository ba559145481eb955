// The warning lines of a command's output, for `pnpm check` (scripts/check.mjs), which fails on
// any: Node.js process warnings (`(node:123) [KIT_SHORT_CREDENTIAL] Warning: ...`, deprecations),
// Vite's (`(!) Your Vite config uses features ...`, an import it cannot analyze) and Biome's
// (`Found 1 warning.`).
import { stripVTControlCharacters } from "node:util";

const PATTERNS = [
  /\(node:\d+\) (\[[A-Z0-9_]+\] )?[A-Za-z]*Warning: /,
  /^\(!\) /,
  /\binvalid import "/,
  /dynamic import cannot be analyzed by Vite/,
  /^Found \d+ warnings?\.?$/,
];

/**
 * @param {string} output - what a command printed, colours and all.
 * @returns {string[]} each line that is a warning, without colours, in order.
 */
export function findWarnings(output) {
  return stripVTControlCharacters(output)
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => PATTERNS.some((pattern) => pattern.test(line)));
}
