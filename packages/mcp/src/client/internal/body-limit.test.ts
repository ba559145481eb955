import { describe, expect, it } from "vitest";
import { BodyLimitError, EventSizes, limitBody } from "./body-limit";

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);

function streamOf(chunks: readonly string[], fail?: Error): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[at];
      at += 1;
      if (chunk !== undefined) controller.enqueue(bytes(chunk));
      else if (fail !== undefined) controller.error(fail);
      else controller.close();
    },
  });
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  let text = "";
  const decoder = new TextDecoder();
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) {
    text += decoder.decode(chunk, { stream: true });
  }
  return text;
}

describe("EventSizes", () => {
  it("counts an event's bytes up to the blank line that ends it, then starts again", () => {
    const sizes = new EventSizes();
    expect(sizes.add(bytes("data: 12345\n"))).toBe(12);
    expect(sizes.add(bytes("\ndata: 1\n"))).toBe(12);
    // The second event alone: "data: 1\n" and what follows.
    expect(sizes.add(bytes("xyz"))).toBe(11);
  });

  it("takes LF, CRLF and CR as line ends, also split across chunks", () => {
    for (const end of ["\n", "\r\n", "\r"]) {
      const sizes = new EventSizes();
      sizes.add(bytes(`data: ${"a".repeat(100)}${end}`));
      sizes.add(bytes(end.slice(0, 1)));
      sizes.add(bytes(end.slice(1)));
      expect(sizes.add(bytes("b")), JSON.stringify(end)).toBe(1);
    }
    const split = new EventSizes();
    split.add(bytes("data: x\r"));
    // The LF of a CRLF is no second line end: the event goes on.
    expect(split.add(bytes("\ndata: y"))).toBeGreaterThan(8);
  });

  it("reports the largest size reached inside a chunk, even when the event ended in it", () => {
    const sizes = new EventSizes();
    expect(sizes.add(bytes(`data: ${"a".repeat(50)}\n\ndata: b`))).toBe(57);
  });

  it("counts many data lines of one event together", () => {
    const sizes = new EventSizes();
    let largest = 0;
    for (let line = 0; line < 100; line += 1) largest = sizes.add(bytes("data: aaaa\n"));
    expect(largest).toBe(1100);
  });
});

describe("limitBody", () => {
  it("passes a body within the limit through unchanged", async () => {
    const heard: string[] = [];
    const body = limitBody(streamOf(["abc", "def"]), {
      limit: 6,
      events: false,
      over: () => heard.push("over"),
      broken: () => heard.push("broken"),
    });
    expect(await readAll(body)).toBe("abcdef");
    expect(heard).toEqual([]);
  });

  it("ends a body past the limit with BodyLimitError and stops reading it", async () => {
    let pulled = 0;
    const source = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(bytes("0123456789"));
      },
    });
    const heard: string[] = [];
    const body = limitBody(source, {
      limit: 25,
      events: false,
      over: () => heard.push("over"),
      broken: () => heard.push("broken"),
    });
    const error = await readAll(body).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(BodyLimitError);
    expect((error as Error).message).toBe("a message of more than 25 bytes, the most kit reads");
    expect(heard).toEqual(["over"]);
    expect(pulled).toBeLessThanOrEqual(4);
  });

  it("lets an event stream run past the limit in events each within it", async () => {
    const events = Array.from({ length: 10 }, (_, at) => `data: ${at}${"x".repeat(10)}\n\n`);
    const over: string[] = [];
    const body = limitBody(streamOf(events), {
      limit: 30,
      events: true,
      over: () => over.push("over"),
      broken: () => over.push("broken"),
    });
    expect(await readAll(body)).toBe(events.join(""));
    expect(over).toEqual([]);
  });

  it("tells of a body that broke off, but not of an abort", async () => {
    const broken: unknown[] = [];
    const watch = {
      limit: 100,
      events: true,
      over: () => {},
      broken: (e: unknown) => broken.push(e),
    };
    const reset = new TypeError("terminated");
    await expect(readAll(limitBody(streamOf(["data: a"], reset), watch))).rejects.toBe(reset);
    expect(broken).toEqual([reset]);
    const abort = new DOMException("aborted", "AbortError");
    await expect(readAll(limitBody(streamOf([], abort), watch))).rejects.toBe(abort);
    expect(broken).toEqual([reset]);
  });
});
