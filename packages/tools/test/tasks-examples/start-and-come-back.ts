import { defineTool, ToolExecutor } from "@kit/tools";

const monthlyReport = defineTool({
  name: "monthly_report",
  description: "Build the sales report of a month.",
  inputSchema: { parameters: [{ name: "month", type: "string" }] },
  effects: { readOnly: true },
  execute: async ({ month }, _credentials, context) => {
    for (let week = 1; week <= 4; week++) {
      await new Promise((resolve) => setTimeout(resolve, 20)); // one long step
      context.progress(week, 4, `week ${week} of ${month}`);
    }
    return { month, rows: 1200 };
  },
});

const executor = new ToolExecutor();
const task = await executor.startTask(monthlyReport, { month: "2026-11" });
console.log(task.status);
// working

// The request that started it may end now. Later, by its id, from any executor sharing the store:
const result = await executor.awaitTask(task.taskId);
console.log(result.output);
// { month: '2026-11', rows: 1200 }
const done = await executor.getTask(task.taskId);
console.log(done.status, done.progress);
// completed { done: 4, total: 4, message: 'week 4 of 2026-11' }
