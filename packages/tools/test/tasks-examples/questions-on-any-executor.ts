import { defineTool, type ElicitAnswer, ToolExecutor } from "@kit/tools";

const deploy = defineTool({
  name: "deploy",
  effects: { idempotent: true },
  execute: async (_inputs, _credentials, context) => {
    const answer = await context.elicit("Deploy 1.2.0 to production?", {
      parameters: [{ name: "confirm", type: "boolean" }],
    });
    return { deployed: answer.action === "accept" && answer.content.confirm === true };
  },
});

// Every replica: an executor on the same shared stores.tasks (here, one process's memory).
const executor = new ToolExecutor();
const taskId = "deploy-1.2.0";
await executor.startTask(
  deploy,
  {},
  {
    taskId,
    // The process running the task asks on its behalf: the question is kept with the task.
    elicit: async (request) =>
      (await executor.askInTask(
        taskId,
        "confirm",
        { message: request.message },
        request.signal,
      )) as ElicitAnswer,
  },
);

// Anywhere sharing the store: the question, then the answer, which reaches the waiting tool.
let task = await executor.getTask(taskId);
while (task.questions === undefined) {
  await new Promise((resolve) => setTimeout(resolve, 10));
  task = await executor.getTask(taskId);
}
console.log(task.status, task.questions);
// input_required { confirm: { message: 'Deploy 1.2.0 to production?' } }
await executor.answerTask(taskId, "confirm", { action: "accept", content: { confirm: true } });
console.log((await executor.awaitTask(taskId)).output);
// { deployed: true }
