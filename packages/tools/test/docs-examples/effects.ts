import { defineTool } from "@kit/tools";

const searchDocs = defineTool({
  name: "search_docs",
  effects: { readOnly: true },
  execute: () => ({ hits: [] }),
});
console.log(searchDocs.effects);
// { readOnly: true, destructive: false, idempotent: true, openWorld: true }

const deleteFile = defineTool({ name: "delete_file", execute: () => ({}) });
console.log(deleteFile.effects);
// { readOnly: false, destructive: true, idempotent: false, openWorld: true }
