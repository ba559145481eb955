// An order with line items, a shipping address and a payment method, declared with kit's
// nested definitions: the model sees every constraint at every depth, and a wrong line item is
// named by its path (`items[1].qty`).
import type { SchemaDefinition } from "@kit/schema";
import { defineTool } from "@kit/tools";

/** Catalogue prices in EUR, used for a line item that gives no price. */
export const PRICES: Readonly<Record<string, number>> = {
  "ABC-1234": 12.5,
  "XYZ-0001": 4.5,
  "TEA-0420": 7.9,
};

/** The order as data: the compiler checks it, at every depth. */
export const ORDER_INPUT = {
  parameters: [
    {
      name: "customerId",
      type: "string",
      pattern: "^C-\\d{4}$",
      description: "The customer's id, such as C-1042",
    },
    {
      name: "items",
      type: "list",
      minItems: 1,
      maxItems: 20,
      description: "The line items",
      items: {
        type: "dictionary",
        properties: [
          { name: "sku", type: "string", pattern: "^[A-Z]{3}-\\d{4}$" },
          { name: "qty", type: "integer", minimum: 1, maximum: 99 },
          {
            name: "price",
            type: "float",
            required: false,
            minimum: 0,
            description: "Unit price in EUR; the catalogue price when left out",
          },
        ],
      },
    },
    {
      name: "shipTo",
      type: "dictionary",
      properties: [
        { name: "name", type: "string", minLength: 1 },
        { name: "street", type: "string", minLength: 1 },
        { name: "city", type: "string", minLength: 1 },
        { name: "postalCode", type: "string", minLength: 1 },
        { name: "country", type: "string", pattern: "^[A-Z]{2}$" },
      ],
    },
    {
      name: "payment",
      type: "dictionary",
      discriminator: "method",
      variants: [
        {
          type: "dictionary",
          properties: [
            { name: "method", type: "string", const: "card" },
            { name: "last4", type: "string", pattern: "^\\d{4}$" },
          ],
        },
        {
          type: "dictionary",
          properties: [
            { name: "method", type: "string", const: "invoice" },
            { name: "termsDays", type: "integer", minimum: 7, maximum: 60 },
          ],
        },
      ],
    },
  ],
} as const satisfies SchemaDefinition;

/** `place_order`: places an order (in memory: the demo sends nothing anywhere). */
export const placeOrder = defineTool({
  name: "place_order",
  description: "Place an order of catalogue items for a customer, shipped to an address.",
  effects: { readOnly: false, destructive: false, idempotent: false, openWorld: false },
  inputSchema: ORDER_INPUT,
  outputSchema: {
    parameters: [
      { name: "orderId", type: "string" },
      { name: "items", type: "integer" },
      { name: "total", type: "float" },
      { name: "currency", type: "string" },
      { name: "shipTo", type: "string" },
    ],
  },
  execute({ customerId, items, shipTo }) {
    let cents = 0;
    for (const item of items) {
      const price = item.price ?? PRICES[item.sku];
      if (price === undefined) throw new RangeError(`Unknown SKU '${item.sku}' without a price.`);
      cents += Math.round(price * 100) * item.qty;
    }
    const count = items.reduce((sum, item) => sum + item.qty, 0);
    return {
      // Made from the order, so the demo prints the same id every time.
      orderId: `ORD-${customerId.slice(2)}-${cents}`,
      items: count,
      total: cents / 100,
      currency: "EUR",
      shipTo: `${shipTo.city}, ${shipTo.country}`,
    };
  },
});
