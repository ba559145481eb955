// The questions of a task of protocol 2025-11-25, asked through the client's tasks/result: each
// sent as a request on that request's stream, tied to the task by its related-task `_meta`.
import { RELATED_TASK_META_KEY, type ServerContext } from "@modelcontextprotocol/server";
import type { LocalTask, TaskQuestion } from "./tasks-local";

// The SDK's own wait for an answer is lifted: a person may take longer; the call's signal ends it.
const NO_SDK_TIMEOUT = 2_147_483_647;

/**
 * Asks the client each question of the task, now and as they come, through the request of
 * tasks/result; an answer goes to the tool.
 * @returns the function that stops asking.
 */
export function askThrough(local: LocalTask, taskId: string, ctx: ServerContext): () => void {
  const sent = new Set<string>();
  const send = (): void => {
    for (const [key, question] of local.pending()) {
      if (sent.has(key)) continue;
      sent.add(key);
      sendQuestion(question, taskId, ctx).then(
        (answer) => local.answer(key, answer),
        () => {
          // The client did not answer (the request ended): the question waits for another
          // tasks/result.
          sent.delete(key);
        },
      );
    }
  };
  send();
  return local.onQuestion(send);
}

function sendQuestion(
  question: TaskQuestion,
  taskId: string,
  ctx: ServerContext,
): Promise<unknown> {
  const params = { ...question.params, _meta: { [RELATED_TASK_META_KEY]: { taskId } } };
  return ctx.mcpReq.send(
    { method: question.method, params },
    { signal: ctx.mcpReq.signal, timeout: NO_SDK_TIMEOUT },
  );
}
