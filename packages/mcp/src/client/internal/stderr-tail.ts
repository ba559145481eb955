// The last part of a child process's stderr, kept for error messages and `connection.stderr()`,
// never printed. Bounded, so a server that writes without end costs a fixed amount of memory.
// Where it is cut, it is cut at a line's start, so that no part of a secret is kept half.
import type { Stream } from "node:stream";
import type { SecretValues } from "./secret-values";

/** The most characters kept. */
const STDERR_LIMIT = 16_384;

/** Keeps the last 16,384 characters a stream writes (from a line's start, when there is one). */
export class StderrTail {
  #text = "";
  // Whether the text starts inside a line that was cut (one line longer than the limit).
  #midLine = false;

  /** Starts reading `stream` (the SDK transport's piped stderr). */
  follow(stream: Stream | null): void {
    if (stream === null) return;
    const readable = stream as unknown as NodeJS.ReadableStream;
    readable.setEncoding?.("utf8");
    readable.on("data", (chunk: string | Buffer) => this.#keep(this.#text + String(chunk)));
  }

  /** What was kept, every secret value in it replaced (the rest of a cut one included). */
  read(secrets: SecretValues): string {
    return this.#midLine ? secrets.cleanTail(this.#text) : secrets.clean(this.#text);
  }

  #keep(text: string): void {
    if (text.length <= STDERR_LIMIT) {
      this.#text = text;
      return;
    }
    const kept = text.slice(text.length - STDERR_LIMIT);
    const lineEnd = kept.indexOf("\n");
    this.#midLine = lineEnd === -1;
    this.#text = lineEnd === -1 ? kept : kept.slice(lineEnd + 1);
  }
}
