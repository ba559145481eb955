// Every corpus payload through ToolSchema.validate and check: a list of well-formed messages,
// a fresh valid value, or a thrown Error; the built-in prototypes and the caller's objects
// untouched (validate may only add the declared defaults).
import { ToolSchema } from "@kit/schema";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { deepSnapshot } from "../support/deep-snapshot";
import {
  type PrototypeSnapshot,
  prototypeChanges,
  snapshotPrototypes,
} from "../support/prototypes";
import { CORPUS } from "./corpus";
import { DECLARED, HOSTILE_PARAMETERS, MESSAGE_PATTERN } from "./schemas";

const SCHEMAS = [
  ["loose", new ToolSchema(HOSTILE_PARAMETERS)],
  ["strict", new ToolSchema(HOSTILE_PARAMETERS, { strict: true })],
] as const;

let prototypes: PrototypeSnapshot;
beforeAll(() => {
  prototypes = snapshotPrototypes();
});
afterAll(() => {
  expect(prototypeChanges(prototypes, snapshotPrototypes())).toEqual([]);
});

type Outcome = { returned: unknown } | { thrown: unknown };

function attempt(run: () => unknown): Outcome {
  try {
    return { returned: run() };
  } catch (thrown) {
    return { thrown };
  }
}

function expectClearThrow(outcome: { thrown: unknown }): void {
  expect(outcome.thrown).toBeInstanceOf(Error);
  expect((outcome.thrown as Error).message).not.toBe("");
}

test("the corpus holds at least 200 distinct payloads", () => {
  expect(CORPUS.length).toBeGreaterThanOrEqual(200);
  expect(new Set(CORPUS.map((payload) => payload.label)).size).toBe(CORPUS.length);
});

describe.each(SCHEMAS)("%s schema", (_mode, schema) => {
  test.each(CORPUS)("check: $label", ({ make }) => {
    const input = make();
    const before = deepSnapshot(input);
    const outcome = attempt(() => schema.check(input));
    if ("thrown" in outcome) expectClearThrow(outcome);
    else {
      const result = outcome.returned as ReturnType<typeof schema.check>;
      if (result.success) {
        // Not expect().not.toBe(): its equality hint would read the input's getters.
        expect(result.value === input).toBe(false);
        expect(Object.getPrototypeOf(result.value)).toBe(Object.prototype);
        for (const key of Reflect.ownKeys(result.value))
          expect(DECLARED.has(String(key))).toBe(true);
        expect(schema.validate({ ...result.value })).toEqual([]);
      } else {
        expect(result.errors.length).toBeGreaterThan(0);
        for (const message of result.errors) expect(message).toMatch(MESSAGE_PATTERN);
      }
    }
    expect(deepSnapshot(input)).toEqual(before);
    expect(Object.prototype).not.toHaveProperty("polluted");
  });

  test.each(CORPUS)("validate: $label", ({ make }) => {
    const input = make();
    const keysBefore = new Set(safeOwnKeys(input));
    const outcome = attempt(() => schema.validate(input as Record<string, unknown>));
    if ("thrown" in outcome) expectClearThrow(outcome);
    else {
      const messages = outcome.returned as string[];
      expect(Array.isArray(messages)).toBe(true);
      for (const message of messages) expect(message).toMatch(MESSAGE_PATTERN);
    }
    // In place, validate may add the declared defaults, and nothing else.
    for (const key of safeOwnKeys(input)) {
      if (!keysBefore.has(key)) expect(DECLARED.has(String(key))).toBe(true);
    }
    expect(Object.prototype).not.toHaveProperty("polluted");
  });
});

function safeOwnKeys(value: unknown): (string | symbol)[] {
  if ((typeof value !== "object" && typeof value !== "function") || value === null) return [];
  try {
    return Reflect.ownKeys(value);
  } catch {
    return [];
  }
}
