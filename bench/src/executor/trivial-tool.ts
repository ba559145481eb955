// The trivial tool every executor case runs: fetch_weather's input, a constant answer.
import { z } from "zod";
import { WEATHER_PARAMETERS } from "../validation/schemas";

/** The arguments of every call: valid, defaults needed. */
export const CALL_INPUT: Readonly<Record<string, unknown>> = { city: "Oslo" };

/** What the tool returns. */
export interface WeatherAnswer {
  readonly city: string;
  readonly temperature: number;
}

/** The tool's work, synchronous. */
export function answer(inputs: { readonly city: string }): WeatherAnswer {
  return { city: inputs.city, temperature: 21 };
}

/** The tool's work, asynchronous. */
export async function answerAsync(inputs: { readonly city: string }): Promise<WeatherAnswer> {
  return { city: inputs.city, temperature: 21 };
}

/** kit's input schema, as data. */
export const KIT_INPUT_SCHEMA = { parameters: WEATHER_PARAMETERS };

/** The same input schema for the peers, in zod. */
export const ZOD_INPUT_SCHEMA = z.object({
  city: z.string(),
  country: z.string().default("US"),
  units: z.string().default("imperial"),
});
