// Requires every package as CommonJS from the packed tarballs and runs one real call.
const { StaticCredentialProvider, CredentialManager } = require("@kit/credentials");
const { instrumentExecutor } = require("@kit/otel");
const { ToolSchema } = require("@kit/schema");
const { defineTool, ToolExecutor } = require("@kit/tools");

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
  console.log(`cjs ok on node ${process.version}`);
}
main().catch((error) => {
  console.error(error);
  process.exit(1);
});
