// A tool whose output schema holds a backtracking pattern (`^(a+)+$`), answered with the 31
// characters that make a backtracking regex engine try every split of the a's: a validator that
// runs the pattern blocks the event loop for minutes.
import type { HostileMode } from "../mode";

/** The output that makes `^(a+)+$` backtrack: 30 a's and one character that fails the match. */
export const BACKTRACKING_TEXT = `${"a".repeat(30)}!`;

export const listBacktrackingOutput: HostileMode = {
  tools: () => [
    {
      name: "match",
      description: "Answers a text that its own output schema's pattern cannot match quickly.",
      inputSchema: { type: "object", properties: {} },
      outputSchema: {
        type: "object",
        properties: { text: { type: "string", pattern: "^(a+)+$" } },
        required: ["text"],
      },
    },
  ],
  call: () => ({
    content: [{ type: "text", text: BACKTRACKING_TEXT }],
    structuredContent: { text: BACKTRACKING_TEXT },
  }),
};
