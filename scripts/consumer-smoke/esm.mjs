// Imports every package as ES modules from the packed tarballs and runs one real call.
import { CredentialManager, StaticCredentialProvider } from "@kit/credentials";
import { instrumentExecutor } from "@kit/otel";
import { ToolSchema } from "@kit/schema";
import { defineTool, ToolExecutor, ToolValidationError } from "@kit/tools";

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
console.log(`esm ok on node ${process.version}`);
