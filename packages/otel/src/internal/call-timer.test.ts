import { describe, expect, it } from "vitest";
import { startCallTimer, stopCallTimer } from "./call-timer";

describe("call timer", () => {
  it("starts at the wall-clock time and ends exactly the measured nanoseconds later", async () => {
    const before = Date.now();
    const timer = startCallTimer();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const { endTime, nanoseconds } = stopCallTimer(timer);
    const [seconds, nanos] = timer.startTime;
    expect(seconds * 1000 + nanos / 1e6).toBeGreaterThanOrEqual(before);
    expect(Number.isInteger(nanoseconds)).toBe(true);
    expect(nanoseconds).toBeGreaterThan(1e6);
    expect(endTime[1]).toBeLessThan(1e9);
    expect((endTime[0] - seconds) * 1e9 + (endTime[1] - nanos)).toBe(nanoseconds);
  });
});
