// The server through the official client over the SDK's in-memory transport.

import {
  type AnyTool,
  defineTool,
  MemoryCallRecordStore,
  SemanticError,
  ToolExecutor,
  ToolRegistry,
} from "@kit/tools";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { ElicitRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { createMcpServer } from "../src/index";
import { executor, tools } from "./fixtures/tools";
import { clientSuite } from "./support/client-suite";

let client: Client;

beforeEach(async () => {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createMcpServer(tools, { executor, name: "fixtures", version: "1.2.3" }).connect(
    serverSide,
  );
  client = new Client({ name: "test", version: "1.0.0" });
  await client.connect(clientSide);
});

afterEach(async () => {
  await client.close();
});

describe("in-memory", () => {
  clientSuite(() => client);
});

describe("createMcpServer", () => {
  async function connected(server: ReturnType<typeof createMcpServer>): Promise<Client> {
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await server.connect(serverSide);
    const other = new Client({ name: "test", version: "1.0.0" });
    await other.connect(clientSide);
    return other;
  }

  test("the handshake carries the name and version given, or kit-mcp's", async () => {
    expect(client.getServerVersion()).toEqual({ name: "fixtures", version: "1.2.3" });
    const other = await connected(createMcpServer([]));
    expect(other.getServerVersion()).toEqual({ name: "kit-mcp", version: "0.0.0" });
    expect(other.getServerCapabilities()).toEqual({ tools: {}, logging: {} });
    expect((await other.listTools()).tools).toEqual([]);
    await other.close();
  });

  test("a registry is read on every request: a tool registered later is listed and runs", async () => {
    const registry = new ToolRegistry();
    const other = await connected(createMcpServer(registry));
    expect((await other.listTools()).tools).toEqual([]);
    registry.register(defineTool({ name: "late", execute: () => ({ on: "time" }) }));
    expect((await other.listTools()).tools.map((tool) => tool.name)).toEqual(["late"]);
    expect((await other.callTool({ name: "late" })).content).toEqual([
      { type: "text", text: '{"on":"time"}' },
    ]);
    await other.close();
  });

  test("tools with the same name in an iterable: the SemanticError of the registry", () => {
    const tool = defineTool({ name: "twin", execute: () => ({}) });
    expect(() =>
      createMcpServer(new Set([tool, defineTool({ name: "twin", execute: () => ({}) })])),
    ).toThrow(SemanticError);
  });

  test("without an executor, a tool that needs a credential fails as an isError result", async () => {
    const other = await connected(createMcpServer(tools));
    const result = await other.callTool({ name: "fetch_weather", arguments: { city: "Oslo" } });
    expect(result.isError).toBe(true);
    await other.close();
  });

  // A tool that runs until its signal aborts, and promises of both moments.
  function waitingTool(): { tool: AnyTool; started: Promise<void>; aborted: Promise<unknown> } {
    let started!: () => void;
    let aborted!: (reason: unknown) => void;
    const tool = defineTool({
      name: "wait",
      execute: (_inputs, _credentials, { signal }) =>
        new Promise((_resolve, reject) => {
          started();
          signal.addEventListener("abort", () => {
            aborted(signal.reason);
            reject(signal.reason);
          });
        }),
    });
    return {
      tool,
      started: new Promise((resolve) => {
        started = resolve;
      }),
      aborted: new Promise((resolve) => {
        aborted = resolve;
      }),
    };
  }

  test("a request the client cancels aborts the tool's signal", async () => {
    const { tool, started, aborted } = waitingTool();
    const other = await connected(createMcpServer([tool]));
    const cancel = new AbortController();
    const call = other.callTool({ name: "wait" }, undefined, { signal: cancel.signal });
    await started;
    cancel.abort(new Error("the user gave up"));
    await expect(call).rejects.toThrow("the user gave up");
    // The reason travels in the cancellation notice, as text.
    expect(String(await aborted)).toContain("the user gave up");
    await other.close();
  });

  test("closing the connection aborts the calls in flight", async () => {
    const { tool, started, aborted } = waitingTool();
    const server = createMcpServer([tool]);
    const other = await connected(server);
    const call = other.callTool({ name: "wait" }).catch(() => undefined);
    await started;
    await server.close();
    expect(await aborted).toBeDefined();
    await call;
  });

  test("every call gets its own call id, also when two connections repeat request ids", async () => {
    const executor = new ToolExecutor();
    const callIds: string[] = [];
    executor.on("tool.execution.completed", (event) => {
      callIds.push(event.callId);
    });
    const tool = defineTool({ name: "noop", execute: () => ({}) });
    const first = await connected(createMcpServer([tool], { executor }));
    const second = await connected(createMcpServer([tool], { executor }));
    for (const other of [first, second, first, second]) await other.callTool({ name: "noop" });
    expect(callIds).toHaveLength(4);
    expect(new Set(callIds).size).toBe(4);
    for (const callId of callIds) expect(callId).toMatch(/^mcp_[0-9a-f]{12}_\d+$/);
    await first.close();
    await second.close();
  });

  test("the server's elicitInput still checks the client's answer against the requested schema", async () => {
    const server = createMcpServer([]);
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await server.connect(serverSide);
    const other = new Client(
      { name: "test", version: "1.0.0" },
      { capabilities: { elicitation: {} } },
    );
    const answers = [{ name: 5 }, { name: "Ada" }];
    other.setRequestHandler(ElicitRequestSchema, () => ({
      action: "accept",
      content: answers.shift(),
    }));
    await other.connect(clientSide);
    const request = {
      message: "Who are you?",
      requestedSchema: {
        type: "object" as const,
        properties: { name: { type: "string" as const } },
        required: ["name"],
      },
    };
    await expect(server.elicitInput(request)).rejects.toThrow(
      "Elicitation response content does not match requested schema",
    );
    expect(await server.elicitInput(request)).toEqual({
      action: "accept",
      content: { name: "Ada" },
    });
    await other.close();
  });
});

describe("the caller's call id (_meta['kit/callId'])", () => {
  test("a repeat with the same id gets the first call's outcome; the tool ran once", async () => {
    let runs = 0;
    const charge = defineTool({
      name: "charge",
      description: "Charges a card (not idempotent).",
      inputSchema: { parameters: [{ name: "cents", type: "integer" }] },
      execute: ({ cents }) => {
        runs += 1;
        return { charged: cents, run: runs };
      },
    });
    const callIds: string[] = [];
    const onceExecutor = new ToolExecutor({ stores: { calls: new MemoryCallRecordStore() } });
    onceExecutor.on("tool.execution.started", (event) => {
      callIds.push(event.callId);
    });
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await createMcpServer([charge], { executor: onceExecutor }).connect(serverSide);
    const other = new Client({ name: "test", version: "1.0.0" });
    await other.connect(clientSide);
    const call = (id: string) =>
      other.callTool({ name: "charge", arguments: { cents: 500 }, _meta: { "kit/callId": id } });
    const first = await call("order-17");
    expect(await call("order-17")).toEqual(first);
    expect(first.content).toEqual([{ type: "text", text: '{"charged":500,"run":1}' }]);
    expect(runs).toBe(1);
    expect((await call("order-18")).content).toEqual([
      { type: "text", text: '{"charged":500,"run":2}' },
    ]);
    // Without one, every request is a call of its own with an id kit-mcp makes.
    await other.callTool({ name: "charge", arguments: { cents: 1 } });
    await other.callTool({ name: "charge", arguments: { cents: 1 } });
    expect(runs).toBe(4);
    expect(callIds.slice(0, 3)).toEqual(["order-17", "order-17", "order-18"]);
    expect(callIds[3]).toMatch(/^mcp_/);
    expect(callIds[4]).not.toBe(callIds[3]);
    await other.close();
  });
});
