import { expect, test } from "vitest";
import { now } from "./clock";

test("now() is a monotonic millisecond clock that agrees with performance.now()", async () => {
  const [start, reference] = [now(), performance.now()];
  let previous = start;
  for (let index = 0; index < 1000; index++) {
    const time = now();
    expect(time).toBeGreaterThanOrEqual(previous);
    previous = time;
  }
  await new Promise((resolve) => setTimeout(resolve, 30));
  const elapsed = now() - start;
  const referenceElapsed = performance.now() - reference;
  expect(elapsed).toBeGreaterThanOrEqual(25);
  expect(Math.abs(elapsed - referenceElapsed)).toBeLessThan(5);
});
