import { ToolExecutor } from "@kit/tools";
import { describe, expect, test } from "vitest";
import { ORDER_INPUT, PRICES, placeOrder } from "../../src/tools/place-order";

const executor = new ToolExecutor();

const shipTo = {
  name: "Ingrid Berg",
  street: "Storgata 1",
  city: "Oslo",
  postalCode: "0155",
  country: "NO",
};

describe("place_order", () => {
  test("totals the line items at their prices, or the catalogue's, to the cent", async () => {
    const result = await executor.execute(placeOrder, {
      customerId: "C-1042",
      items: [
        { sku: "ABC-1234", qty: 2 },
        { sku: "XYZ-0001", qty: 1, price: 4.5 },
        { sku: "TEA-0420", qty: 3 },
      ],
      shipTo,
      payment: { method: "card", last4: "4242" },
    });
    expect(result.output).toEqual({
      orderId: "ORD-1042-5320",
      items: 6,
      total: 53.2,
      currency: "EUR",
      shipTo: "Oslo, NO",
    });
  });

  test("every catalogue SKU matches the pattern the model is told", () => {
    const items = ORDER_INPUT.parameters[1].items;
    const sku = new RegExp(items.properties[0].pattern);
    for (const name of Object.keys(PRICES)) expect(name).toMatch(sku);
  });

  test("names a bad value at its path, in the payment's variant too", async () => {
    const result = await executor.execute(
      placeOrder,
      {
        customerId: "C-1042",
        items: [{ sku: "ABC-1234", qty: 100 }],
        shipTo: { ...shipTo, country: "Norway" },
        payment: { method: "invoice", termsDays: 90 },
      },
      { raiseOnFailure: false },
    );
    expect(result.error?.message).toBe(
      "Tool 'place_order' input validation failed:\n" +
        "  Parameter 'items[0].qty': expected at most 99, got 100\n" +
        "  Parameter 'shipTo.country': expected a string matching /^[A-Z]{2}$/, got 'Norway'\n" +
        "  Parameter 'payment.termsDays': expected at most 60, got 90",
    );
  });

  test("an unknown SKU without a price fails the call", async () => {
    const result = await executor.execute(
      placeOrder,
      {
        customerId: "C-1042",
        items: [{ sku: "ZZZ-9999", qty: 1 }],
        shipTo,
        payment: { method: "card", last4: "4242" },
      },
      { raiseOnFailure: false },
    );
    expect(result.error?.message).toBe(
      "Tool 'place_order' execution failed: Unknown SKU 'ZZZ-9999' without a price.",
    );
  });
});
