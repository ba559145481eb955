import { CredentialManager, StaticCredentialProvider } from "@kit/credentials";
import { defineTool, ToolExecutor } from "@kit/tools";

const leaky = defineTool({
  name: "leaky",
  credentialNames: ["api-key"],
  execute(_inputs, credentials) {
    throw new Error(`request with key ${credentials["api-key"]} was refused`);
  },
});
const executor = new ToolExecutor({
  credentials: new CredentialManager(new StaticCredentialProvider({ "api-key": "sk-123456" })),
});
const result = await executor.execute(leaky, {}, { raiseOnFailure: false });
console.log(result.error?.message);
// Tool 'leaky' execution failed: request with key [REDACTED] was refused
