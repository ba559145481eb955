// Every corpus payload through executor.execute, with and without an input schema, with a
// credential resolved (so redaction runs over what comes back): result mode always
// resolves to a well-formed result, strict mode rejects only with a typed error, the
// caller's objects and the built-in prototypes stay untouched.

import { CANARY_CREDENTIAL, canaryExecutor } from "@kit/test-executor";
import { AgentKitError, defineTool, type ToolResult } from "@kit/tools";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { deepSnapshot } from "../support/deep-snapshot";
import { expectWellFormed } from "../support/kit";
import {
  type PrototypeSnapshot,
  prototypeChanges,
  snapshotPrototypes,
} from "../support/prototypes";
import { CORPUS } from "./corpus";
import { HOSTILE_PARAMETERS } from "./schemas";

const echo = (inputs: unknown) => ({ echoed: inputs });
const TOOLS = [
  [
    "with an input schema",
    defineTool({
      name: "schema_echo",
      inputSchema: { parameters: HOSTILE_PARAMETERS },
      credentialNames: [CANARY_CREDENTIAL],
      execute: echo,
    }),
  ],
  [
    "without an input schema",
    defineTool({ name: "raw_echo", credentialNames: [CANARY_CREDENTIAL], execute: echo }),
  ],
] as const;

let prototypes: PrototypeSnapshot;
beforeAll(() => {
  prototypes = snapshotPrototypes();
});
afterAll(() => {
  expect(prototypeChanges(prototypes, snapshotPrototypes())).toEqual([]);
});

describe.each(TOOLS)("a tool %s", (_kind, tool) => {
  test.each(CORPUS)("result mode: $label", async ({ make }) => {
    const { executor, events } = canaryExecutor();
    const input = make();
    const before = deepSnapshot(input);
    const result: ToolResult = await executor.execute(tool, input, {
      raiseOnFailure: false,
      callId: "c1",
    });
    expectWellFormed(result, events);
    expect(deepSnapshot(input)).toEqual(before);
    expect(Object.prototype).not.toHaveProperty("polluted");
  });

  test.each(CORPUS)("strict mode: $label", async ({ make }) => {
    const { executor } = canaryExecutor();
    try {
      const result = await executor.execute(tool, make());
      expect(result.status).toBe("success");
    } catch (error) {
      expect(AgentKitError.isInstance(error)).toBe(true);
    }
  });
});
