import { expect, test } from "vitest";
import { fullestWindow } from "./start-log";

test("the fullest window is found wherever it begins, and is half-open", () => {
  expect(fullestWindow([], 1000)).toEqual({ count: 0, from: 0 });
  expect(fullestWindow([0, 999, 1000, 1999], 1000)).toEqual({ count: 2, from: 0 });
  // Not aligned on multiples of the window (those hold 2 each): 3 starts from 900.
  expect(fullestWindow([0, 900, 1000, 1500, 2600], 1000)).toEqual({ count: 3, from: 900 });
  expect(fullestWindow([5, 1, 3, 2, 4], 3)).toEqual({ count: 3, from: 1 });
});
