import { ToolExecutor } from "@kit/tools";
import { describe, expect, test } from "vitest";
import { CONVERSION_INPUT, convertCurrency, RATES } from "../../src/tools/convert-currency";

const executor = new ToolExecutor();

describe("convert_currency", () => {
  test("converts through the table's euro rates, to the cent", async () => {
    const nok = await executor.execute(convertCurrency, { amount: 250, from: "EUR", to: "NOK" });
    expect(nok.output).toEqual({
      amount: 250,
      from: "EUR",
      to: "NOK",
      rate: 11.6,
      converted: 2900,
    });
    const jpy = await executor.execute(convertCurrency, { amount: 99.5, from: "USD", to: "JPY" });
    expect(jpy.output).toMatchObject({ rate: 150.462963, converted: 14971.06 });
  });

  test("the schema offers exactly the table's currencies", () => {
    const [, from, to] = CONVERSION_INPUT.parameters;
    expect(from.enum).toEqual(Object.keys(RATES));
    expect(to.enum).toEqual(Object.keys(RATES));
  });

  test("a currency into itself is the same amount", async () => {
    for (const currency of Object.keys(RATES)) {
      const result = await executor.execute(convertCurrency, {
        amount: 12.34,
        from: currency,
        to: currency,
      });
      expect(result.output).toMatchObject({ rate: 1, converted: 12.34 });
    }
  });

  test("refuses a negative amount and a currency the table does not hold", async () => {
    const result = await executor.execute(
      convertCurrency,
      { amount: -5, from: "EUR", to: "BTC" },
      { raiseOnFailure: false },
    );
    expect(result.error?.message).toBe(
      "Tool 'convert_currency' input validation failed:\n" +
        "  Parameter 'amount': expected at least 0, got -5\n" +
        "  Parameter 'to': expected one of 'EUR', 'USD', 'GBP', 'JPY', 'NOK', 'CHF', got 'BTC'",
    );
  });
});
