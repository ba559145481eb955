import { defineTool, ToolExecutor } from "@kit/tools";

const ping = defineTool({ name: "ping", execute: () => ({ pong: true }) });
const executor = new ToolExecutor();

const unsubscribe = executor.on("tool.execution.completed", (event) => {
  console.log(`${event.toolName} ${event.result.status} (call ${event.callId})`);
});
executor.on("tool.execution.failed", (event) => {
  console.log(`${event.toolName} failed: ${event.error.message}`);
});

// An interceptor wraps the whole call, events included.
const undo = executor.use(async (call, next) => {
  console.log(`calling ${call.tool.name}`);
  const result = await next(); // resolves to the ToolResult, also for a failure
  console.log(`done ${call.tool.name}`);
  return result;
});

await executor.execute(ping, {}, { callId: "call-1" });
// calling ping
// ping success (call call-1)
// done ping
unsubscribe();
undo();
