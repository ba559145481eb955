// The bounds of a JSON Schema number as kit's inclusive `minimum` and `maximum` (cold: once per
// numeric node of an imported schema). An exclusive bound becomes the nearest value allowed,
// which is exact: between a double and the next one there is no other number JavaScript (or a
// JSON Schema validator running on it) can hold.
const isFiniteNumber = (value: unknown): value is number =>
  typeof value === "number" && value - value === 0;

// The next double above (`up`) or below a finite one.
function nextDouble(value: number, up: boolean): number {
  if (value === 0) return up ? Number.MIN_VALUE : -Number.MIN_VALUE;
  const bits = new BigInt64Array(new Float64Array([value]).buffer);
  // Away from zero is one more in the bits of the magnitude, towards zero one less.
  bits[0] = (bits[0] as bigint) + (value > 0 === up ? 1n : -1n);
  return new Float64Array(bits.buffer)[0] as number;
}

// The least integer above `value` (for `up`), or the greatest below it.
function nextInteger(value: number, up: boolean): number {
  const next = up ? Math.floor(value) + 1 : Math.ceil(value) - 1;
  // Past 2^53 every double is an integer, and `+ 1` can round back to the value itself.
  return (up ? next > value : next < value) ? next : nextDouble(value, up);
}

/** The inclusive bounds of a number node, or the problems (ends of messages, by keyword). */
export interface NumberBounds {
  minimum?: number;
  maximum?: number;
  readonly problems: [keyword: string, problem: string][];
}

/**
 * Reads `minimum`, `maximum`, `exclusiveMinimum` and `exclusiveMaximum` (the number forms of
 * draft-06 and later) into inclusive bounds for an `integer` or a `float`.
 */
export function numberBounds(integer: boolean, get: (keyword: string) => unknown): NumberBounds {
  const bounds: NumberBounds = { problems: [] };
  for (const [keyword, exclusive, up] of [
    ["minimum", "exclusiveMinimum", true],
    ["maximum", "exclusiveMaximum", false],
  ] as const) {
    const inclusive = get(keyword);
    const strict = get(exclusive);
    let bound: number | undefined;
    if (inclusive !== undefined) {
      if (isFiniteNumber(inclusive)) bound = inclusive;
      else bounds.problems.push([keyword, `'${keyword}' must be a finite number`]);
    }
    if (strict !== undefined) {
      if (isFiniteNumber(strict)) {
        const next = integer ? nextInteger(strict, up) : nextDouble(strict, up);
        if (bound === undefined || (up ? next > bound : next < bound)) bound = next;
      } else {
        bounds.problems.push([
          exclusive,
          `'${exclusive}' must be a finite number (the boolean form of draft-04 is not supported)`,
        ]);
      }
    }
    if (bound !== undefined) bounds[keyword] = bound;
  }
  return bounds;
}
