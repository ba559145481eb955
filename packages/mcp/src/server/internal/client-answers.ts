// Stateless HTTP's answers from the client: a tool's elicitation or sampling request goes out on
// the SSE stream of the POST that called the tool, and the client answers it in a POST of its
// own, which this process hands to the server still waiting for it. Each server numbers its
// requests from 0, so a request leaves under an id unique in the process (and not guessable),
// and its answer comes back under the server's own id.
import { randomUUID } from "node:crypto";
import {
  isJSONRPCErrorResponse,
  isJSONRPCRequest,
  isJSONRPCResultResponse,
  type JSONRPCMessage,
  type RequestId,
  type Transport,
} from "@modelcontextprotocol/server";

type Answer = JSONRPCMessage & { id: RequestId };

/** Whether a message is an answer to a server's request (a result or an error with an id). */
export function isAnswer(message: unknown): message is Answer {
  return isJSONRPCResultResponse(message) || isJSONRPCErrorResponse(message);
}

/** The server requests of this process that wait for the client's answer. */
export class ClientAnswers {
  readonly #waiting = new Map<string, (answer: Answer) => void>();

  /** How many requests wait for an answer. */
  get size(): number {
    return this.#waiting.size;
  }

  /**
   * Sends the transport's requests under ids of this process, and its cancellations under the
   * same ids, and routes their answers back to it.
   * @returns forgets the transport's requests that still wait (its request has ended).
   */
  attach(transport: Transport): () => void {
    // The transport's own id of each request still waiting, and the id it left under.
    const sent = new Map<RequestId, string>();
    const send = transport.send.bind(transport);
    transport.send = (message, options) => {
      if (isJSONRPCRequest(message)) {
        const id = `kit-${randomUUID()}`;
        const own = message.id;
        sent.set(own, id);
        this.#waiting.set(id, (answer) => {
          sent.delete(own);
          transport.onmessage?.({ ...answer, id: own });
        });
        return send({ ...message, id }, options);
      }
      if ("method" in message && message.method === "notifications/cancelled") {
        const own = (message.params as { requestId?: RequestId } | undefined)?.requestId;
        const id = own === undefined ? undefined : sent.get(own);
        if (id !== undefined) {
          sent.delete(own as RequestId);
          this.#waiting.delete(id);
          return send({ ...message, params: { ...message.params, requestId: id } }, options);
        }
      }
      return send(message, options);
    };
    return () => {
      for (const id of sent.values()) this.#waiting.delete(id);
      sent.clear();
    };
  }

  /**
   * Hands an answer to the server whose request it answers.
   * @returns false when no request of this process waits for it (it ended, or another process
   * sent it).
   */
  deliver(answer: Answer): boolean {
    const id = String(answer.id);
    const waiting = this.#waiting.get(id);
    if (waiting === undefined) return false;
    this.#waiting.delete(id);
    waiting(answer);
    return true;
  }
}
