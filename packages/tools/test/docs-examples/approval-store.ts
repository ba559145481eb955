import { defineTool, MemoryApprovalStore, ToolExecutor } from "@kit/tools";

const deleteFile = defineTool({
  name: "delete_file",
  inputSchema: { parameters: [{ name: "path", type: "string" }] },
  execute: ({ path }) => ({ deleted: path }),
});
const approvals = new MemoryApprovalStore();
const executor = new ToolExecutor({ stores: { approvals }, approvalTimeoutMs: 600_000 });

const call = executor.execute(deleteFile, { path: "/tmp/cache" }, { callId: "call_1" });
// Elsewhere (an admin page, a chat command): list what waits, and answer it.
await new Promise((resolve) => setTimeout(resolve, 10));
for (const pending of await approvals.list()) {
  console.log(pending.callId, pending.toolName, pending.inputs);
  // call_1 delete_file { path: '/tmp/cache' }
  await approvals.answer(pending.callId, true);
}
console.log((await call).output);
// { deleted: '/tmp/cache' }
