// A tool that takes a while and says how far it is: it counts the words of every text file of
// a sandbox folder, reporting progress after each file and logging what it skipped.
import { lstat, readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { defineTool } from "@kit/tools";
import { resolveInside } from "./sandbox-path";

const MAX_BYTES = 64 * 1024;

/** `count_words`: the words of each text file in a folder of the sandbox directory `root`. */
export function countWordsTool(root: string) {
  return defineTool({
    name: "count_words",
    description: "Count the words of every text file in a folder of the user's sandbox directory.",
    effects: { readOnly: true, openWorld: false },
    inputSchema: {
      parameters: [{ name: "folder", type: "string", description: "Relative path, e.g. 'notes'" }],
    },
    outputSchema: {
      parameters: [
        { name: "files", type: "integer" },
        { name: "words", type: "integer" },
      ],
    },
    async execute({ folder }, _credentials, context) {
      const directory = await resolveInside(root, folder);
      const names = (await readdir(directory)).sort();
      let files = 0;
      let words = 0;
      const entries = names.length === 1 ? "1 entry" : `${names.length} entries`;
      context.progress(0, names.length, `reading ${entries} of '${folder}'`);
      for (const [index, name] of names.entries()) {
        context.signal.throwIfAborted();
        const path = join(directory, name);
        const info = await lstat(path);
        if (!info.isFile() || info.size > MAX_BYTES) {
          context.log("notice", `skipped '${name}': not a text file of at most 64 KiB`);
        } else {
          const text = await readFile(path, "utf8");
          files += 1;
          words += text.split(/\s+/).filter((word) => word !== "").length;
        }
        context.progress(index + 1, names.length, name);
      }
      context.log(
        "info",
        `${words} words in ${files} ${files === 1 ? "file" : "files"} of '${folder}'`,
      );
      return { files, words };
    },
  });
}
