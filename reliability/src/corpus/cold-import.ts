// The cold time of ToolSchema.fromJSONSchema on the whole corpus: every input schema imported
// once, in this fresh process, right after the package loads (its sources, through tsx; the
// time starts after the import). Run with `pnpm --filter @kit/reliability corpus:cold`; add
// `--cpu-prof` to the node command for a profile. Prints one line of JSON: how many schemas,
// how many imported, the wall time and the CPU time of the process (which a busy machine
// inflates less than the wall time).
import { readFileSync } from "node:fs";
import { SchemaDefinitionError, ToolSchema } from "@kit/schema";

const entries: readonly { readonly inputSchema: unknown }[] = JSON.parse(
  readFileSync(new URL("../../corpus/mcp-tool-schemas.json", import.meta.url), "utf8"),
);

let imported = 0;
const cpu = process.cpuUsage();
const started = performance.now();
for (const entry of entries) {
  try {
    ToolSchema.fromJSONSchema(entry.inputSchema);
    imported++;
  } catch (error) {
    if (!SchemaDefinitionError.isInstance(error)) throw error;
  }
}
const milliseconds = performance.now() - started;
const used = process.cpuUsage(cpu);
console.log(
  JSON.stringify({
    schemas: entries.length,
    imported,
    coldMilliseconds: Number(milliseconds.toFixed(1)),
    cpuMilliseconds: Number(((used.user + used.system) / 1000).toFixed(1)),
  }),
);
