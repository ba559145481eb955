import { defineTool, ToolExecutor } from "@kit/tools";
import { z } from "zod";

const lookupCustomer = defineTool({
  name: "lookup_customer",
  description: "Look up a customer by id.",
  inputSchema: z.object({
    customerId: z.string().regex(/^C-\d{4}$/),
    include: z.array(z.enum(["address", "orders"])).default(["address"]),
  }),
  outputSchema: z.object({
    customerId: z.string(),
    name: z.string(),
    orders: z.array(z.string()).optional(),
  }),
  // inputs: { customerId: string; include: ("address" | "orders")[] }, zod's output type
  execute: ({ customerId, include }) => ({
    customerId,
    name: "Ingrid Berg",
    ...(include.includes("orders") ? { orders: ["ORD-1042-2950"] } : {}),
  }),
});

// What every provider format and MCP declare: zod's JSON Schema, read exactly.
console.log(lookupCustomer.inputSchema.toJSONSchema().properties.include);
// { type: 'array', default: [ 'address' ], items: { type: 'string', enum: [ 'address', 'orders' ] } }

const executor = new ToolExecutor();
const found = await executor.execute(lookupCustomer, { customerId: "C-1042" });
console.log(found.output);
// { customerId: 'C-1042', name: 'Ingrid Berg' }
const failed = await executor.execute(
  lookupCustomer,
  { customerId: "1042" },
  { raiseOnFailure: false },
);
console.log(failed.error?.message);
// Tool 'lookup_customer' input validation failed:
//   Parameter 'customerId': Invalid string: must match pattern /^C-\d{4}$/
