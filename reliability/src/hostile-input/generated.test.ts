// fast-check generated inputs: anything at all, and objects with every option on, through
// validate, check and the executor; same promises as the hand-made corpus.
import { ToolSchema } from "@kit/schema";
import { CANARY_CREDENTIAL, canaryExecutor } from "@kit/test-executor";
import { defineTool } from "@kit/tools";
import fc from "fast-check";
import { afterAll, beforeAll, expect, test } from "vitest";
import { deepSnapshot } from "../support/deep-snapshot";
import { expectWellFormed } from "../support/kit";
import {
  type PrototypeSnapshot,
  prototypeChanges,
  snapshotPrototypes,
} from "../support/prototypes";
import { HOSTILE_PARAMETERS, MESSAGE_PATTERN } from "./schemas";

const EVERYTHING = {
  key: fc.oneof(
    fc.string(),
    fc.constantFrom("__proto__", "constructor", "prototype", "city", "meta", "tags", "count"),
  ),
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withObjectString: true,
  withSparseArray: true,
  withTypedArray: true,
  withUnicodeString: true,
  maxDepth: 4,
} as const;

const anything = fc.oneof(
  fc.anything(EVERYTHING),
  fc.object(EVERYTHING),
  fc.dictionary(EVERYTHING.key, fc.anything(EVERYTHING)),
);
const schemas = [
  new ToolSchema(HOSTILE_PARAMETERS),
  new ToolSchema(HOSTILE_PARAMETERS, { strict: true }),
];

let prototypes: PrototypeSnapshot;
beforeAll(() => {
  prototypes = snapshotPrototypes();
});
afterAll(() => {
  expect(prototypeChanges(prototypes, snapshotPrototypes())).toEqual([]);
});

test("check never throws on generated values, never changes them, and says why it refuses", () => {
  fc.assert(
    fc.property(anything, (value) => {
      const before = deepSnapshot(value);
      for (const schema of schemas) {
        const result = schema.check(value);
        if (!result.success)
          for (const message of result.errors) expect(message).toMatch(MESSAGE_PATTERN);
        else expect(schema.validate({ ...result.value })).toEqual([]);
      }
      expect(deepSnapshot(value)).toEqual(before);
    }),
    { numRuns: 500 },
  );
});

test("validate never throws on generated values and adds only declared defaults", () => {
  fc.assert(
    fc.property(anything, (value) => {
      const keys =
        typeof value === "object" && value !== null ? new Set(Reflect.ownKeys(value)) : new Set();
      for (const message of schemas[1]?.validate(value as Record<string, unknown>) ?? []) {
        expect(message).toMatch(MESSAGE_PATTERN);
      }
      if (typeof value === "object" && value !== null) {
        for (const key of Reflect.ownKeys(value))
          if (!keys.has(key)) expect(["count", "tags", "meta"]).toContain(key);
      }
    }),
    { numRuns: 500 },
  );
});

test("the executor settles every generated call with a well-formed result", async () => {
  const tool = defineTool({
    name: "echo",
    inputSchema: { parameters: HOSTILE_PARAMETERS },
    credentialNames: [CANARY_CREDENTIAL],
    execute: (inputs) => ({ inputs }),
  });
  const raw = defineTool({
    name: "raw",
    credentialNames: [CANARY_CREDENTIAL],
    execute: (inputs) => ({ inputs }),
  });
  await fc.assert(
    fc.asyncProperty(anything, async (value) => {
      for (const target of [tool, raw]) {
        const { executor, events } = canaryExecutor();
        const before = deepSnapshot(value);
        expectWellFormed(await executor.execute(target, value, { raiseOnFailure: false }), events);
        expect(deepSnapshot(value)).toEqual(before);
      }
    }),
    { numRuns: 300 },
  );
});
