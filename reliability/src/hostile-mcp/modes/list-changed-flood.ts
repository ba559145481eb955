// A flood of `notifications/tools/list_changed`: each call of `flood` sends `count` of them
// (default 20) before its result, and every listing holds 20 tools whose output schemas are new
// ones (a pattern and a constant of the listing's own), so a client that compiles and keeps each
// listing's schemas grows with every notice.
import type { HostileMode, Json } from "../mode";

/** Fields (each with a pattern of its own) of each output schema. */
const FIELDS = 30;

/** Tools with output schemas on each listing. */
const SCHEMA_TOOLS = 20;

let listing = 0;

function schemaTool(index: number): Json {
  const properties: Json = {};
  for (let field = 0; field < FIELDS; field += 1) {
    properties[`field_${field}`] = {
      type: "string",
      pattern: `^v${listing}_${index}_${field}[a-z]*$`,
      description: `Field ${field} of listing ${listing}.`,
    };
  }
  return {
    name: `shaped_${index}`,
    description: `A tool of listing ${listing}.`,
    inputSchema: { type: "object", properties: {} },
    outputSchema: { type: "object", properties, required: ["field_0"] },
  };
}

export const listChangedFlood: HostileMode = {
  tools: () => {
    listing += 1;
    const tools: Json[] = [
      {
        name: "flood",
        description: "Says the tool list changed, `count` times.",
        inputSchema: { type: "object", properties: { count: { type: "integer" } } },
      },
    ];
    for (let index = 0; index < SCHEMA_TOOLS; index += 1) tools.push(schemaTool(index));
    return tools;
  },
  call: (_name, args, context) => {
    const count = typeof args.count === "number" ? args.count : 20;
    for (let index = 0; index < count; index += 1) {
      context.notify("notifications/tools/list_changed", {});
    }
    return { content: [{ type: "text", text: `sent ${count}` }] };
  },
};
