import { connectMcpServer } from "@kit/mcp";

const reports = await connectMcpServer({
  name: "reports",
  url: "https://reports.example.com/mcp",
  tasks: "auto",
});
// Started now, come back to later (from this or another connection), by the server's id.
const task = await reports.startTask("monthly_report", { month: "2026-11" });
console.log(task.status, task.pollIntervalMs);
const later = await reports.getTask(task.taskId);
if (later.status === "working") {
  // Waiting ends after ten minutes; the task goes on until the server ends it or cancelTask.
  const output = await reports.awaitTask(task.taskId, { timeoutMs: 600_000 });
  console.log(output);
}
await reports.close();
