// Mastra: `createTool({ inputSchema, execute })` from @mastra/core, called through `execute`.
import { createTool } from "@mastra/core/tools";
import type { BenchCase } from "../harness/measure";
import { answerAsync, CALL_INPUT, ZOD_INPUT_SCHEMA } from "./trivial-tool";

const weather = createTool({
  id: "fetch_weather",
  description: "Look up the current weather for a city.",
  inputSchema: ZOD_INPUT_SCHEMA,
  execute: async ({ context }) => answerAsync(context),
});

const call = () => weather.execute?.({ context: CALL_INPUT } as never);

/** `tool.execute({ context })`: Mastra validates the context with the zod schema first. */
export const mastraCase: BenchCase = { name: "Mastra createTool().execute", run: call };

/** Checks one call: the answer comes back, bad input is refused. */
export async function verifyMastra(): Promise<void> {
  const output = (await call()) as { city?: unknown };
  if (output.city !== "Oslo") throw new Error("Mastra: wrong output");
  const bad = (await weather.execute?.({ context: { city: 7 } } as never)) as { error?: unknown };
  if (bad.error !== true) throw new Error("Mastra accepted invalid input");
}
