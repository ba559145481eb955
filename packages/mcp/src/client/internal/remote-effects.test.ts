import { expect, test } from "vitest";
import { remoteEffects } from "./remote-effects";

test("no annotations: MCP's careful defaults", () => {
  expect(remoteEffects(undefined)).toEqual({
    readOnly: false,
    destructive: true,
    idempotent: false,
    openWorld: true,
  });
});

test("each hint maps to its effect", () => {
  expect(remoteEffects({ readOnlyHint: true, openWorldHint: false })).toEqual({
    readOnly: true,
    openWorld: false,
  });
  expect(remoteEffects({ destructiveHint: false, idempotentHint: true })).toEqual({
    readOnly: false,
    destructive: false,
    idempotent: true,
    openWorld: true,
  });
});

test("a read-only hint that another hint contradicts is not taken: approval still asks", () => {
  expect(remoteEffects({ readOnlyHint: true, destructiveHint: true }).readOnly).toBe(false);
  expect(remoteEffects({ readOnlyHint: true, idempotentHint: false })).toEqual({
    readOnly: false,
    destructive: true,
    idempotent: false,
    openWorld: true,
  });
});
