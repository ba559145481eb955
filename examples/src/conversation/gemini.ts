// Gemini: `functionCall` parts, results as `functionResponse` parts whose `response` is
// `{ output }` or `{ error }`.
import { type GeminiFunctionResponsePart, type GeminiResponse, geminiFormat } from "@kit/providers";
import type { Conversation } from "./conversation";
import { describeContent } from "./describe-content";

/** The Gemini conversation of the demo. */
export const gemini: Conversation<GeminiResponse, GeminiFunctionResponsePart> = {
  title: "Gemini",
  fixtures: "gemini",
  prompt:
    "Convert 99.5 USD to JPY, then delete my todo list and my old ideas draft, and reorder for customer C-1042.",
  format: geminiFormat(),
  text: (reply) =>
    (reply.candidates?.[0]?.content?.parts ?? [])
      .map((part) => ("text" in part ? String(part.text) : ""))
      .join(""),
  view: ({ functionResponse }) => {
    const { error } = functionResponse.response;
    return typeof error === "string"
      ? { kind: "functionResponse", id: functionResponse.id ?? "", text: error, flag: "error" }
      : {
          kind: "functionResponse",
          id: functionResponse.id ?? "",
          text: [
            JSON.stringify(functionResponse.response),
            ...(functionResponse.parts ?? []).map(describeContent),
          ].join(" "),
        };
  },
};
