// A currency converter over a fixed rates table, so the demo's answers never change.
import type { SchemaDefinition } from "@kit/schema";
import { defineTool } from "@kit/tools";

/** Units of each currency for one euro (a fixed table, not live rates). */
export const RATES = {
  EUR: 1,
  USD: 1.08,
  GBP: 0.85,
  JPY: 162.5,
  NOK: 11.6,
  CHF: 0.95,
} as const;

const CURRENCIES = ["EUR", "USD", "GBP", "JPY", "NOK", "CHF"] as const;

/** The converter's input as data: the compiler checks it, and a test checks it against the table. */
export const CONVERSION_INPUT = {
  parameters: [
    { name: "amount", type: "float", minimum: 0 },
    { name: "from", type: "string", enum: CURRENCIES },
    { name: "to", type: "string", enum: CURRENCIES },
  ],
} as const satisfies SchemaDefinition;

/** `convert_currency`: converts an amount between two currencies of {@link RATES}. */
export const convertCurrency = defineTool({
  name: "convert_currency",
  description: "Convert an amount of money between currencies, at the table's fixed rates.",
  effects: { readOnly: true, openWorld: false },
  inputSchema: CONVERSION_INPUT,
  outputSchema: {
    parameters: [
      { name: "amount", type: "float" },
      { name: "from", type: "string" },
      { name: "to", type: "string" },
      { name: "rate", type: "float" },
      { name: "converted", type: "float" },
    ],
  },
  execute({ amount, from, to }) {
    const rate = RATES[to] / RATES[from];
    const converted = Math.round(amount * rate * 100) / 100;
    return { amount, from, to, rate: Math.round(rate * 1e6) / 1e6, converted };
  },
});
