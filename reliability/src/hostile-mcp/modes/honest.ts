// An honest server, to show the harness itself works: one tool that echoes its input.
import type { HostileMode } from "../mode";

export const honest: HostileMode = {
  tools: () => [
    {
      name: "echo",
      description: "Echoes its text.",
      inputSchema: { type: "object", properties: { text: { type: "string" } } },
    },
  ],
  call: (_name, args) => ({ content: [{ type: "text", text: String(args.text) }] }),
};
