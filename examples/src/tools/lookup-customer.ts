// A customer lookup declared with zod: kit reads zod's JSON Schema for the declarations and
// runs zod's own validation (its defaults, its messages) on every call.
import { defineTool } from "@kit/tools";
import { z } from "zod";

const address = z.object({
  name: z.string(),
  street: z.string(),
  city: z.string(),
  postalCode: z.string(),
  country: z.string().regex(/^[A-Z]{2}$/),
});

type Customer = {
  name: string;
  tier: "standard" | "gold";
  address: z.input<typeof address>;
  orders: string[];
};

/** The demo's customers (a fixed table). */
export const CUSTOMERS: Readonly<Record<string, Customer>> = {
  "C-1042": {
    name: "Ingrid Berg",
    tier: "gold",
    address: {
      name: "Ingrid Berg",
      street: "Storgata 1",
      city: "Oslo",
      postalCode: "0155",
      country: "NO",
    },
    orders: ["ORD-1042-2500"],
  },
};

/** `lookup_customer`: a customer's name and tier, and their address or recent orders. */
export const lookupCustomer = defineTool({
  name: "lookup_customer",
  description: "Look up a customer by id: their name and tier, and their address or recent orders.",
  effects: { readOnly: true, openWorld: false },
  inputSchema: z.object({
    customerId: z
      .string()
      .regex(/^C-\d{4}$/)
      .describe("The customer's id, such as C-1042"),
    include: z
      .array(z.enum(["address", "orders"]))
      .default(["address"])
      .describe("What to include besides name and tier"),
  }),
  outputSchema: z.object({
    customerId: z.string(),
    name: z.string(),
    tier: z.enum(["standard", "gold"]),
    address: address.optional(),
    orders: z.array(z.string()).optional(),
  }),
  execute({ customerId, include }) {
    const customer = CUSTOMERS[customerId];
    if (customer === undefined) throw new RangeError(`No customer '${customerId}'.`);
    return {
      customerId,
      name: customer.name,
      tier: customer.tier,
      ...(include.includes("address") ? { address: customer.address } : {}),
      ...(include.includes("orders") ? { orders: customer.orders } : {}),
    };
  },
});
