// The tool call every dispatch case handles: one Chat Completions reply with one function call
// whose arguments are JSON text, a trivial tool, and the tool message each path must give back.
import type { BenchCase } from "../harness/measure";

/** A function tool call of a Chat Completions reply. */
export interface ChatToolCall {
  readonly id: string;
  readonly type: "function";
  readonly function: { readonly name: string; readonly arguments: string };
}

/** The parts of a Chat Completions reply (`ChatCompletion`) that the paths read. */
export interface ChatReply {
  readonly id: string;
  readonly choices: readonly {
    readonly message: { readonly tool_calls?: readonly ChatToolCall[] | null };
  }[];
}

/** The message each path gives back for the next request (`ChatCompletionToolMessageParam`). */
export interface ChatToolMessage {
  readonly role: "tool";
  readonly tool_call_id: string;
  readonly content: string;
}

function replyWith(argumentsText: string): ChatReply {
  const message = {
    role: "assistant",
    content: null,
    refusal: null,
    tool_calls: [
      {
        id: "call_1",
        type: "function",
        function: { name: "fetch_weather", arguments: argumentsText },
      },
    ],
  } as const;
  return {
    id: "chatcmpl-1",
    choices: [{ message }],
  };
}

/** The reply of every timed call: `{"city":"Oslo"}`, so both defaults apply. */
const REPLY: ChatReply = replyWith('{"city":"Oslo"}');

/** A reply whose arguments the tool's schema refuses (`city` a number). */
const BAD_REPLY: ChatReply = replyWith('{"city":7}');

/** The arguments once parsed, checked and completed with their defaults: the direct call's input. */
export const PARSED_INPUT = { city: "Oslo", country: "US", units: "imperial" } as const;

/** What the tool returns. */
export interface Forecast {
  readonly city: string;
  readonly units: string;
  readonly temperature: number;
}

/** The tool's work: a constant answer that shows the default `units` was applied. */
export async function forecast(inputs: {
  readonly city: string;
  readonly units: string;
}): Promise<Forecast> {
  return { city: inputs.city, units: inputs.units, temperature: 21 };
}

/** The content of the tool message for {@link REPLY}. */
const EXPECTED_CONTENT = '{"city":"Oslo","units":"imperial","temperature":21}';

/**
 * Checks a path's messages: for {@link REPLY}, exactly one message for `call_1` with the
 * expected content; for {@link BAD_REPLY}, one message for `call_1` that is not a success.
 * @throws Error naming the contender when the messages are wrong.
 */
function checkMessages(
  contender: string,
  messages: readonly ChatToolMessage[],
  valid: boolean,
): void {
  const [message] = messages;
  const fine =
    messages.length === 1 &&
    message?.role === "tool" &&
    message.tool_call_id === "call_1" &&
    (valid ? message.content === EXPECTED_CONTENT : !message.content.includes('"temperature"'));
  if (!fine) {
    throw new Error(
      `${contender}: wrong tool message for ${valid ? "valid" : "invalid"} arguments: ${JSON.stringify(messages)}`,
    );
  }
}

/** One contender of the dispatch part: its timed case and the check that comes before it. */
export interface ReplyContender {
  readonly case: BenchCase;
  /** Runs a valid and an invalid call and checks the messages ({@link checkMessages}). */
  verify(): Promise<void>;
}

/**
 * @param name - the case's name in the table.
 * @param contender - who is checked, for the error message.
 * @param runReply - the contender's path from a reply to its tool messages.
 */
export function replyContender(
  name: string,
  contender: string,
  runReply: (reply: ChatReply) => Promise<readonly ChatToolMessage[]>,
): ReplyContender {
  return {
    case: { name, run: () => runReply(REPLY) },
    verify: async () => {
      checkMessages(contender, await runReply(REPLY), true);
      checkMessages(contender, await runReply(BAD_REPLY), false);
    },
  };
}
