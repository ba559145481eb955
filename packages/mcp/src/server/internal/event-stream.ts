// One tool call's event stream over HTTP, kept so that a client that lost it, or that the server
// told to poll, can come back with Last-Event-ID and read what it missed (event-log.ts keeps it
// bounded). One HTTP response at a time follows it: a resume takes it over from the one before,
// which the client has lost (or it would not resume).
import { randomUUID } from "node:crypto";
import type { JSONRPCMessage } from "@modelcontextprotocol/server";

/** An event as a follower receives it: its id, and its message (none for a priming event). */
export type EventWriter = (id: string, message: JSONRPCMessage | undefined) => void;

/** An HTTP response that follows a stream. */
export interface Follower {
  /** Writes an event. */
  readonly write: EventWriter;
  /** Ends the response: another one, of the same client, took the stream over. */
  readonly displaced: () => void;
}

/** An event kept: its id, and its message (none for a priming event). */
export interface StoredEvent {
  readonly id: string;
  readonly message: JSONRPCMessage | undefined;
}

/** What a stream tells the log it belongs to. */
export interface EventStreamHost {
  /** A new event of `stream`, under `id`. */
  stored(stream: EventStream, id: string): void;
  /** `stream` has its answer (or will never have one). */
  ended(stream: EventStream): void;
}

/**
 * The events of one call, oldest first, from the first one still kept. An event id is a random
 * UUID (122 bits from the CSPRNG): it says nothing of the call, the client or the SDK's own
 * stream id, and cannot be guessed.
 */
export class EventStream {
  /** The `Mcp-Session-Id` of the request that opened it; only the same one may resume it. */
  readonly owner: string | undefined;
  readonly #host: EventStreamHost;
  readonly #entries: StoredEvent[] = [];
  #ended = false;
  #follower: Follower | undefined;
  /** Called when the response that followed the stream goes, before its answer is in. */
  onUnfollow: (() => void) | undefined;

  constructor(host: EventStreamHost, owner: string | undefined) {
    this.#host = host;
    this.owner = owner;
  }

  /** Whether the call's answer is in (nothing more will come). */
  get ended(): boolean {
    return this.#ended;
  }

  /** Whether an HTTP response follows the stream now. */
  get followed(): boolean {
    return this.#follower !== undefined;
  }

  /**
   * Keeps a message (`undefined`: a priming event), hands it to the follower, and ends the
   * stream with an answer.
   * @returns the event's id.
   */
  append(message: JSONRPCMessage | undefined): string {
    const id = randomUUID();
    if (this.#ended) return id;
    this.#entries.push({ id, message });
    this.#host.stored(this, id);
    this.#follower?.write(id, message);
    if (message !== undefined && "id" in message && !("method" in message)) this.end();
    return id;
  }

  /** Marks the stream ended: no answer will come (the call was dropped). */
  end(): void {
    if (this.#ended) return;
    this.#ended = true;
    this.#host.ended(this);
  }

  /**
   * Writes the events after `lastId` to `follower`, then every new one until the stream ends;
   * the response that followed the stream until now is displaced. The POST that opened the
   * stream follows it with a writer that writes nothing (the SDK's transport writes its events).
   * @returns false when `lastId` is not kept here.
   */
  follow(lastId: string, follower: Follower): boolean {
    const missed = this.eventsAfter(lastId);
    if (missed === undefined) return false;
    const before = this.#follower;
    this.#follower = undefined;
    before?.displaced();
    for (const entry of missed) follower.write(entry.id, entry.message);
    if (!this.#ended) this.#follower = follower;
    return true;
  }

  /** Makes `follower` the stream's first follower (the POST that opened it). */
  hold(follower: Follower): void {
    this.#follower ??= follower;
  }

  /**
   * The events after `lastId` that carry a message (priming events carry none).
   * @returns undefined when `lastId` is not kept here.
   */
  eventsAfter(lastId: string): readonly StoredEvent[] | undefined {
    const index = this.#entries.findIndex((entry) => entry.id === lastId);
    if (index < 0) return undefined;
    return this.#entries.slice(index + 1).filter((entry) => entry.message !== undefined);
  }

  /** Stops handing events to `follower` (its response closed). */
  unfollow(follower: Follower): void {
    if (this.#follower !== follower) return;
    this.#follower = undefined;
    if (!this.#ended) this.onUnfollow?.();
  }

  /** Drops the oldest event kept, which must be `id` (the log drops events oldest first). */
  dropOldest(id: string): void {
    if (this.#entries[0]?.id === id) this.#entries.shift();
  }

  /** Drops every event kept, telling `forget` each id. */
  dropAll(forget: (id: string) => void): void {
    for (const entry of this.#entries) forget(entry.id);
    this.#entries.length = 0;
  }

  /** How many events are kept. */
  get size(): number {
    return this.#entries.length;
  }
}
