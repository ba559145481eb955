// Results that break the shape of a tools/call result: a `content` that is not a list, content
// items that are not objects, a `structuredContent` that is not an object. Each tool of this
// mode answers one of them.
import type { HostileMode, Json } from "../mode";

/** What each tool answers, by its name. */
export const MALFORMED_RESULTS: Readonly<Record<string, unknown>> = {
  result_not_object: "just a string",
  content_not_list: { content: "just a string" },
  content_object: { content: { type: "text", text: "one block, not in a list" } },
  content_item_not_object: { content: ["a string", 42, null] },
  content_item_without_type: { content: [{ text: "no type" }] },
  text_not_string: { content: [{ type: "text", text: 7 }] },
  structured_not_object: { content: [], structuredContent: "a string" },
  structured_list: { content: [], structuredContent: [1, 2, 3] },
  is_error_not_boolean: { content: [{ type: "text", text: "x" }], isError: "yes" },
};

export const malformedResults: HostileMode = {
  tools: () =>
    Object.keys(MALFORMED_RESULTS).map((name) => ({
      name,
      description: `Answers a malformed result: ${name}.`,
      inputSchema: { type: "object" },
    })),
  // The server writes whatever the map holds as the JSON-RPC result, object or not.
  call: (name) => (MALFORMED_RESULTS[name] ?? { content: [] }) as Json,
};
