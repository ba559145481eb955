// Vercel AI SDK: `tool({ inputSchema, execute })` from `ai`. Its `execute` is the bare function
// (generateText validates the model's input first), so the validated path is measured too.
import { asSchema, tool } from "ai";
import type { BenchCase } from "../harness/measure";
import { answerAsync, CALL_INPUT, ZOD_INPUT_SCHEMA } from "./trivial-tool";

const weather = tool({
  description: "Look up the current weather for a city.",
  inputSchema: ZOD_INPUT_SCHEMA,
  execute: async (inputs) => answerAsync(inputs),
});
const schema = asSchema(ZOD_INPUT_SCHEMA);
const OPTIONS = { toolCallId: "call_1", messages: [] };

async function validateThenExecute(input: unknown): Promise<unknown> {
  const parsed = await schema.validate?.(input);
  if (parsed === undefined || !parsed.success) throw new Error("invalid tool input");
  return weather.execute?.(parsed.value, OPTIONS);
}

/** The AI SDK's two paths: `execute` alone (no validation), and validate-then-execute. */
export const aiSdkCases: BenchCase[] = [
  {
    name: "AI SDK tool().execute (no validation)",
    run: () =>
      weather.execute?.(CALL_INPUT as { city: string; country: string; units: string }, OPTIONS),
  },
  { name: "AI SDK validate + execute", run: () => validateThenExecute(CALL_INPUT) },
];

/** Checks one call of each path, and that the validated one refuses bad input. */
export async function verifyAiSdk(): Promise<void> {
  const output = (await validateThenExecute(CALL_INPUT)) as { city?: unknown };
  if (output.city !== "Oslo") throw new Error("AI SDK: wrong output");
  const refused = await validateThenExecute({ city: 7 }).then(
    () => false,
    () => true,
  );
  if (!refused) throw new Error("AI SDK accepted invalid input");
}
