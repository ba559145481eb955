// Tools and executors for the tests, built with the real @kit/tools and @kit/credentials.
// The canary and the manager holding it are every workspace's, from @kit/test-support and
// @kit/test-executor.

import { canaryCredentials } from "@kit/test-executor";
import { type AnyTool, defineTool, type ToolCall, ToolExecutor } from "@kit/tools";

export { CANARY } from "@kit/test-support";
export { canaryCredentials };

/** Returns the weather; echoes its credential in the output on request. */
export const weatherTool: AnyTool = defineTool({
  name: "get_weather",
  description: "Current weather for a city",
  version: "2.1.0",
  credentialNames: ["weather-api-key"],
  inputSchema: {
    parameters: [
      { name: "city", type: "string" },
      { name: "echo", type: "boolean", required: false, default: false },
    ],
  },
  outputSchema: {
    parameters: [
      { name: "city", type: "string" },
      { name: "celsius", type: "float" },
      { name: "key", type: "string", required: false },
    ],
  },
  execute: ({ city, echo }, credentials) =>
    echo ? { city, celsius: 21.5, key: credentials["weather-api-key"] } : { city, celsius: 21.5 },
});

/** Fails with the credential in its message. */
export const leakyFailingTool: AnyTool = defineTool({
  name: "leaky_failure",
  credentialNames: ["weather-api-key"],
  execute: (_inputs, credentials) => {
    throw new Error(`upstream refused key ${credentials["weather-api-key"]}`);
  },
});

/** Returns an output that breaks its schema. */
export const badOutputTool: AnyTool = defineTool({
  name: "bad_output",
  outputSchema: { parameters: [{ name: "count", type: "integer" }] },
  execute: () => ({ count: "many" }) as unknown as { count: number },
});

/** Throws a plain error. */
export const throwingTool: AnyTool = defineTool({
  name: "throwing",
  execute: () => {
    throw new TypeError("boom");
  },
});

/** Waits longer than any timeout the tests use, unless aborted. */
export const slowTool: AnyTool = defineTool({
  name: "slow",
  execute: (_inputs, _credentials, context) =>
    new Promise<Record<string, unknown>>((_resolve, reject) => {
      context.signal.addEventListener("abort", () => reject(context.signal.reason), { once: true });
    }),
});

/** Succeeds with its inputs. */
export const echoTool: AnyTool = defineTool({
  name: "echo",
  description: "Returns its inputs",
  execute: (inputs: Record<string, unknown>) => ({ ...inputs }),
});

/**
 * Runs one call of `weatherTool` with the canary credential and hands back the executor's
 * own `ToolCall`, whose `redact` then hides the canary.
 */
export async function resolvedCall(): Promise<ToolCall> {
  const executor = new ToolExecutor({ credentials: canaryCredentials() });
  let captured: ToolCall | undefined;
  executor.use(async (call, next) => {
    const result = await next();
    captured = call;
    return result;
  });
  await executor.execute(weatherTool, { city: "Oslo" });
  if (captured === undefined) throw new Error("the interceptor did not run");
  return captured;
}
