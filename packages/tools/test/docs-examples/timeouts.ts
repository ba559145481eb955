import { setTimeout as sleep } from "node:timers/promises";
import { defineTool, ToolExecutor } from "@kit/tools";

const slow = defineTool({
  name: "slow",
  async execute(_inputs, _credentials, { signal }) {
    // Pass the signal on, so the work stops too; the call settles on time regardless.
    await sleep(60_000, undefined, { signal });
    return {};
  },
});
const executor = new ToolExecutor({ timeoutMs: 30_000 }); // for every call

const timedOut = await executor.execute(slow, {}, { timeoutMs: 20, raiseOnFailure: false });
console.log(timedOut.error?.message);
// Tool 'slow' execution failed: timed out after 20 ms

const controller = new AbortController();
const pending = executor.execute(slow, {}, { signal: controller.signal, raiseOnFailure: false });
controller.abort(new Error("user cancelled"));
console.log((await pending).error?.message);
// Tool 'slow' execution failed: user cancelled
