// The questions of a task of protocol 2025-11-25, asked through the client's tasks/result: each
// sent as a request on that request's stream, tied to the task by its related-task `_meta`.
import { RELATED_TASK_META_KEY, type ServerContext } from "@modelcontextprotocol/server";
import type { TaskQuestion } from "./tasks-local";

/** Where a task's waiting questions are read: the task running here, or the store's copy. */
export interface QuestionSource {
  pending(): ReadonlyMap<string, TaskQuestion>;
  /** Calls `listener` when a question may have come; returns the function that stops it. */
  onQuestion(listener: () => void): () => void;
}

// The SDK's own wait for an answer is lifted: a person may take longer; the call's signal ends it.
const NO_SDK_TIMEOUT = 2_147_483_647;

/**
 * Asks the client each question of the task, now and as they come, through the request of
 * tasks/result; an answer goes to `answer` (and from there to the tool, on whichever replica).
 * @returns the function that stops asking.
 */
export function askThrough(
  source: QuestionSource,
  taskId: string,
  ctx: ServerContext,
  answer: (key: string, response: unknown) => void,
): () => void {
  const sent = new Set<string>();
  const send = (): void => {
    for (const [key, question] of source.pending()) {
      if (sent.has(key)) continue;
      sent.add(key);
      sendQuestion(question, taskId, ctx).then(
        (response) => answer(key, response),
        () => {
          // The client did not answer (the request ended): the question waits for another
          // tasks/result.
          sent.delete(key);
        },
      );
    }
  };
  send();
  return source.onQuestion(send);
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
