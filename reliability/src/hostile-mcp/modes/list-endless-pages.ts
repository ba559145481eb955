// `tools/list` that always has a next page: one new tool and a new cursor on every page, so a
// client that reads every page never stops (and never sees the same page twice).
import type { HostileMode, Json } from "../mode";

/** Page `n` of a listing that never ends: one tool, and the cursor of page `n + 1`. */
export function endlessPage(params: Json): Json {
  const page = Number(params.cursor ?? 0);
  return {
    tools: [
      {
        name: `tool_${page}`,
        description: `Tool of page ${page}.`,
        inputSchema: { type: "object", properties: {} },
      },
    ],
    nextCursor: String(page + 1),
  };
}

export const listEndlessPages: HostileMode = {
  tools: () => [],
  list: endlessPage,
};
