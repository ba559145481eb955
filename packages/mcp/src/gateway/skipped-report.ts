// Tells on stderr which tools each upstream listed that the gateway does not serve, once each.
import type { OpenUpstream } from "./open-upstreams";

/**
 * Remembers what it said: a refreshed listing that leaves out the same tool again is not said
 * again, a tool left out anew is.
 */
export class SkippedReport {
  readonly #said = new Set<string>();
  readonly #write: (line: string) => void;

  constructor(write: (line: string) => void = (line) => process.stderr.write(line)) {
    this.#write = write;
  }

  /** Writes a line for each skipped tool of the upstreams not yet said. */
  report(upstreams: readonly OpenUpstream[]): void {
    for (const { config, connection } of upstreams) {
      for (const { name, reason } of connection.skipped) {
        const line = `kit-mcp: upstream '${config.name}' (${config.path}) lists a tool '${name}' the gateway leaves out: ${reason}\n`;
        if (this.#said.has(line)) continue;
        this.#said.add(line);
        this.#write(line);
      }
    }
  }
}
