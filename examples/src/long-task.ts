// A long call as a task: the demo starts it, the request that started it has its answer at once,
// and the demo comes back to it by its id, as another request (or another replica sharing a
// Redis task store) would: reading its progress while it runs, then awaiting its result.
import { defineTool, type ToolExecutor } from "@kit/tools";
import type { CallTally } from "./call-tally";
import { heading, say } from "./printer";

/** The id the demo gives its task (a task id is a random UUID unless the caller names one). */
const DEMO_TASK_ID = "task_demo_monthly_report";

const STEP_MS = 250;

// Not one of the model's tools: a report that takes four steps, the kind of call to run as a task.
const monthlyReport = defineTool({
  name: "monthly_report",
  description: "Build the sales report of a month (takes a while).",
  effects: { readOnly: true, openWorld: false },
  inputSchema: { parameters: [{ name: "month", type: "string" }] },
  async execute({ month }, _credentials, context) {
    for (let week = 1; week <= 4; week += 1) {
      await new Promise((resolve) => setTimeout(resolve, STEP_MS));
      context.signal.throwIfAborted();
      context.progress(week, 4, `week ${week} of ${month}`);
    }
    return { month, rows: 1200 };
  },
});

/** Starts the report as a task, reads it while it runs, then awaits its result. */
export async function runLongTask(executor: ToolExecutor, tally: CallTally): Promise<void> {
  heading("A long call as a task: started now, come back to it later by its id");
  let halfway: () => void = () => {};
  const reachedHalfway = new Promise<void>((resolve) => {
    halfway = resolve;
  });
  const task = await executor.startTask(
    monthlyReport,
    { month: "2026-11" },
    { taskId: DEMO_TASK_ID, onProgress: (progress) => progress.done >= 2 && halfway() },
  );
  say(
    "task",
    `started ${task.taskId} (${task.toolName}): ${task.status}; the request that started it has its answer now`,
  );
  // Later, as another request would: once the task is halfway, by its id alone. The store
  // holds its last progress as the task wrote it (at most every 250 ms).
  await reachedHalfway;
  await new Promise((resolve) => setTimeout(resolve, 300));
  const read = await executor.getTask(task.taskId);
  const progress = read.progress;
  say(
    "task",
    `read by its id: ${read.status}${progress ? `, ${progress.done}/${progress.total}: ${progress.message}` : ""}`,
  );
  const result = await executor.awaitTask(task.taskId);
  tally.add(result.toolName, result);
  say("task", `awaited by its id: ${result.status}: ${JSON.stringify(result.output)}`);
  say(
    "task",
    "its span roots a trace of its own, linked to the span that started it; each read is a span linked to it (below)",
  );
}
