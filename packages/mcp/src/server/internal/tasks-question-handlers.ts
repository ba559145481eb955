// The elicit and sample handlers of a task run on kit's server: an answer gathered before the
// task (askFirst) at once, else the question waits for the client as one of the task's.
import type { CallHandlers, ElicitHandler, SampleHandler } from "@kit/tools";
import type {
  ClientCapabilities,
  CreateMessageResult,
  ElicitResult,
} from "@modelcontextprotocol/server";
import { elicitAnswer, elicitationParams } from "./elicitation-request";
import { isElicitResult, isSamplingResult } from "./input-rounds";
import { sampleResponse, samplingParams } from "./sampling-request";
import { formElicitation } from "./session-id";
import type { LocalTask } from "./tasks-local";

/**
 * The handlers of a task's questions, for what the client declared it can answer.
 * @param earlier - answers gathered before the task, by question key (`kit-n`: the n-th question
 * the tool asks, elicitation and sampling counted together, as the rounds before it counted them).
 */
export function taskQuestionHandlers(
  local: LocalTask,
  capabilities: ClientCapabilities | undefined,
  earlier: Readonly<Record<string, unknown>> | undefined,
): Pick<CallHandlers, "elicit" | "sample"> {
  let asked = 0;
  const earlierAnswer = (): unknown => {
    asked += 1;
    return earlier?.[`kit-${asked}`];
  };
  const elicit: ElicitHandler | undefined = formElicitation(capabilities)
    ? async (request) => {
        const answer = earlierAnswer();
        if (isElicitResult(answer)) return elicitAnswer(answer);
        const response = await local.ask(
          { method: "elicitation/create", params: { ...elicitationParams(request) } },
          request.signal,
        );
        return elicitAnswer(response as ElicitResult);
      }
    : undefined;
  const sample: SampleHandler | undefined =
    capabilities?.sampling === undefined
      ? undefined
      : async (request) => {
          const answer = earlierAnswer();
          if (isSamplingResult(answer)) return sampleResponse(answer);
          const response = await local.ask(
            { method: "sampling/createMessage", params: { ...samplingParams(request) } },
            request.signal,
          );
          return sampleResponse(response as CreateMessageResult);
        };
  return { elicit, sample };
}
