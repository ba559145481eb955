import { EventEmitter } from "node:events";
import { expect, test } from "vitest";
import { connectionCloses } from "./connection-closes";

test("counts a client's closes with one listener, however many readers it has", () => {
  const client = new EventEmitter();
  const first = connectionCloses(client);
  const second = connectionCloses(client);
  expect(client.listenerCount("close")).toBe(1);
  expect([first(), second()]).toEqual([0, 0]);
  client.emit("close");
  client.emit("close");
  expect([first(), second()]).toEqual([2, 2]);
  for (let n = 0; n < 20; n++) connectionCloses(client);
  expect(client.listenerCount("close")).toBe(1);
});

test("a client without events never closes, as far as it knows", () => {
  const closes = connectionCloses({ evalsha: () => undefined });
  expect(closes()).toBe(0);
});
