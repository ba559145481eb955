// The agent loop: the scripted model's next reply, its calls dispatched, the results shaped
// for the provider, until a reply has no calls. Every step is one line.
import { readdir, readFile } from "node:fs/promises";
import type { ToolDispatcher, ToolRegistry } from "@kit/tools";
import type { CallTally } from "../call-tally";
import { heading, say } from "../printer";
import type { Conversation } from "./conversation";

const FIXTURES = new URL("../../fixtures/", import.meta.url);

/** What a conversation runs with. */
export interface ConversationContext {
  readonly registry: ToolRegistry;
  readonly dispatcher: ToolDispatcher;
  readonly tally: CallTally;
}

/**
 * Runs `conversation` against its recorded replies, printing what the model would see under a
 * heading numbered `position` ("1/5").
 */
export async function runConversation<TReply, TResult>(
  conversation: Conversation<TReply, TResult>,
  { registry, dispatcher, tally }: ConversationContext,
  position: string,
): Promise<void> {
  const { format } = conversation;
  heading(
    `${position} ${conversation.title}: the model's replies from fixtures/${conversation.fixtures}/`,
  );
  const replies = await loadReplies<TReply>(conversation.fixtures);
  const declared = format.tools(registry);
  say(
    "tools",
    `format '${format.name}' declares the ${registry.size} tools in ${declared.length === 1 ? "1 entry" : `${declared.length} entries`} (${JSON.stringify(declared).length} characters of JSON)`,
  );
  say("user", conversation.prompt);
  for (const reply of replies) {
    const text = conversation.text(reply);
    if (text !== "") say("assistant", text);
    const calls = format.calls(reply);
    if (calls.length === 0) return;
    for (const call of calls) {
      const args =
        typeof call.arguments === "string" ? call.arguments : JSON.stringify(call.arguments);
      say("assistant", `-> ${call.name} ${args}  [${call.id}]`);
    }
    // A long call's progress and log messages, as they come, before its result.
    const outcomes = await dispatcher.dispatchAll(calls, {
      onProgress: ({ toolName, callId, done, total, message }) =>
        say(
          "progress",
          `${toolName} [${callId}] ${done}/${total ?? "?"}${message ? `: ${message}` : ""}`,
        ),
      onLog: ({ toolName, callId, level, message }) =>
        say("log", `${toolName} [${callId}] ${level}: ${message}`),
    });
    for (const [index, item] of format.results(outcomes).entries()) {
      const outcome = outcomes[index];
      // A message after the results, such as the user message Chat Completions needs for the
      // images of tool results (its tool messages take text only).
      if (outcome === undefined) {
        const view = conversation.view(item);
        say(view.kind, `<- ${view.text}`);
        continue;
      }
      tally.add(outcome.request.name, outcome.result);
      const view = conversation.view(item);
      const status = outcome.result.status === "success" ? "ok" : "failed";
      const flag = view.flag === undefined ? "" : ` (${view.flag})`;
      const attempts = `attempts: ${outcome.result.attempts}`;
      say(view.kind, `<- [${view.id}] ${status}${flag}, ${attempts}: ${view.text}`);
    }
  }
  throw new Error(`The replies of fixtures/${conversation.fixtures} end with tool calls.`);
}

async function loadReplies<TReply>(folder: string): Promise<TReply[]> {
  const directory = new URL(`${folder}/`, FIXTURES);
  const names = (await readdir(directory)).filter((name) => name.endsWith(".json")).sort();
  return Promise.all(
    names.map(
      async (name) => JSON.parse(await readFile(new URL(name, directory), "utf8")) as TReply,
    ),
  );
}
