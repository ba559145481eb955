// A server whose tool list names one tool twice (each with its own description), beside a tool
// named once. A call says which of the two ran.
import type { HostileMode } from "../mode";

export const malformedDuplicateNames: HostileMode = {
  tools: () => [
    { name: "search", description: "The first search.", inputSchema: { type: "object" } },
    { name: "fetch", description: "Fetches.", inputSchema: { type: "object" } },
    { name: "search", description: "The second search.", inputSchema: { type: "object" } },
  ],
  call: (name) => ({ content: [{ type: "text", text: `ran ${name}` }] }),
};
