// Requires every package as CommonJS from the packed tarballs and runs one real call.
const { StaticCredentialProvider, CredentialManager } = require("@kit/credentials");
const { KeyringCredentialProvider } = require("@kit/credentials/keyring");
const { createMcpServer } = require("@kit/mcp");
const { instrumentExecutor } = require("@kit/otel");
const { anthropicFormat } = require("@kit/providers");
const { ToolSchema } = require("@kit/schema");
const { defineTool, ToolDispatcher, ToolExecutor, ToolRegistry } = require("@kit/tools");

async function main() {
  const schema = ToolSchema.fromDict({ parameters: [{ name: "n", type: "integer" }] });
  if (schema.validate({ n: 1.5 }).length !== 1) throw new Error("schema");
  const tool = defineTool({ name: "double", execute: (inputs) => ({ n: inputs.n * 2 }) });
  const executor = new ToolExecutor({
    credentials: new CredentialManager(new StaticCredentialProvider({})),
  });
  instrumentExecutor(executor);
  const result = await executor.execute(tool, { n: 2 });
  if (result.output.n !== 4) throw new Error("executor");
  const registry = new ToolRegistry();
  registry.register(tool);
  const format = anthropicFormat();
  const calls = format.calls({
    role: "assistant",
    content: [{ type: "tool_use", id: "toolu_1", name: "double", input: { n: 3 } }],
  });
  const outcomes = await new ToolDispatcher(registry, executor).dispatchAll(calls);
  const [block] = format.results(outcomes);
  if (block.tool_use_id !== "toolu_1" || block.content !== '{"n":6}') throw new Error("dispatch");
  if (typeof createMcpServer(registry).connect !== "function") throw new Error("mcp server");
  // The keyring entry with a stand-in module: @napi-rs/keyring is an optional peer, not installed.
  class AsyncEntry {
    async getPassword() {
      return "from-keyring";
    }
  }
  const keyring = new KeyringCredentialProvider({
    service: "smoke",
    module: { AsyncEntry, findCredentialsAsync: async () => [] },
  });
  if ((await keyring.get("api-key")) !== "from-keyring") throw new Error("keyring");
  console.log(`cjs ok on node ${process.version}`);
}
main().catch((error) => {
  console.error(error);
  process.exit(1);
});
