import { expect, test } from "vitest";
import { reconnectDelay } from "./reconnect-delay";

test("delays double from 250 ms up to 30 s, drawn in the upper half of each range", () => {
  const highest = (attempt: number) => reconnectDelay(attempt, () => 1);
  const lowest = (attempt: number) => reconnectDelay(attempt, () => 0);
  expect([0, 1, 2, 3].map(highest)).toEqual([250, 500, 1000, 2000]);
  expect(lowest(0)).toBe(125);
  expect(highest(7)).toBe(30_000);
  expect(highest(1000)).toBe(30_000);
});
