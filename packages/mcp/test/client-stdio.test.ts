// connectMcpServer against kit's own server over stdio (`kit-mcp serve`, spawned by the
// connection): every kind of result, progress and logs, elicitation, abort, a crash, a flood.
import {
  type AnyTool,
  type ExecuteOptions,
  ToolExecutor,
  type ToolLogEntry,
  type ToolProgress,
  ToolValidationError,
} from "@kit/tools";
import { afterAll, beforeAll, expect, test } from "vitest";
import {
  type ConnectMcpServerOptions,
  connectMcpServer,
  type McpConnection,
  McpConnectionError,
  RemoteToolError,
} from "../src/index";
import { kitMcpCommand } from "./support/client-targets";

const open: McpConnection[] = [];
let shared: McpConnection;

async function connect(options: Partial<ConnectMcpServerOptions> = {}): Promise<McpConnection> {
  const connection = await connectMcpServer({
    name: "kit",
    ...kitMcpCommand("test/fixtures/client-tools.ts"),
    ...options,
  } as ConnectMcpServerOptions);
  open.push(connection);
  return connection;
}

beforeAll(async () => {
  shared = await connect({ prefix: "kit_" });
});

afterAll(async () => {
  await Promise.all(open.map((connection) => connection.close()));
});

function tool(connection: McpConnection, name: string): AnyTool {
  const found = connection.tools.find((each) => each.name === name);
  if (found === undefined) throw new Error(`no tool ${name}`);
  return found;
}

test("the server's tools are kit tools: names, schemas kept exactly, effects from annotations", () => {
  expect(shared.state).toBe("open");
  expect(shared.tools.map((each) => each.name)).toEqual([
    "kit_forecast",
    "kit_picture",
    "kit_steps",
    "kit_ask",
    "kit_wait",
    "kit_crash",
    "kit_leak",
    "kit_tell",
    "kit_flood",
  ]);
  expect(shared.unvalidated).toEqual([]);
  const forecast = tool(shared, "kit_forecast");
  expect(forecast.description).toBe("The forecast of a city.");
  expect(forecast.inputSchema?.parameters).toEqual([
    { name: "city", type: "string" },
    { name: "days", type: "integer", minimum: 1, maximum: 16, required: false, default: 3 },
  ]);
  expect(forecast.outputSchema?.parameters.map((parameter) => parameter.name)).toEqual([
    "city",
    "days",
  ]);
  expect(forecast.effects).toEqual({
    readOnly: true,
    destructive: false,
    idempotent: true,
    openWorld: false,
  });
  expect(tool(shared, "kit_steps").effects).toEqual({
    readOnly: false,
    destructive: false,
    idempotent: true,
    openWorld: true,
  });
  // A tool that declared no effects comes back with MCP's careful defaults.
  expect(tool(shared, "kit_crash").effects).toEqual({
    readOnly: false,
    destructive: true,
    idempotent: false,
    openWorld: true,
  });
  expect(forecast.tags).toEqual({ "mcp.server": "kit", "mcp.tool": "forecast" });
});

test("a call runs through the executor: kit validates first, the output is the structured content", async () => {
  const executor = new ToolExecutor();
  const forecast = tool(shared, "kit_forecast");
  const result = await executor.execute(forecast, { city: "Oslo" });
  expect(result.output).toEqual({ city: "Oslo", days: 3 });
  const bad = await executor.execute(
    forecast,
    { city: "Oslo", days: 40 },
    { raiseOnFailure: false },
  );
  expect(bad.error).toBeInstanceOf(ToolValidationError);
  expect(bad.error?.message).toContain("Parameter 'days': expected at most 16, got 40");
  expect(bad.attempts).toBe(0);
});

test("approval is asked for a remote tool that is not read-only, and not for a read-only one", async () => {
  const asked: string[] = [];
  const executor = new ToolExecutor({
    approve: ({ tool: asking }) => {
      asked.push(asking.name);
      return false;
    },
  });
  await executor.execute(tool(shared, "kit_forecast"), { city: "Oslo" });
  const denied = await executor.execute(tool(shared, "kit_leak"), {}, { raiseOnFailure: false });
  expect(asked).toEqual(["kit_leak"]);
  expect(denied.error?.message).toBe(
    "Tool 'kit_leak' execution failed: Tool 'kit_leak' call was not approved.",
  );
});

test("content blocks come back as kit's content parts", async () => {
  const result = await new ToolExecutor().execute(tool(shared, "kit_picture"), {});
  expect(result.content).toEqual([
    { type: "text", text: "A picture." },
    { type: "image", data: "iVBORw0KGgo=", mimeType: "image/png" },
  ]);
});

test("remote progress and log messages reach the call's handlers, in order", async () => {
  const seen: string[] = [];
  const options: ExecuteOptions = {
    onProgress: (progress: ToolProgress) =>
      seen.push(`progress ${progress.done}/${progress.total} ${progress.message}`),
    onLog: (entry: ToolLogEntry) =>
      seen.push(`log ${entry.level} ${entry.message} ${JSON.stringify(entry.data)}`),
  };
  const result = await new ToolExecutor().execute(tool(shared, "kit_steps"), { count: 2 }, options);
  // No output schema: the server's text is a content part, and there is no output.
  expect(result.output).toBeUndefined();
  expect(result.content).toEqual([{ type: "text", text: '{"count":2}' }]);
  expect(seen).toEqual([
    "progress 1/2 step 1",
    'log warning step 1 {"step":1}',
    "progress 2/2 step 2",
    'log warning step 2 {"step":2}',
  ]);
});

test("a flood of log messages during a call: the call passes on 1000 and ends as usual", async () => {
  let logs = 0;
  const result = await new ToolExecutor().execute(
    tool(shared, "kit_flood"),
    { count: 5000 },
    { onLog: () => logs++ },
  );
  expect(result.status).toBe("success");
  expect(result.content).toEqual([{ type: "text", text: '{"count":5000}' }]);
  expect(logs).toBe(1000);
});

test("without an elicit handler the server is refused at once; with one, the handler answers", async () => {
  const refused = await new ToolExecutor().execute(
    tool(shared, "kit_ask"),
    {},
    { raiseOnFailure: false },
  );
  expect(refused.error).toBeInstanceOf(Error);
  expect(RemoteToolError.isInstance(refused.error?.cause)).toBe(true);
  // kit-mcp speaks 2026-07-28 to this client: the missing capability is the protocol's -32021,
  // which the client reads as the remote tool's failure (a 2025 server says it with isError).
  expect(refused.error?.message).toBe(
    "Tool 'kit_ask' execution failed: Tool 'ask' asked for elicitation, which its caller does not support. Declare 'elicitation' in the request's io.modelcontextprotocol/clientCapabilities to answer it.",
  );

  const questions: string[] = [];
  const answering = await connect({
    handlers: {
      elicit: (request) => {
        questions.push(
          `${request.toolName} ${request.message} ${request.schema.parameters.map((p) => p.name)}`,
        );
        return { action: "accept", content: { name: "Ada" } };
      },
    },
  });
  const answered = await new ToolExecutor().execute(tool(answering, "ask"), {});
  expect(answered.content).toEqual([{ type: "text", text: '{"greeting":"Hello, Ada"}' }]);
  expect(questions).toEqual(["ask Your name? name"]);
});

test("an abort ends the call at once, and the server's tool sees it (notifications/cancelled)", async () => {
  const controller = new AbortController();
  const call = new ToolExecutor().execute(
    tool(shared, "kit_wait"),
    {},
    { signal: controller.signal, raiseOnFailure: false },
  );
  // Aborted once the server's tool runs (an abort before it starts would never reach it).
  await expect.poll(() => shared.stderr(), { timeout: 20_000 }).toContain("wait: started");
  controller.abort(new Error("stop waiting"));
  const result = await call;
  expect(result.error?.message).toBe("Tool 'kit_wait' execution failed: stop waiting");
  // The connection is still good for the next call.
  const next = await new ToolExecutor().execute(tool(shared, "kit_forecast"), { city: "Rome" });
  expect(next.output).toEqual({ city: "Rome", days: 3 });
  await expect.poll(() => shared.stderr(), { timeout: 20_000 }).toContain("wait: aborted");
});

test("a server that crashes mid-call: a typed error at once, later calls fail fast", async () => {
  const crashing = await connect({ name: "fragile" });
  const executor = new ToolExecutor();
  const result = await executor.execute(tool(crashing, "crash"), {}, { raiseOnFailure: false });
  expect(McpConnectionError.isInstance(result.error?.cause)).toBe(true);
  expect(result.error?.message).toBe(
    "Tool 'crash' execution failed: MCP server 'fragile': its process ended.",
  );
  expect(crashing.state).toBe("closed");
  const later = await executor.execute(
    tool(crashing, "forecast"),
    { city: "Oslo" },
    {
      raiseOnFailure: false,
    },
  );
  expect(later.error?.message).toBe(
    "Tool 'forecast' execution failed: MCP server 'fragile': its process ended.",
  );
  expect(crashing.stderr()).toContain("crash: env holds nothing");
});
