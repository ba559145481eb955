// One listed tool read, or the reason kit leaves it out, checked before anything else walks the
// tool: a name that is not an MCP tool name, a definition nested deeper than anything kit or a
// provider format walks, or one that is not an MCP tool. One bad tool is left out; the server's
// other tools are taken.
import { type Tool as McpTool, specTypeSchemas } from "@modelcontextprotocol/client";
import { nestsDeeperThan } from "./schema-depth";

/**
 * MCP's tool-name rule (2025-11-25, "Tool names"): 1 to 128 ASCII letters, digits, `_`, `-`
 * and `.`. Kit takes it as a rule, not advice: a name with a path, a space, a control or bidi
 * character would reach a model, a log or a file name as it is.
 */
const TOOL_NAME = /^[A-Za-z0-9_.-]{1,128}$/;

/** The most levels a remote schema nests (objects and lists), as @kit/providers walks them. */
export const MAX_SCHEMA_NESTING = 100;

// The tool object around its schemas: tool, `inputSchema`, and a little room for `_meta`.
const MAX_TOOL_NESTING = MAX_SCHEMA_NESTING + 2;

// The most of the SDK's complaint that a reason repeats.
const MAX_ISSUE = 300;

// Characters that hide or reorder what a terminal shows (bidi controls, zero-width marks).
const UNSEEN = /[\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

/** A name as kit shows it: cut past 80 characters, controls and bidi characters escaped. */
export function shownName(name: unknown): string {
  if (typeof name !== "string") return `(${name === null ? "null" : typeof name})`;
  const cut = name.length > 80 ? `${name.slice(0, 80)}...` : name;
  return JSON.stringify(cut)
    .slice(1, -1)
    .replace(UNSEEN, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** A listed tool as kit reads it: the tool, or why it is left out. */
export type ListedTool = { readonly tool: McpTool } | { readonly refusal: string };

/** Reads one entry of a `tools/list` page (nothing about it trusted yet). */
export async function readListedTool(raw: unknown): Promise<ListedTool> {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    return { refusal: "it is not an object" };
  }
  const { name, inputSchema, outputSchema } = raw as Record<string, unknown>;
  if (typeof name !== "string" || !TOOL_NAME.test(name)) {
    return {
      refusal: "its name is not an MCP tool name (1 to 128 of A-Z, a-z, 0-9, '_', '-', '.')",
    };
  }
  for (const [field, schema] of [
    ["inputSchema", inputSchema],
    ["outputSchema", outputSchema],
  ] as const) {
    if (nestsDeeperThan(schema, MAX_SCHEMA_NESTING)) {
      return {
        refusal: `its ${field} nests deeper than ${MAX_SCHEMA_NESTING} levels, the most kit reads`,
      };
    }
  }
  if (nestsDeeperThan(raw, MAX_TOOL_NESTING)) {
    return { refusal: `it nests deeper than ${MAX_TOOL_NESTING} levels, the most kit reads` };
  }
  // Shallow enough to walk: the SDK's own reading of a tool (types of every field).
  const read = await specTypeSchemas.Tool["~standard"].validate(raw);
  if (read.issues === undefined) return { tool: read.value as McpTool };
  const issue = read.issues[0];
  const where = issue?.path?.map((key) => String(typeof key === "object" ? key.key : key));
  const said = `${where === undefined || where.length === 0 ? "" : `${where.join(".")}: `}${issue?.message ?? ""}`;
  return { refusal: `it is not an MCP tool (${said.slice(0, MAX_ISSUE)})` };
}
