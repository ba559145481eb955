// Tools and helpers shared by the executor tests.

import type { ToolContext } from "../src/context/tool-context";
import type { CredentialResolver } from "../src/executor/credential-resolver";
import type { ToolEventName } from "../src/executor/tool-events";
import type { ToolExecutor } from "../src/executor/tool-executor";
import { defineTool } from "../src/tool/define-tool";
import type { AnyTool } from "../src/tool/tool";

/** A tool that runs `body` with inputs `{ city: string, units = "metric" }`, output unchecked. */
export function toolRunning(
  body: (inputs: Record<string, unknown>, context: ToolContext) => unknown,
  name = "probe",
): AnyTool {
  return defineTool({
    name,
    inputSchema: {
      parameters: [
        { name: "city", type: "string" },
        { name: "units", type: "string", required: false, default: "metric" },
      ],
    },
    execute: (inputs, _credentials, context) => body(inputs, context),
  });
}

/** A tool whose output must be `{ city: string, temperature: float }`. */
export function toolReturning(body: () => unknown, name = "weather"): AnyTool {
  return defineTool({
    name,
    outputSchema: {
      parameters: [
        { name: "city", type: "string" },
        { name: "temperature", type: "float" },
      ],
    },
    execute: () => body() as never,
  });
}

/** A resolver holding fixed values, recording what it was asked. */
export function fakeResolver(values: Record<string, string>): CredentialResolver & {
  calls: { names: readonly string[]; signal: AbortSignal | undefined }[];
} {
  const calls: { names: readonly string[]; signal: AbortSignal | undefined }[] = [];
  return {
    calls,
    async resolve(names, options) {
      calls.push({ names, signal: options?.signal });
      const missing = names.filter((name) => !Object.hasOwn(values, name));
      if (missing.length > 0) throw new Error(`not found: ${missing.join(", ")}`);
      return Object.freeze({ ...values });
    },
  };
}

/** Records every event of an executor, in order, as [name, payload]. */
export function recordEvents(executor: ToolExecutor): [ToolEventName, unknown][] {
  const seen: [ToolEventName, unknown][] = [];
  for (const name of [
    "tool.execution.started",
    "tool.execution.completed",
    "tool.execution.failed",
  ] as const) {
    executor.on(name, (event) => {
      seen.push([name, event]);
    });
  }
  return seen;
}

export { never } from "@kit/test-support";
