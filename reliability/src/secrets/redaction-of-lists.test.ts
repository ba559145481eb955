// Redaction walks lists by their own keys: a huge sparse list settles (it once crashed the
// process with "invalid array length"), and a secret on a list's extra property is hidden.
import { inspect } from "node:util";
import { CANARY_CREDENTIAL, canaryExecutor } from "@kit/test-executor";
import { CANARY } from "@kit/test-support";
import { defineTool } from "@kit/tools";
import { expect, test } from "vitest";

function echoing(output: (secret: string) => unknown) {
  return defineTool({
    name: "lists",
    credentialNames: [CANARY_CREDENTIAL],
    execute: (_inputs, credentials) => output(credentials[CANARY_CREDENTIAL] ?? ""),
  });
}

test("a sparse list of length 2**32-1 in an output fails at once: holes are not JSON data", async () => {
  const { executor } = canaryExecutor();
  const tool = echoing((secret) => {
    const list: unknown[] = [];
    list[2 ** 32 - 2] = secret;
    return { list };
  });
  const result = await executor.execute(tool, {}, { raiseOnFailure: false });
  expect(result.status).toBe("failure");
  expect(result.error?.message).toContain(
    "Output 'list': expected JSON data, got a list with holes (length 4294967295, 1 items)",
  );
  expect(inspect(result, { depth: Number.POSITIVE_INFINITY })).not.toContain(CANARY);
});

test("a sparse list of length 2**32-1 holding the secret in a thrown value settles, redacted, holes kept", async () => {
  const { executor } = canaryExecutor();
  const tool = echoing((secret) => {
    const list: unknown[] = [];
    list[2 ** 32 - 2] = secret;
    throw Object.assign(new Error("failed"), { list });
  });
  const result = await executor.execute(tool, {}, { raiseOnFailure: false });
  const list = (result.error?.cause as { list: unknown[] } | undefined)?.list ?? [];
  expect(list.length).toBe(2 ** 32 - 1);
  expect(list[2 ** 32 - 2]).toBe("[REDACTED]");
  expect(Object.keys(list)).toEqual(["4294967294"]);
});

test("a secret on a list's extra property is redacted", async () => {
  const { executor } = canaryExecutor();
  const tool = echoing((secret) => ({ list: Object.assign(["kept"], { note: secret }) }));
  const result = await executor.execute(tool, {});
  expect(inspect(result, { depth: Number.POSITIVE_INFINITY, showHidden: true })).not.toContain(
    CANARY,
  );
  expect((result.output as { list: string[] }).list).toEqual(
    Object.assign(["kept"], { note: "[REDACTED]" }),
  );
});
