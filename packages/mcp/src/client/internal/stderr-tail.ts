// The last part of a child process's stderr, kept for error messages and `connection.stderr()`,
// never printed. Bounded, so a server that writes without end costs a fixed amount of memory.
import type { Stream } from "node:stream";

/** The most characters kept. */
const STDERR_LIMIT = 16_384;

/** Keeps the last 16,384 characters a stream writes. */
export class StderrTail {
  #text = "";

  /** Starts reading `stream` (the SDK transport's piped stderr). */
  follow(stream: Stream | null): void {
    if (stream === null) return;
    const readable = stream as unknown as NodeJS.ReadableStream;
    readable.setEncoding?.("utf8");
    readable.on("data", (chunk: string | Buffer) => {
      const text = this.#text + String(chunk);
      this.#text = text.length > STDERR_LIMIT ? text.slice(text.length - STDERR_LIMIT) : text;
    });
  }

  /** What was kept. */
  get text(): string {
    return this.#text;
  }
}
