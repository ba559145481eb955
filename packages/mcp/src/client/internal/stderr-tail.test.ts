import { PassThrough } from "node:stream";
import { CANARY } from "@kit/test-support";
import { expect, test } from "vitest";
import { SecretValues } from "./secret-values";
import { StderrTail } from "./stderr-tail";

const LIMIT = 16_384;

/** A tail fed `chunks`, read with the canary as the connection's secret. */
async function tailOf(...chunks: string[]): Promise<string> {
  const stream = new PassThrough();
  const tail = new StderrTail();
  tail.follow(stream);
  for (const chunk of chunks) stream.write(chunk);
  await new Promise((resolve) => setImmediate(resolve));
  return tail.read(new SecretValues([CANARY]));
}

test("kept whole while short; a secret in it replaced", async () => {
  expect(await tailOf("starting\n", `using ${CANARY}\n`)).toBe("starting\nusing [REDACTED]\n");
});

// The last LIMIT characters of `${head}${CANARY}${rest}` start `into` characters into the secret.
function restAfterCut(into: number, rest: (length: number) => string): string {
  return rest(LIMIT - (CANARY.length - into));
}

test.each([1, 5, 13, CANARY.length - 1])(
  "cut %i characters into a secret, on lines: the cut line is dropped, no half secret kept",
  async (into) => {
    const rest = restAfterCut(into, (length) => `\n${"z".repeat(length - 12)}\nlast line\n`);
    const text = await tailOf(`first line\nsecret: ${CANARY}`, rest);
    expect(text).toBe(rest.slice(1));
  },
);

test.each([1, 5, 13, CANARY.length - 1])(
  "cut %i characters into a secret, in one long line: the rest of it is replaced",
  async (into) => {
    const rest = restAfterCut(into, (length) => ` and the line goes on${"y".repeat(length - 21)}`);
    const text = await tailOf(`${"x".repeat(100)}${CANARY}`, rest);
    expect(text).toBe(`[REDACTED]${rest}`);
  },
);

test("a cut tail with no secret at its start is kept as it is", async () => {
  const text = await tailOf("x".repeat(LIMIT + 10));
  expect(text).toBe("x".repeat(LIMIT));
});
