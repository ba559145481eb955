// `tools/list` whose pages hold 4,000 tools each, with no end: the number of tools grows past
// any bound long before the number of pages does.
import type { HostileMode, Json } from "../mode";

/** Tools on one page. */
const PER_PAGE = 4000;

export const listTooManyTools: HostileMode = {
  tools: () => [],
  list: (params: Json) => {
    const page = Number(params.cursor ?? 0);
    const tools: Json[] = [];
    for (let index = 0; index < PER_PAGE; index += 1) {
      tools.push({ name: `tool_${page}_${index}`, inputSchema: { type: "object" } });
    }
    return { tools, nextCursor: String(page + 1) };
  },
};
