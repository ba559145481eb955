// Progress, log messages, elicitation and sampling through a spawned `kit-mcp serve` over stdio.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import {
  CallToolResultSchema,
  CreateMessageRequestSchema,
  ElicitRequestSchema,
} from "@modelcontextprotocol/sdk/types.js";
import { afterAll, expect, test } from "vitest";
import { ChildStdioTransport, killAll, spawnKitMcp } from "./support/kit-mcp-process";

afterAll(killAll);

test("over stdio: progress and log messages before the result, the client asked and answering", async () => {
  const server = spawnKitMcp(["serve", "test/fixtures/rich-tools.ts"]);
  const client = new Client(
    { name: "test", version: "1.0.0" },
    { capabilities: { elicitation: {}, sampling: {} } },
  );
  const transport = new ChildStdioTransport(server.child);
  await client.connect(transport);
  // What the server wrote, in order. The SDK's client drops a progress notification that comes
  // in the same chunk as the result (it handles notifications a microtask later, after the
  // result has removed the request's progress handler), so its onprogress is not the witness.
  const received: string[] = [];
  const receive = transport.onmessage;
  transport.onmessage = (message) => {
    if ("method" in message) received.push(`${message.method} ${JSON.stringify(message.params)}`);
    else received.push(`result ${JSON.stringify(message.id)}`);
    receive?.(message);
  };
  const result = await client.request(
    {
      method: "tools/call",
      params: { name: "steps", arguments: { count: 2 }, _meta: { progressToken: 1 } },
    },
    CallToolResultSchema,
    { onprogress: () => {} },
  );
  expect(result.content).toEqual([{ type: "text", text: '{"count":2}' }]);
  const token = JSON.parse(received[0]?.slice(received[0].indexOf(" ")) ?? "{}").progressToken;
  expect(received).toEqual([
    `notifications/progress {"progressToken":${token},"progress":1,"total":2,"message":"step 1"}`,
    'notifications/message {"level":"info","logger":"steps","data":"step 1"}',
    `notifications/progress {"progressToken":${token},"progress":2,"total":2,"message":"step 2"}`,
    'notifications/message {"level":"info","logger":"steps","data":"step 2"}',
    `result ${token}`,
  ]);

  client.setRequestHandler(ElicitRequestSchema, () => ({
    action: "accept",
    content: { name: "Lin" },
  }));
  client.setRequestHandler(CreateMessageRequestSchema, () => ({
    role: "assistant",
    content: { type: "text", text: "Hi Lin" },
    model: "m",
  }));
  const asked = await client.callTool({ name: "ask" });
  expect(asked.content).toEqual([{ type: "text", text: '{"greeting":"Hi Lin"}' }]);
  await client.close();
});
