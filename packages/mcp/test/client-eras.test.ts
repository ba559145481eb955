// connectMcpServer against servers of both protocol eras, all real processes: a v2 `McpServer`
// that speaks only 2026-07-28 and one that speaks only the 2025 revisions, each over stdio and
// HTTP (test/fixtures/v2-server.ts). The client asks `server/discover` first and falls back to
// `initialize`; a 2026 server's questions (`InputRequiredResult`) are answered by the same
// `elicit` and `sample` handlers as a 2025 server's requests, a bounded number of times.
import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { type AnyTool, type CallHandlers, ToolExecutor } from "@kit/tools";
import { afterAll, describe, expect, test } from "vitest";
import { connectMcpServer, type McpConnection } from "../src/index";

const PACKAGE = fileURLToPath(new URL("..", import.meta.url));
const FIXTURE = ["--import", "tsx", "test/fixtures/v2-server.ts"];
const open: McpConnection[] = [];
const children: ChildProcess[] = [];

afterAll(async () => {
  await Promise.all(open.map((connection) => connection.close()));
  for (const child of children) child.kill("SIGTERM");
});

const handlers: Pick<CallHandlers, "elicit" | "sample"> = {
  elicit: async ({ message }) =>
    message.startsWith("Really")
      ? { action: "accept", content: { confirm: true } }
      : { action: "decline" },
  sample: async ({ messages }) => {
    const first = messages[0]?.content;
    const text = first?.type === "text" ? first.text : "";
    return {
      role: "assistant",
      model: "test-model",
      content: { type: "text", text: `${text.length} chars` },
    };
  },
};

// Starts the HTTP fixture and reads the URL it prints.
async function httpServer(era: string): Promise<string> {
  const child = spawn(process.execPath, [...FIXTURE, era, "http"], {
    cwd: PACKAGE,
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let text = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      text += chunk.toString();
      const line = text.split("\n")[0];
      if (text.includes("\n") && line !== undefined) resolve(line);
    });
    child.once("exit", (code) => reject(new Error(`the fixture exited with ${code}`)));
  });
}

async function connect(era: string, transport: string): Promise<McpConnection> {
  const where =
    transport === "stdio"
      ? { command: process.execPath, args: [...FIXTURE, era, "stdio"], cwd: PACKAGE }
      : { url: await httpServer(era) };
  const connection = await connectMcpServer({ name: `v2-${era}`, handlers, ...where });
  open.push(connection);
  return connection;
}

test("a 2025 server that exits when asked server/discover: a new process, spoken to with initialize", async () => {
  const connection = await connect("strict", "stdio");
  expect(connection.protocolVersion).toBe("2025-11-25");
  const result = await new ToolExecutor().execute(tool(connection, "echo"), { text: "again" });
  expect(result.output).toEqual({ text: "again" });
});

test("a 2026 server's question without a handler to answer it: the call fails and says why", async () => {
  const connection = await connectMcpServer({
    name: "v2-modern",
    command: process.execPath,
    args: [...FIXTURE, "modern", "stdio"],
    cwd: PACKAGE,
  });
  open.push(connection);
  const result = await new ToolExecutor().execute(
    tool(connection, "confirm"),
    { what: "deploy" },
    { raiseOnFailure: false },
  );
  expect(result.status).toBe("failure");
  expect(result.error?.message).toMatch(/elicitation/i);
});

function tool(connection: McpConnection, name: string): AnyTool {
  const found = connection.tools.find((each) => each.name === name);
  if (found === undefined) throw new Error(`no tool ${name}`);
  return found;
}

// A 2025 server over stateless HTTP cannot send the client requests (no session to send them
// on), so its questions are tested over stdio, here, and against kit's own server elsewhere.
describe.each([
  ["modern", "stdio", "2026-07-28", true],
  ["modern", "http", "2026-07-28", true],
  ["legacy", "stdio", "2025-11-25", true],
  ["legacy", "http", "2025-11-25", false],
])("a v2 McpServer of the %s era over %s", (era, transport, version, asks) => {
  let connection: McpConnection;

  test("connects in its era and calls a tool", async () => {
    connection = await connect(era, transport);
    expect(connection.protocolVersion).toBe(version);
    expect(connection.tools.map((each) => each.name)).toEqual([
      "echo",
      "confirm",
      "summarize",
      "pester",
    ]);
    const result = await new ToolExecutor().execute(tool(connection, "echo"), { text: "hi" });
    expect(result.output).toEqual({ text: "hi" });
  });

  if (!asks) return;

  test("a question of the tool is answered by the elicit handler, and the call completes", async () => {
    const result = await new ToolExecutor().execute(tool(connection, "confirm"), {
      what: "deploy",
    });
    expect(result.content).toEqual([{ type: "text", text: "accept:yes" }]);
  });

  test("a sampling the tool asks for is answered by the sample handler", async () => {
    const result = await new ToolExecutor().execute(tool(connection, "summarize"), {
      text: "abc",
    });
    expect(result.content).toEqual([{ type: "text", text: "model said 14 chars" }]);
  });

  test("a tool that never stops asking fails after a bounded number of rounds", async () => {
    const result = await new ToolExecutor({ timeoutMs: 20_000 }).execute(
      tool(connection, "pester"),
      {},
      { raiseOnFailure: false },
    );
    expect(result.status).toBe("failure");
    expect(result.error?.message).toMatch(/round/i);
  });
});
