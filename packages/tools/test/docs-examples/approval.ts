import { ApprovalDeniedError, defineTool, ToolExecutor } from "@kit/tools";

const deleteFile = defineTool({
  name: "delete_file",
  inputSchema: { parameters: [{ name: "path", type: "string" }] },
  execute: ({ path }) => ({ deleted: path }),
});
const executor = new ToolExecutor({
  // Ask a person, a policy engine or a rule; only `true` lets the call run.
  approve: ({ tool, inputs }) =>
    tool.name !== "delete_file" || String(inputs.path).startsWith("/tmp/"),
});

console.log((await executor.execute(deleteFile, { path: "/tmp/cache" })).output);
// { deleted: '/tmp/cache' }

const refused = await executor.execute(
  deleteFile,
  { path: "/etc/hosts" },
  { raiseOnFailure: false },
);
console.log(refused.error?.message);
// Tool 'delete_file' execution failed: Tool 'delete_file' call was not approved.
console.log(ApprovalDeniedError.isInstance(refused.error?.cause), refused.attempts);
// true 0
