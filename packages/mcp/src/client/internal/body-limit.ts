// Hot path: every body of an HTTP answer a connection reads passes through here. The limit on
// one message holds while the body is read, so a server that sends more never gets it held: a
// JSON body is one message; an event stream holds one per event, and each event is counted from
// the blank line that ended the one before (so a long stream of small events goes on).

const LF = 10;
const CR = 13;

/** The error a body that passed the limit ends with. */
export class BodyLimitError extends Error {
  /** The most bytes of one message. */
  readonly limit: number;

  /** @param limit - the most bytes of one message. */
  constructor(limit: number) {
    super(`a message of more than ${limit} bytes, the most kit reads`);
    this.name = "BodyLimitError";
    this.limit = limit;
  }
}

/** What a limited body tells while it is read. */
export interface BodyWatch {
  /** The most bytes of one message. */
  readonly limit: number;
  /** Whether the body is an event stream (the limit holds per event) or one message. */
  readonly events: boolean;
  /** The body passed the limit; it ends with a {@link BodyLimitError} and is read no further. */
  readonly over: () => void;
  /** The body broke off (the socket closed, the server died) before its end. */
  readonly broken: (error: unknown) => void;
}

/** The size of the event being read in an event stream, across the chunks it arrives in. */
export class EventSizes {
  #size = 0;
  // No byte of the current line seen yet: a line end now is a blank line, the end of an event.
  #lineEmpty = true;
  // The last byte was a CR: an LF right after it belongs to the same line end.
  #afterCR = false;

  /** Reads a chunk; returns the largest size an event reached in it. */
  add(chunk: Uint8Array): number {
    const length = chunk.length;
    let largest = this.#size;
    let nextLF = -2;
    let nextCR = -2;
    let at = 0;
    while (at < length) {
      if (this.#afterCR) {
        this.#afterCR = false;
        if (chunk[at] === LF) {
          at += 1;
          continue;
        }
      }
      if (nextLF !== -1 && nextLF < at) nextLF = chunk.indexOf(LF, at);
      if (nextCR !== -1 && nextCR < at) nextCR = chunk.indexOf(CR, at);
      const end = nextLF === -1 ? nextCR : nextCR === -1 ? nextLF : Math.min(nextLF, nextCR);
      if (end === -1) {
        this.#size += length - at;
        this.#lineEmpty = false;
        break;
      }
      if (end > at) {
        this.#size += end - at;
        this.#lineEmpty = false;
      }
      if (this.#size > largest) largest = this.#size;
      if (this.#lineEmpty) {
        this.#size = 0;
      } else {
        this.#size += 1;
        this.#lineEmpty = true;
      }
      this.#afterCR = chunk[end] === CR;
      at = end + 1;
    }
    return Math.max(largest, this.#size);
  }
}

/**
 * The body, read through a count: past the limit it errors with a {@link BodyLimitError} and the
 * rest is cancelled (the socket is closed), so at most about one limit of it is ever held.
 */
export function limitBody(
  body: ReadableStream<Uint8Array>,
  watch: BodyWatch,
): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  const events = watch.events ? new EventSizes() : undefined;
  let total = 0;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        let chunk: Awaited<ReturnType<typeof reader.read>>;
        try {
          chunk = await reader.read();
        } catch (error) {
          // An abort is the client's own doing (a call cancelled, the connection closed).
          if ((error as { name?: unknown } | null)?.name !== "AbortError") watch.broken(error);
          controller.error(error);
          return;
        }
        if (chunk.done) {
          controller.close();
          return;
        }
        let size: number;
        if (events === undefined) {
          total += chunk.value.byteLength;
          size = total;
        } else {
          size = events.add(chunk.value);
        }
        if (size > watch.limit) {
          const error = new BodyLimitError(watch.limit);
          watch.over();
          controller.error(error);
          reader.cancel(error).catch(() => {});
          return;
        }
        controller.enqueue(chunk.value);
      },
      cancel(reason) {
        return reader.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
}
