// Handlers that ask a server's question of the caller of the call it comes from, through that
// call's own `context.elicit` and `context.sample`: how the gateway passes an upstream tool's
// question on to its own client (whatever era each side speaks). The connection's own handlers
// keep priority; these stand in only for the ones it lacks.
import type {
  CallHandlers,
  ElicitHandler,
  SampleHandler,
  SamplingMessage,
  ToolContext,
} from "@kit/tools";

/** Finds the context of the call a server's request is taken to come from. */
export type CallerContext = () => ToolContext | undefined;

/** A connection's handlers. */
type ConnectionHandlers = Pick<CallHandlers, "elicit" | "sample" | "onLog">;

/** A connection's handlers, with an answer to both kinds of question. */
export type AnsweringHandlers = ConnectionHandlers & {
  readonly elicit: ElicitHandler;
  readonly sample: SampleHandler;
};

/**
 * The connection's handlers, with `elicit` and `sample` filled in where missing by the running
 * call's context.
 * @param caller - the one running call's context; undefined when none or several run, and then
 * the question is refused (it cannot be told which caller to ask).
 * @param clean - replaces the connection's secret values in a text the caller is shown.
 */
export function callerHandlers(
  handlers: ConnectionHandlers,
  caller: CallerContext,
  clean: (text: string) => string,
): AnsweringHandlers {
  const context = (kind: string): ToolContext => {
    const found = caller();
    if (found === undefined) {
      throw new Error(
        `The server's ${kind} request cannot be passed on: kit cannot tell which of the calls running (none or several) asked it.`,
      );
    }
    return found;
  };
  return {
    ...handlers,
    elicit:
      handlers.elicit ??
      (async (request) => context("elicitation").elicit(clean(request.message), request.schema)),
    sample:
      handlers.sample ??
      (async (request) =>
        context("sampling").sample({
          messages: request.messages.map((message) => cleanMessage(message, clean)),
          maxTokens: request.maxTokens,
          systemPrompt:
            request.systemPrompt === undefined ? undefined : clean(request.systemPrompt),
          temperature: request.temperature,
          stopSequences: request.stopSequences,
          modelPreferences: request.modelPreferences,
        })),
  };
}

// A message of the conversation with its text cleaned; images and audio go as they are.
function cleanMessage(message: SamplingMessage, clean: (text: string) => string): SamplingMessage {
  const { content } = message;
  if (content.type !== "text") return message;
  return { role: message.role, content: { ...content, text: clean(content.text) } };
}
