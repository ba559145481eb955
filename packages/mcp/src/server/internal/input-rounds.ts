// context.elicit and context.sample on a request of protocol 2026-07-28, where a server asks the
// client nothing mid-call: a question the call has no answer for yet ends the round with an
// InputRequiredResult, and the client's retry (same tool, same arguments, `inputResponses`,
// the sealed `requestState`) runs the tool again, which this time finds the answer. The n-th
// question of a run is asked under the key `kit-n`; answers of earlier rounds ride in the state.
import type { ElicitHandler, SampleHandler } from "@kit/tools";
import {
  type CreateMessageResult,
  type ElicitResult,
  type InputRequest,
  type InputRequiredResult,
  inputRequired,
  type ServerContext,
} from "@modelcontextprotocol/server";
import { invalidParams } from "./call-result";
import { elicitAnswer, elicitationParams } from "./elicitation-request";
import {
  type RequestStateBinding,
  RequestStateRefusal,
  type RequestStateSeal,
} from "./request-state-seal";
import { sampleResponse, samplingParams } from "./sampling-request";

/** The error a tool's question rejects with while the client has not answered it yet. */
export class InputPendingError extends Error {
  override readonly name = "InputPendingError";
}

/** The questions and answers of one tools/call request of protocol 2026-07-28. */
export class InputRounds {
  readonly #binding: RequestStateBinding;
  readonly #seal: RequestStateSeal;
  readonly #answers: Record<string, unknown>;
  #asked = 0;
  #pending: Record<string, InputRequest> | undefined;

  private constructor(
    binding: RequestStateBinding,
    seal: RequestStateSeal,
    answers: Record<string, unknown>,
  ) {
    this.#binding = binding;
    this.#seal = seal;
    this.#answers = answers;
  }

  /**
   * The rounds of a request: the answers its sealed state carries, and those of its
   * `inputResponses` that answer the questions of the last round.
   * @throws ProtocolError (-32602) when the state is not one this key sealed for this call, or
   * has expired.
   */
  static read(
    ctx: ServerContext,
    binding: RequestStateBinding,
    seal: RequestStateSeal,
  ): InputRounds {
    const token = ctx.mcpReq.requestState<unknown>();
    const answers: Record<string, unknown> = {};
    if (token === undefined) return new InputRounds(binding, seal, answers);
    if (typeof token !== "string") throw invalidParams("Invalid requestState: it must be a string");
    try {
      const opened = seal.open(token, binding);
      Object.assign(answers, opened.answers);
      const responses = ctx.mcpReq.inputResponses ?? {};
      for (const key of opened.pending) {
        if (Object.hasOwn(responses, key)) answers[key] = responses[key];
      }
    } catch (error) {
      if (error instanceof RequestStateRefusal) throw invalidParams(error.message);
      throw error;
    }
    return new InputRounds(binding, seal, answers);
  }

  /** The answers of every round so far (its sealed state's and its `inputResponses`), by key. */
  get answers(): Readonly<Record<string, unknown>> {
    return this.#answers;
  }

  /** Whether a question of this round waits for the client. */
  get pending(): boolean {
    return this.#pending !== undefined;
  }

  /** The elicit handler of the round: an earlier answer, or the question for the client. */
  readonly elicit: ElicitHandler = async (request) => {
    const key = this.#nextKey();
    const answer = this.#answers[key];
    if (isElicitResult(answer)) return elicitAnswer(answer);
    throw this.#ask(key, inputRequired.elicit(elicitationParams(request)));
  };

  /** The sample handler of the round: an earlier completion, or the request for the client. */
  readonly sample: SampleHandler = async (request) => {
    const key = this.#nextKey();
    const answer = this.#answers[key];
    if (isSamplingResult(answer)) return sampleResponse(answer);
    throw this.#ask(key, inputRequired.createMessage(samplingParams(request)));
  };

  /** The round's result: its questions, and the sealed state the client sends back. */
  result(): InputRequiredResult {
    const inputRequests = this.#pending ?? {};
    return inputRequired({
      inputRequests,
      requestState: this.#seal.seal(this.#binding, {
        answers: this.#answers,
        pending: Object.keys(inputRequests),
      }),
    });
  }

  #nextKey(): string {
    this.#asked += 1;
    return `kit-${this.#asked}`;
  }

  // One question a round: a tool that goes on after its question was refused (or asks two at
  // once) gets its later questions refused too, and they are asked in the next round.
  #ask(key: string, request: InputRequest): InputPendingError {
    if (this.#pending === undefined) this.#pending = { [key]: request };
    return new InputPendingError(
      "The client answers this question in a retry of the call (protocol 2026-07-28); the tool runs again then",
    );
  }
}

/** Whether an answer is the client's answer to an elicitation. */
export function isElicitResult(value: unknown): value is ElicitResult {
  const action = (value as { action?: unknown } | null | undefined)?.action;
  return action === "accept" || action === "decline" || action === "cancel";
}

/** Whether an answer is the client's answer to a sampling request. */
export function isSamplingResult(value: unknown): value is CreateMessageResult {
  if (typeof value !== "object" || value === null) return false;
  const { role, content, model } = value as Record<string, unknown>;
  return typeof role === "string" && typeof content === "object" && typeof model === "string";
}
