// Imports every package as ES modules from the packed tarballs and runs one real call.
import { CredentialManager, StaticCredentialProvider } from "@kit/credentials";
import { KeyringCredentialProvider } from "@kit/credentials/keyring";
import { createMcpServer } from "@kit/mcp";
import { instrumentExecutor } from "@kit/otel";
import { openAIChatFormat } from "@kit/providers";
import { ToolSchema } from "@kit/schema";
import {
  defineTool,
  ToolDispatcher,
  ToolExecutor,
  ToolRegistry,
  ToolValidationError,
} from "@kit/tools";

const schema = new ToolSchema([{ name: "city", type: "string" }]);
if (schema.validate({}).join() !== "Missing required parameter: 'city'") throw new Error("schema");

const tool = defineTool({
  name: "echo_key",
  inputSchema: { parameters: [{ name: "city", type: "string" }] },
  credentialNames: ["api-key"],
  execute: ({ city }, credentials) => ({ city, echoed: credentials["api-key"] }),
});
const executor = new ToolExecutor({
  credentials: new CredentialManager(new StaticCredentialProvider({ "api-key": "s3cret-value" })),
});
const undo = instrumentExecutor(executor);
const result = await executor.execute(tool, { city: "Oslo" });
if (result.output.echoed !== "[REDACTED]") throw new Error("redaction");
const failure = await executor.execute(tool, {}, { raiseOnFailure: false });
if (!ToolValidationError.isInstance(failure.error)) throw new Error("validation error");
undo();

const registry = new ToolRegistry();
registry.register(tool);
if (typeof createMcpServer(registry).connect !== "function") throw new Error("mcp server");
const format = openAIChatFormat();
if (format.tools(registry)[0]?.function.name !== "echo_key") throw new Error("declarations");
const reply = {
  choices: [
    {
      message: {
        role: "assistant",
        content: null,
        tool_calls: [
          {
            id: "call_1",
            type: "function",
            function: { name: "echo_key", arguments: '{"city":"Oslo"}' },
          },
        ],
      },
    },
  ],
};
const outcomes = await new ToolDispatcher(registry, executor).dispatchAll(format.calls(reply));
const [message] = format.results(outcomes);
if (message?.tool_call_id !== "call_1" || !message.content.includes("[REDACTED]")) {
  throw new Error("dispatch");
}
// The keyring entry imports without the optional peer @napi-rs/keyring, which is not installed.
const keyring = new KeyringCredentialProvider({ service: "smoke" });
const missing = await keyring.get("api-key").then(
  () => "resolved",
  (error) => error.message,
);
if (!missing.includes("'@napi-rs/keyring' could not be loaded")) throw new Error(missing);
console.log(`esm ok on node ${process.version}`);
