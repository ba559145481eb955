// MCP tasks over kit-mcp's stdio in the era its client's first message chooses: 2026-07-28 (the
// extension: a task whose question is answered with tasks/update) on one process.
import { eventually } from "@kit/test-support";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ChildStdioTransport, killAll, spawnKitMcp } from "./support/kit-mcp-process";
import { MODERN_VERSION } from "./support/modern-request";
import { WITH_TASKS } from "./support/task-requests";

const META = {
  "io.modelcontextprotocol/protocolVersion": MODERN_VERSION,
  "io.modelcontextprotocol/clientCapabilities": WITH_TASKS,
};

type Answer = { result?: Record<string, unknown>; error?: { code: number } };

describe("MCP tasks over stdio, protocol 2026-07-28", () => {
  let transport: ChildStdioTransport;
  const answers = new Map<number, (message: Answer) => void>();
  let next = 0;
  function request(method: string, params: Record<string, unknown> = {}): Promise<Answer> {
    next += 1;
    const id = next;
    return new Promise((resolve) => {
      answers.set(id, resolve);
      void transport.send({
        jsonrpc: "2.0",
        id,
        method,
        params: { ...params, _meta: META },
      } as JSONRPCMessage);
    });
  }
  beforeAll(async () => {
    const server = spawnKitMcp(["serve", "test/fixtures/task-tools.ts", "--tasks", "all"]);
    transport = new ChildStdioTransport(server.child);
    transport.onmessage = (message) => {
      const { id } = message as { id?: unknown };
      if (typeof id === "number") answers.get(id)?.(message as Answer);
    };
    await transport.start();
  });
  afterAll(killAll);

  test("discover declares the extension; a task's question is answered with tasks/update", async () => {
    const discovered = await request("server/discover");
    expect(discovered.result?.capabilities).toMatchObject({
      extensions: { "io.modelcontextprotocol/tasks": {} },
    });
    const created = await request("tools/call", {
      name: "confirm_delete",
      arguments: { filename: "tmp.txt" },
    });
    expect(created.result).toMatchObject({ resultType: "task", status: "working" });
    const taskId = created.result?.taskId as string;
    let asking: Answer["result"];
    await eventually(async () => {
      asking = (await request("tasks/get", { taskId })).result;
      return asking?.status === "input_required";
    });
    const [key] = Object.keys(asking?.inputRequests as object);
    await request("tasks/update", {
      taskId,
      inputResponses: { [key as string]: { action: "accept", content: { confirm: false } } },
    });
    let done: Answer["result"];
    await eventually(async () => {
      done = (await request("tasks/get", { taskId })).result;
      return done?.status === "completed";
    });
    expect(done?.result).toMatchObject({
      content: [{ type: "text", text: '{"filename":"tmp.txt","deleted":false}' }],
    });
  });
});
