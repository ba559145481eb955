import { defineTool, ToolExecutor } from "@kit/tools";

const lookup = defineTool({
  name: "lookup",
  execute() {
    throw new Error("upstream refused", { cause: { body: "account 991 is suspended" } });
  },
});
const result = await new ToolExecutor().execute(lookup, {}, { raiseOnFailure: false });
console.log(JSON.stringify(result.error));
// {"name":"ToolExecutionError","message":"Tool 'lookup' execution failed: upstream refused","toolName":"lookup"}
