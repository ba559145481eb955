import { createMcpServer } from "@kit/mcp";
import { defineTool, ToolExecutor } from "@kit/tools";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import {
  CallToolResultSchema,
  CreateTaskResultSchema,
  GetTaskResultSchema,
} from "@modelcontextprotocol/sdk/types.js";

const monthlyReport = defineTool({
  name: "monthly_report",
  description: "Build the sales report of a month.",
  inputSchema: { parameters: [{ name: "month", type: "string" }] },
  effects: { readOnly: true },
  execute: async ({ month }, _credentials, context) => {
    context.progress(1, 2, `reading the orders of ${month}`);
    await new Promise((resolve) => setTimeout(resolve, 50)); // one long step
    return { month, rows: 1200 };
  },
});

// Every replica would use an executor on the same shared stores.tasks (@kit/redis).
const server = createMcpServer([monthlyReport], {
  executor: new ToolExecutor(),
  tasks: { tools: ["monthly_report"] },
});
const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
await server.connect(serverSide);
const client = new Client({ name: "example", version: "1.0.0" });
await client.connect(clientSide); // protocol 2025-11-25

const { tools } = await client.listTools();
console.log(client.getServerCapabilities()?.tasks, tools[0]?.execution);
// { cancel: {}, requests: { tools: { call: {} } } } { taskSupport: 'optional' }

const { task } = await client.request(
  {
    method: "tools/call",
    params: { name: "monthly_report", arguments: { month: "2026-11" }, task: {} },
  },
  CreateTaskResultSchema,
);
console.log(task.status, task.statusMessage, task.ttl, task.pollInterval);
// working reading the orders of 2026-11 3600000 1000

// Later, from any replica: its status, then its result (tasks/result waits for the end).
const { status } = await client.request(
  { method: "tasks/get", params: { taskId: task.taskId } },
  GetTaskResultSchema,
);
console.log(status);
// working
const result = await client.request(
  { method: "tasks/result", params: { taskId: task.taskId } },
  CallToolResultSchema,
);
console.log(result.content);
// [ { type: 'text', text: '{"month":"2026-11","rows":1200}' } ]
await client.close();
