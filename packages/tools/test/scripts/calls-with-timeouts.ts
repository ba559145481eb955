// Runs calls with long timeouts that all settle early; the process must then exit at once.
import { defineTool, ToolExecutor } from "@kit/tools";

const quick = defineTool({ name: "quick", execute: async () => ({ ok: true }) });
const failing = defineTool({
  name: "failing",
  execute: async () => {
    throw new Error("fails early");
  },
});
const executor = new ToolExecutor({ timeoutMs: 600_000 });
const controller = new AbortController();
const results = await Promise.all([
  executor.execute(quick, {}),
  executor.execute(quick, {}, { timeoutMs: 600_000, signal: controller.signal }),
  executor.execute(failing, {}, { raiseOnFailure: false }),
  executor.execute(quick, {}, { signal: controller.signal }),
  // Longer than one timer holds: waited for in steps, each step's timer cleared too.
  executor.execute(quick, {}, { timeoutMs: 2 ** 31 }),
  executor.execute(quick, {}, { timeoutMs: Number.MAX_VALUE }),
]);
const timers = process.getActiveResourcesInfo().filter((name) => name === "Timeout");
console.log(
  JSON.stringify({ statuses: results.map((result) => result.status), timers: timers.length }),
);
