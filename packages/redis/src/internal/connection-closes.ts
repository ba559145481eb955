// How many times a client's connection closed since kit first looked at it: one listener per
// client, however many stores share it, so stores made again and again add none.

// The count of each client seen, by the client.
const counts = new WeakMap<object, { closes: number }>();

/**
 * A reader of how many times `client`'s connection closed since the first call for it (an
 * ioredis client's `close` event; a client without events never closes, as far as this knows).
 */
export function connectionCloses(client: object): () => number {
  let count = counts.get(client);
  if (count === undefined) {
    const made = { closes: 0 };
    count = made;
    counts.set(client, made);
    const events = client as { on?: (event: string, listener: () => void) => unknown };
    if (typeof events.on === "function") {
      events.on("close", () => {
        made.closes += 1;
      });
    }
  }
  const found = count;
  return () => found.closes;
}
