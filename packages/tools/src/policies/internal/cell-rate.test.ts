import { expect, test } from "vitest";
import { cellRateTurn } from "./cell-rate";

const rate = { calls: 5, intervalMs: 1000 };

test("turns come one intervalMs / calls apart, the first at once", () => {
  let arrival: number | undefined;
  const waits: number[] = [];
  for (let n = 0; n < 7; n++) {
    const turn = cellRateTurn(arrival, 0, rate, Number.POSITIVE_INFINITY);
    expect(turn.granted).toBe(true);
    waits.push(turn.waitMs);
    arrival = turn.arrival;
  }
  expect(waits).toEqual([0, 200, 400, 600, 800, 1000, 1200]);
});

test("no window of intervalMs holds more than `calls` turns", () => {
  let arrival: number | undefined;
  const starts: number[] = [];
  for (let n = 0; n < 100; n++) {
    const turn = cellRateTurn(arrival, 0, rate, Number.POSITIVE_INFINITY);
    starts.push(turn.waitMs);
    arrival = turn.arrival;
  }
  for (const start of starts) {
    const inWindow = starts.filter((other) => other >= start && other < start + 1000);
    expect(inWindow.length).toBeLessThanOrEqual(rate.calls);
  }
});

test("a turn further than maxWaitMs is refused and reserves nothing", () => {
  const { arrival } = cellRateTurn(undefined, 0, rate, 0);
  const refused = cellRateTurn(arrival, 0, rate, 100);
  expect(refused).toMatchObject({ granted: false, waitMs: 200 });
  expect(refused.arrival).toBe(arrival);
  expect(cellRateTurn(arrival, 0, rate, 200)).toMatchObject({ granted: true, waitMs: 200 });
});

test("time that passed gives the turns back", () => {
  let arrival: number | undefined;
  for (let n = 0; n < 5; n++) arrival = cellRateTurn(arrival, 0, rate, 1000).arrival;
  expect(cellRateTurn(arrival, 10_000, rate, 0)).toMatchObject({ granted: true, waitMs: 0 });
});
