// One page of `tools/list` as kit reads it: the SDK is handed this schema in place of its own,
// which would walk every tool's schemas at once (a tool nested 10,000 levels overflows the stack
// and fails the whole list) before kit could leave one bad tool out. Each tool is read on its
// own afterwards (tool-refusal.ts).
import type { StandardSchemaV1 } from "@modelcontextprotocol/client";

/** A page: its tools not yet read, and the cursor of the next page. */
export interface ToolsPage {
  readonly tools: readonly unknown[];
  readonly nextCursor: string | undefined;
}

type Outcome = StandardSchemaV1.Result<ToolsPage>;

function read(value: unknown): Outcome {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return { issues: [{ message: "the result of tools/list is not an object" }] };
  }
  const { tools, nextCursor } = value as Record<string, unknown>;
  if (!Array.isArray(tools)) {
    return { issues: [{ message: "the result of tools/list has no list of 'tools'" }] };
  }
  if (nextCursor !== undefined && typeof nextCursor !== "string") {
    return { issues: [{ message: "the 'nextCursor' of tools/list is not a string" }] };
  }
  return { value: { tools, nextCursor } };
}

/** The schema of a page, for `client.request`. */
export const TOOLS_PAGE: StandardSchemaV1<unknown, ToolsPage> = {
  "~standard": { version: 1, vendor: "kit", validate: read },
};
