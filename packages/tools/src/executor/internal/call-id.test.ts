import { expect, test } from "vitest";
import { nextCallId } from "./call-id";

test("ids stay unique and well-formed across many blocks of 1024", () => {
  const ids = new Set<string>();
  for (let index = 0; index < 5000; index++) ids.add(nextCallId());
  expect(ids.size).toBe(5000);
  for (const id of ids) expect(id).toMatch(/^call_[0-9a-f]{12}_[1-9][0-9]*[0-9]{4}$/);
});

test("one process keeps one random part", () => {
  const [first, second] = [nextCallId(), nextCallId()];
  expect(first?.slice(0, 18)).toBe(second?.slice(0, 18));
});
