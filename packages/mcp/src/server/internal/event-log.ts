// The process's store of tool calls' event streams over HTTP, for clients that resume one with
// Last-Event-ID. Bounded: at most `maxEvents` events in all (the oldest go first), and a call's
// events go `maxAgeMs` after its answer. Only this process has them: a GET that another process
// receives finds nothing (one replica, or sticky sessions, for resumption to work).
import type { EventStore, JSONRPCMessage } from "@modelcontextprotocol/server";
import { EventStream, type EventStreamHost } from "./event-stream";

/** The most events kept in the process, over all streams. */
export const MAX_EVENTS = 10_000;
/** How long a call's events are kept after its answer, in milliseconds. */
export const MAX_AGE_MS: number = 5 * 60_000;

/** Bounds of a log (the defaults above), and its clock (tests set one). */
export interface EventLogOptions {
  readonly maxEvents?: number;
  readonly maxAgeMs?: number;
  readonly now?: () => number;
}

/** The event streams of the process's calls, by event id. */
export class EventLog implements EventStreamHost {
  readonly #maxEvents: number;
  readonly #maxAgeMs: number;
  readonly #now: () => number;
  readonly #events = new Map<string, EventStream>();
  // Two queues, oldest first from their heads: the ids stored, and the streams that ended with
  // when. Arrays, not a Map's insertion order: reaching the first key of a Map that many keys
  // were deleted from walks past every deleted one.
  readonly #order = new Queue<string>();
  readonly #ended = new Queue<readonly [EventStream, number]>();

  constructor(options: EventLogOptions = {}) {
    this.#maxEvents = options.maxEvents ?? MAX_EVENTS;
    this.#maxAgeMs = options.maxAgeMs ?? MAX_AGE_MS;
    this.#now = options.now ?? Date.now;
  }

  /** How many events are kept. */
  get size(): number {
    return this.#events.size;
  }

  /** A new stream for a call of the client whose session id is `owner`. */
  open(owner: string | undefined): EventStream {
    this.#sweep();
    return new EventStream(this, owner);
  }

  /**
   * The stream that holds the event `id`, if it is kept and belongs to `owner`; a stream of
   * another client is not told apart from one that was never there.
   */
  find(id: string, owner: string | undefined): EventStream | undefined {
    this.#sweep();
    const stream = this.#events.get(id);
    return stream?.owner === owner ? stream : undefined;
  }

  /** Keeps the event `id` of `stream`, dropping the oldest event kept when over the cap. */
  stored(stream: EventStream, id: string): void {
    this.#events.set(id, stream);
    this.#order.push(id);
    while (this.#events.size > this.#maxEvents) {
      const oldest = this.#order.shift() as string;
      const holder = this.#events.get(oldest);
      // An id dropped with its whole stream (#sweep) is gone already.
      if (holder === undefined) continue;
      this.#events.delete(oldest);
      holder.dropOldest(oldest);
    }
    // Ids dropped by #sweep stay queued until reached: compact before they outnumber the rest.
    if (this.#order.length > 2 * this.#maxEvents)
      this.#order.keep((each) => this.#events.has(each));
  }

  /** Starts the age of `stream`'s events. */
  ended(stream: EventStream): void {
    this.#ended.push([stream, this.#now()]);
    // Streams whose events the cap dropped stay queued until they expire: compact likewise.
    if (this.#ended.length > 2 * this.#maxEvents) this.#ended.keep(([each]) => each.size > 0);
  }

  // Drops the events of the streams that ended more than maxAgeMs ago.
  #sweep(): void {
    const oldest = this.#now() - this.#maxAgeMs;
    for (let first = this.#ended.peek(); first !== undefined; first = this.#ended.peek()) {
      if (first[1] >= oldest) break;
      this.#ended.shift();
      first[0].dropAll((id) => this.#events.delete(id));
    }
  }
}

// A first-in first-out queue on an array, compacted as its head moves on.
class Queue<T> {
  #items: T[] = [];
  #head = 0;

  get length(): number {
    return this.#items.length - this.#head;
  }

  push(item: T): void {
    this.#items.push(item);
  }

  peek(): T | undefined {
    return this.#items[this.#head];
  }

  shift(): T | undefined {
    const item = this.#items[this.#head];
    this.#head += 1;
    if (this.#head > 1024 && this.#head * 2 > this.#items.length) this.keep(() => true);
    return item;
  }

  /** Keeps only the items that pass `test`, in order. */
  keep(test: (item: T) => boolean): void {
    this.#items = this.#items.slice(this.#head).filter(test);
    this.#head = 0;
  }
}

/**
 * The SDK's `EventStore` for one request's transport: what it sends on the request's stream is
 * kept in `stream`. Resumption is serve-http's own GET handling (resume-request.ts), which
 * follows the live call too; `replayEventsAfter` replays what is kept, within the stream.
 */
export function streamEventStore(stream: EventStream): EventStore {
  return {
    // The SDK stores its priming event as `{}`, which is no message.
    storeEvent: async (_streamId: string, message: JSONRPCMessage) =>
      stream.append("jsonrpc" in message ? message : undefined),
    replayEventsAfter: async (lastEventId, { send }) => {
      for (const event of stream.eventsAfter(lastEventId) ?? []) {
        if (event.message !== undefined) await send(event.id, event.message);
      }
      return lastEventId;
    },
  };
}
