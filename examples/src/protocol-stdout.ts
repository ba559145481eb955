// Over stdio, stdout belongs to the MCP protocol: anything else written there would corrupt it.
import { Writable } from "node:stream";

/**
 * Moves `console.log`, `console.info`, `console.debug` and `process.stdout.write` to stderr,
 * and returns the one stream that still writes to stdout, for the protocol.
 */
export function takeStdout(): Writable {
  const stdout = process.stdout;
  const write = stdout.write.bind(stdout);
  stdout.write = process.stderr.write.bind(process.stderr) as typeof stdout.write;
  console.log = console.error;
  console.info = console.error;
  console.debug = console.error;
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      write(chunk, callback);
    },
  });
}
