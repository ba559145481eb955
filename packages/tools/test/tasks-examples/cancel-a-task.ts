import { defineTool, ToolExecutor } from "@kit/tools";

const exportAll = defineTool({
  name: "export_all",
  effects: { readOnly: true },
  execute: (_inputs, _credentials, context) =>
    new Promise((_resolve, reject) => {
      // A long export that stops when its signal aborts.
      context.signal.addEventListener("abort", () => reject(context.signal.reason));
    }),
});

const executor = new ToolExecutor();
const task = await executor.startTask(exportAll, {});
await executor.cancelTask(task.taskId);
const result = await executor.awaitTask(task.taskId, { raiseOnFailure: false });
console.log(result.status, (await executor.getTask(task.taskId)).status);
// failure cancelled
