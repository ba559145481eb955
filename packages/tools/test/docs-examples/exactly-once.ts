import { defineTool, MemoryCallRecordStore, ToolExecutor } from "@kit/tools";

let charges = 0;
const charge = defineTool({
  name: "charge_card",
  inputSchema: { parameters: [{ name: "cents", type: "integer" }] },
  // Not idempotent (the default): a second run would charge twice.
  execute: ({ cents }) => ({ receipt: `r-${++charges}`, cents }),
});
const executor = new ToolExecutor({ stores: { calls: new MemoryCallRecordStore() } });

// The model's framework sends the same call id twice: the second gets the stored outcome.
const first = await executor.execute(charge, { cents: 500 }, { callId: "call_abc" });
const retried = await executor.execute(charge, { cents: 500 }, { callId: "call_abc" });
console.log(first.output, retried.output, "charged", charges, "time(s)");
// { receipt: 'r-1', cents: 500 } { receipt: 'r-1', cents: 500 } charged 1 time(s)
