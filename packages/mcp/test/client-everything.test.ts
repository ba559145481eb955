// connectMcpServer against the MCP reference server, @modelcontextprotocol/server-everything
// from npm, over stdio: its tools as kit tools through an executor, its progress, its
// elicitation and sampling requests answered by the connection's handlers, and a canary in its
// environment (its get-env tool sends its whole environment back).
import { fileURLToPath } from "node:url";
import { CANARY, visibleText } from "@kit/test-support";
import { type AnyTool, ToolExecutor, ToolValidationError } from "@kit/tools";
import { afterAll, beforeAll, expect, test } from "vitest";
import { connectMcpServer, type McpConnection } from "../src/index";

const ENTRY = fileURLToPath(
  new URL("../node_modules/@modelcontextprotocol/server-everything/dist/index.js", import.meta.url),
);

const questions: string[] = [];
const prompts: string[] = [];
let everything: McpConnection;
let bare: McpConnection;

beforeAll(async () => {
  [everything, bare] = await Promise.all([
    connectMcpServer({
      name: "everything",
      command: process.execPath,
      args: [ENTRY, "stdio"],
      env: { KIT_EVERYTHING_SECRET: CANARY },
      handlers: {
        elicit: (request) => {
          questions.push(`${request.toolName}: ${request.message}`);
          return { action: "accept", content: { name: "Ada" } };
        },
        sample: async (request) => {
          const [first] = request.messages;
          prompts.push(first?.content.type === "text" ? first.content.text : "");
          return {
            role: "assistant",
            content: { type: "text", text: "a reply" },
            model: "kit-test-model",
          };
        },
      },
    }),
    connectMcpServer({ name: "bare", command: process.execPath, args: [ENTRY, "stdio"] }),
  ]);
});

afterAll(async () => {
  await Promise.all([everything?.close(), bare?.close()]);
});

function tool(name: string): AnyTool {
  const found = everything.tools.find((each) => each.name === name);
  if (found === undefined) throw new Error(`no tool ${name}`);
  return found;
}

test("its tools, each schema kept exactly, each annotation an effect", () => {
  const names = everything.tools.map((each) => each.name);
  expect(names).toEqual(
    expect.arrayContaining([
      "echo",
      "get-sum",
      "get-tiny-image",
      "get-structured-content",
      "get-env",
      "trigger-long-running-operation",
      "trigger-elicitation-request",
      "trigger-sampling-request",
    ]),
  );
  expect(everything.unvalidated).toEqual([]);
  expect(tool("get-sum").effects.readOnly).toBe(true);
  expect(tool("trigger-sampling-request").effects).toMatchObject({
    readOnly: false,
    destructive: false,
    idempotent: false,
  });
  // A client that can answer no question is not offered the tools that ask.
  const bareNames = bare.tools.map((each) => each.name);
  expect(bareNames).toContain("echo");
  expect(bareNames).not.toContain("trigger-elicitation-request");
  expect(bareNames).not.toContain("trigger-sampling-request");
});

test("calls through the executor: kit checks the inputs first, then text, image and structured results", async () => {
  const executor = new ToolExecutor();
  const sum = await executor.execute(tool("get-sum"), { a: 1, b: 2 });
  expect(sum.content).toEqual([{ type: "text", text: "The sum of 1 and 2 is 3." }]);
  const bad = await executor.execute(tool("get-sum"), { a: "1", b: 2 }, { raiseOnFailure: false });
  expect(bad.error).toBeInstanceOf(ToolValidationError);
  expect(bad.attempts).toBe(0);
  const image = await executor.execute(tool("get-tiny-image"), {});
  expect(image.content?.map((part) => part.type)).toContain("image");
  const weather = await executor.execute(tool("get-structured-content"), { location: "New York" });
  expect(weather.output).toMatchObject({ conditions: expect.any(String) });
});

test("its progress notifications reach the call", async () => {
  const reports: string[] = [];
  await new ToolExecutor().execute(
    tool("trigger-long-running-operation"),
    { duration: 1, steps: 2 },
    { onProgress: ({ done, total }) => reports.push(`${done}/${total}`) },
  );
  expect(reports).toEqual(["1/2", "2/2"]);
});

test("its elicitation and sampling requests are answered by the connection's handlers", async () => {
  const executor = new ToolExecutor();
  const elicited = await executor.execute(tool("trigger-elicitation-request"), {});
  expect(visibleText(elicited.content)).toContain("- Name: Ada");
  expect(questions).toEqual([
    "trigger-elicitation-request: Please provide inputs for the following fields:",
  ]);
  const sampled = await executor.execute(tool("trigger-sampling-request"), {
    prompt: "hello",
    maxTokens: 10,
  });
  expect(visibleText(sampled.content)).toContain("kit-test-model");
  expect(prompts).toEqual(["Resource trigger-sampling-request context: hello"]);
});

test("a secret in env that the server sends back is replaced in the result and the events", async () => {
  const executor = new ToolExecutor();
  const events: unknown[] = [];
  executor.on("tool.execution.completed", (event) => events.push(event));
  const result = await executor.execute(tool("get-env"), {});
  // The witness: the server did send its environment, the variable's name in it.
  expect(visibleText(result.content)).toContain("KIT_EVERYTHING_SECRET");
  expect(visibleText(result.content)).toContain("[REDACTED]");
  expect(visibleText([result, events])).not.toContain(CANARY);
});
