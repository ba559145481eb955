// The server both sides of the client benchmark call: `kit-mcp serve` (from the built dist) of
// one trivial tool, fetch_weather with an output schema, written at run time as a module under
// node_modules/.cache so that it imports @kit/tools by name, as a user's module does.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** The built kit-mcp CLI. */
export const KIT_CLI = fileURLToPath(new URL("../../../packages/mcp/dist/cli.js", import.meta.url));
const CACHE = fileURLToPath(new URL("../../node_modules/.cache", import.meta.url));

/** What the tool answers. */
export const ANSWER = { city: "Oslo", temperature: 21 } as const;
/** The arguments of every timed call: valid, two defaults needed. */
export const ARGUMENTS = { city: "Oslo" } as const;
/** The tool's name. */
export const TOOL_NAME = "fetch_weather";

const MODULE = `import { defineTool } from "@kit/tools";
export default [
  defineTool({
    name: "${TOOL_NAME}",
    description: "The weather in a city",
    inputSchema: {
      parameters: [
        { name: "city", type: "string" },
        { name: "country", type: "string", required: false, default: "US" },
        { name: "units", type: "string", required: false, default: "metric" },
      ],
    },
    outputSchema: {
      parameters: [
        { name: "city", type: "string" },
        { name: "temperature", type: "integer" },
      ],
    },
    effects: { readOnly: true },
    execute: async () => (${JSON.stringify(ANSWER)}),
  }),
];
`;

/** The module file, and how to remove it. */
export interface ServedModule {
  readonly path: string;
  remove(): void;
}

/** Writes the tool module. */
export function writeServedModule(): ServedModule {
  mkdirSync(CACHE, { recursive: true });
  const folder = mkdtempSync(join(CACHE, "kit-bench-mcp-client-"));
  const path = join(folder, "weather-tool.mjs");
  writeFileSync(path, MODULE);
  return { path, remove: () => rmSync(folder, { recursive: true, force: true }) };
}
