// Over stdio, stdout belongs to the protocol: anything else written there would corrupt it.
import { Writable } from "node:stream";

/**
 * Takes stdout for the protocol: from now on `console.log`, `console.info`, `console.debug`
 * and `process.stdout.write` go to stderr, and only the returned stream writes to stdout.
 * Called before the user's module loads, so that its top-level logging is moved too.
 */
export function takeStdout(): Writable {
  const stdout = process.stdout;
  const write = stdout.write.bind(stdout);
  const toStderr = process.stderr.write.bind(process.stderr);
  stdout.write = toStderr as typeof stdout.write;
  console.log = console.error;
  console.info = console.error;
  console.debug = console.error;
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      write(chunk, callback);
    },
  });
}
