// The demo's destructive tool: it waits for the executor's approval before it runs.
import { unlink } from "node:fs/promises";
import { defineTool } from "@kit/tools";
import { resolveInside } from "./sandbox-path";

/** `delete_note`: deletes one file of `notes/` in the sandbox directory `root`. */
export function deleteNoteTool(root: string) {
  return defineTool({
    name: "delete_note",
    description: "Delete one note (a file of the sandbox's notes/ directory) for good.",
    effects: { destructive: true, idempotent: false, openWorld: false },
    inputSchema: {
      parameters: [{ name: "name", type: "string", description: "File name, e.g. 'todo.md'" }],
    },
    outputSchema: { parameters: [{ name: "deleted", type: "string" }] },
    async execute({ name }) {
      if (/[\\/]/.test(name)) {
        throw new Error(`'${name}' is not a note's file name: give it without a directory.`);
      }
      const path = `notes/${name}`;
      await unlink(await resolveInside(root, path));
      return { deleted: path };
    },
  });
}
