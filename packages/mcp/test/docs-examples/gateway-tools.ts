import { CredentialManager, EnvironmentCredentialProvider } from "@kit/credentials";
import { type AnyTool, defineTool, ToolExecutor } from "@kit/tools";

export const tools: AnyTool[] = [
  defineTool({
    name: "now",
    description: "The current time.",
    effects: { readOnly: true },
    execute: () => ({ iso: new Date().toISOString() }),
  }),
];

// Resolves the upstreams' credentialEnv, credentialHeaders and bearerCredential names.
export const credentials: CredentialManager = new CredentialManager(
  new EnvironmentCredentialProvider({ prefix: "GATEWAY_" }),
);

// Runs the local and the remote tools alike: a remote tool's annotations are its effects, so
// approval is asked for every tool that is not read-only.
export const executor: ToolExecutor = new ToolExecutor({
  timeoutMs: 30_000,
  retry: { attempts: 3 },
  toolConcurrency: { github_create_issue: 1 },
  approve: ({ tool }) => tool.tags["mcp.server"] !== "github" || !tool.effects.destructive,
});
