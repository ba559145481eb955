// A task whose tool asks before it is started (the askFirst option, protocol 2026-07-28): the
// extension's input-then-task composition. The first round runs the call in the request, so its
// first question is an InputRequiredResult and no task exists yet; the retry, carrying the sealed
// requestState, starts the task with the answers the rounds gathered.
import type { AnyTool } from "@kit/tools";
import type { ServerContext } from "@modelcontextprotocol/server";
import { InputRounds } from "./input-rounds";
import type { RequestStateSeal } from "./request-state-seal";
import type { TasksPolicy } from "./tasks-policy";

/**
 * What a tools/call of 2026-07-28 brings to its task: `undefined` when the tool starts its task at
 * once, `"ask"` when this round runs in the request first (the tool asks first and the request
 * carries no requestState yet), or the answers its earlier rounds gathered, by question key.
 * @throws ProtocolError (-32602) when the requestState is not one this key sealed for this call,
 * or has expired.
 */
export function answersBeforeTask(
  policy: TasksPolicy,
  tool: AnyTool,
  inputs: Readonly<Record<string, unknown>>,
  ctx: ServerContext,
  seal: RequestStateSeal,
): "ask" | Readonly<Record<string, unknown>> | undefined {
  if (!policy.asksFirst(tool)) return undefined;
  if (ctx.mcpReq.requestState<unknown>() === undefined) return "ask";
  return InputRounds.read(ctx, { toolName: tool.name, inputs }, seal).answers;
}
