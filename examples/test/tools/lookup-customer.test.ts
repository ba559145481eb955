import { ToolExecutor } from "@kit/tools";
import { describe, expect, test } from "vitest";
import { CUSTOMERS, lookupCustomer } from "../../src/tools/lookup-customer";

const executor = new ToolExecutor();

describe("lookup_customer", () => {
  test("gives the address by default (zod's default), the orders when asked", async () => {
    const byDefault = await executor.execute(lookupCustomer, { customerId: "C-1042" });
    expect(byDefault.output).toEqual({
      customerId: "C-1042",
      name: "Ingrid Berg",
      tier: "gold",
      address: CUSTOMERS["C-1042"]?.address,
    });
    const orders = await executor.execute(lookupCustomer, {
      customerId: "C-1042",
      include: ["orders", "address"],
    });
    expect(orders.output).toMatchObject({ orders: ["ORD-1042-2500"] });
  });

  test("zod's messages at their paths, an unknown customer as an execution failure", async () => {
    const bad = await executor.execute(
      lookupCustomer,
      { customerId: "C-1042", include: ["invoices"] },
      { raiseOnFailure: false },
    );
    expect(bad.error?.message).toBe(
      "Tool 'lookup_customer' input validation failed:\n" +
        `  Parameter 'include[0]': Invalid option: expected one of "address"|"orders"`,
    );
    const unknown = await executor.execute(
      lookupCustomer,
      { customerId: "C-0000" },
      { raiseOnFailure: false },
    );
    expect(unknown.error?.message).toBe(
      "Tool 'lookup_customer' execution failed: No customer 'C-0000'.",
    );
  });
});
