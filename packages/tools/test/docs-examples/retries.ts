import { defineTool, ToolExecutor } from "@kit/tools";

let runs = 0;
const fetchRate = defineTool({
  name: "fetch_rate",
  effects: { readOnly: true }, // read-only, so safe to run again
  execute: () => {
    runs++;
    if (runs < 3) {
      // Mark a failure that another attempt may fix (a 503, a reset connection).
      throw Object.assign(new Error("503 Service Unavailable"), { retryable: true });
    }
    return { rate: 1.08 };
  },
});
const executor = new ToolExecutor({ retry: { attempts: 3, delayMs: 10 } });

const result = await executor.execute(fetchRate, {});
console.log(result.output, "after", result.attempts, "attempts");
// { rate: 1.08 } after 3 attempts
