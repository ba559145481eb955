// LangChain.js: `tool(fn, { schema })` from @langchain/core, called through `invoke`.
import { tool } from "@langchain/core/tools";
import type { BenchCase } from "../harness/measure";
import { answerAsync, CALL_INPUT, ZOD_INPUT_SCHEMA } from "./trivial-tool";

const weather = tool(async (inputs) => answerAsync(inputs), {
  name: "fetch_weather",
  description: "Look up the current weather for a city.",
  schema: ZOD_INPUT_SCHEMA,
});

/** `tool.invoke(args)`: zod parsing, callbacks and run config around the function. */
export const langchainCase: BenchCase = {
  name: "LangChain tool().invoke",
  run: () => weather.invoke(CALL_INPUT as { city: string }),
};

/** Checks one call: the answer comes back, bad input is refused. */
export async function verifyLangchain(): Promise<void> {
  const output = (await weather.invoke(CALL_INPUT as { city: string })) as unknown;
  if ((output as { city?: unknown }).city !== "Oslo") throw new Error("LangChain: wrong output");
  const refused = await weather.invoke({ city: 7 } as never).then(
    () => false,
    () => true,
  );
  if (!refused) throw new Error("LangChain accepted invalid input");
}
