// A file reader confined to one directory: the kind of tool a model is most tempted to misuse.
import { constants } from "node:fs";
import { open } from "node:fs/promises";
import { defineTool } from "@kit/tools";
import { resolveInside } from "./sandbox-path";

const MAX_BYTES = 64 * 1024;
// Not through a link swapped in since the path was checked, and without blocking on a FIFO.
const FLAGS = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0);

/**
 * `read_file`: reads a UTF-8 text file of the sandbox directory `root` (at most 64 KiB).
 * A path that is absolute, goes up with `..`, or leads out through a link is refused.
 */
export function readFileTool(root: string) {
  return defineTool({
    name: "read_file",
    description: "Read a text file of the user's sandbox directory. Paths are relative to it.",
    effects: { readOnly: true, openWorld: false },
    inputSchema: {
      parameters: [
        { name: "path", type: "string", description: "Relative path, e.g. 'notes/todo.md'" },
      ],
    },
    outputSchema: {
      parameters: [
        { name: "path", type: "string" },
        { name: "bytes", type: "integer" },
        { name: "content", type: "string" },
      ],
    },
    async execute({ path }) {
      const real = await resolveInside(root, path);
      const file = await open(real, FLAGS);
      try {
        const stats = await file.stat();
        if (stats.isDirectory()) throw new Error(`'${path}' is a directory: name a file in it.`);
        if (!stats.isFile()) throw new Error(`'${path}' is not a regular file.`);
        if (stats.size > MAX_BYTES) {
          throw new Error(`'${path}' has ${stats.size} bytes: at most ${MAX_BYTES} are read.`);
        }
        const content = await file.readFile({ encoding: "utf8" });
        return { path, bytes: stats.size, content };
      } finally {
        await file.close();
      }
    },
  });
}
