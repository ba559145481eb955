// Over stdio a message is a line. A line over the limit is dropped on its own, so that the
// messages after it still arrive: the SDK's reader would give up on the whole stream instead.
import { Transform } from "node:stream";

const NEWLINE = 0x0a;

/**
 * Passes whole lines through, each at most `maxBytes` long (without its newline); a longer
 * line is dropped, and `onDropped` told its length.
 */
export function limitLines(maxBytes: number, onDropped: (length: number) => void): Transform {
  let partial: Buffer[] = [];
  let partialLength = 0;
  // While dropping, the length of the line being dropped so far.
  let dropped = -1;

  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const lines: Buffer[] = [];
      let start = 0;
      while (start < chunk.length) {
        const newline = chunk.indexOf(NEWLINE, start);
        const end = newline === -1 ? chunk.length : newline;
        const piece = chunk.subarray(start, end);
        if (dropped >= 0) dropped += piece.length;
        else if (partialLength + piece.length > maxBytes) {
          dropped = partialLength + piece.length;
          partial = [];
          partialLength = 0;
        } else {
          partial.push(piece);
          partialLength += piece.length;
        }
        if (newline === -1) break;
        if (dropped >= 0) onDropped(dropped);
        else lines.push(...partial, chunk.subarray(newline, newline + 1));
        partial = [];
        partialLength = 0;
        dropped = -1;
        start = newline + 1;
      }
      callback(null, lines.length === 0 ? undefined : Buffer.concat(lines));
    },
  });
}
