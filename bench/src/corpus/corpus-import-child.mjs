// Runs in a fresh `node` process (plain JavaScript, no loader) and prints one line of JSON: the
// milliseconds of importing a library, then of importing every input schema of the corpus once
// with it, cold (the first calls of the process), and how many it imported.
//   node corpus-import-child.mjs <kit|ajv|zod> <corpus.json>
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";

const [library, corpusPath] = process.argv.slice(2);
const entries = JSON.parse(readFileSync(corpusPath, "utf8"));

const IMPORTERS = {
  // kit: a ToolSchema that accepts exactly what the JSON Schema accepts, or an error.
  kit: async () => {
    const { ToolSchema } = await import("@kit/schema");
    return (schema) => ToolSchema.fromJSONSchema(schema);
  },
  // ajv: a compiled validator (what a server keeps per tool).
  ajv: async () => {
    const { Ajv2020 } = await import("ajv/dist/2020.js");
    const { Ajv } = await import("ajv");
    const options = { allErrors: true, strict: false, validateFormats: false, logger: false };
    const ajv2020 = new Ajv2020(options);
    const ajv07 = new Ajv(options);
    return (schema) =>
      (String(schema.$schema ?? "").includes("draft-07") ? ajv07 : ajv2020).compile(schema);
  },
  // zod 4: a zod schema from the JSON Schema.
  zod: async () => {
    const { z } = await import("zod");
    return (schema) => z.fromJSONSchema(schema);
  },
};

const startImport = performance.now();
const importSchema = await IMPORTERS[library]();
const importMs = performance.now() - startImport;
let imported = 0;
const start = performance.now();
for (const entry of entries) {
  try {
    // ajv keys compiled schemas by $id: a copy without it, so that two tools may share one.
    const { $id: _id, ...schema } = entry.inputSchema;
    importSchema(library === "ajv" ? schema : entry.inputSchema);
    imported += 1;
  } catch {
    // Counted as not imported.
  }
}
const corpusMs = performance.now() - start;
process.stdout.write(JSON.stringify({ importMs, corpusMs, imported }));
