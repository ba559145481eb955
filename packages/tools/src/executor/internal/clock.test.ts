import { expect, test } from "vitest";
import { now } from "./clock";

test("now() is a monotonic millisecond clock that agrees with performance.now()", async () => {
  // Each read of now() is bracketed by two of performance.now(), so a pause between reads (a
  // garbage collection, a busy machine) widens the bounds instead of failing the comparison.
  const before = performance.now();
  const start = now();
  const after = performance.now();
  let previous = start;
  for (let index = 0; index < 1000; index++) {
    const time = now();
    expect(time).toBeGreaterThanOrEqual(previous);
    previous = time;
  }
  await new Promise((resolve) => setTimeout(resolve, 30));
  const endBefore = performance.now();
  const end = now();
  const endAfter = performance.now();
  const elapsed = end - start;
  expect(elapsed).toBeGreaterThanOrEqual(25);
  // A tenth of a millisecond for the two clocks' rounding.
  expect(elapsed).toBeGreaterThanOrEqual(endBefore - after - 0.1);
  expect(elapsed).toBeLessThanOrEqual(endAfter - before + 0.1);
});
