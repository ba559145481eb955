// The kit demo: one tool, declared once, validated, run with a secret it never leaks,
// observed through events, in strict and in result mode.
import { CredentialManager, EnvironmentCredentialProvider } from "@kit/credentials";
import { ToolExecutionError, ToolExecutor, ToolRegistry, ToolValidationError } from "@kit/tools";
import { fetchWeather } from "./fetch-weather";

const show = (label: string, value: unknown): void => {
  console.log(`\n${label}\n${JSON.stringify(value, null, 2)}`);
};

// Secrets come from the environment, under an explicit prefix only.
process.env.KIT_CREDENTIAL_WEATHER_API_KEY ??= "demo-key-5f1c9a";
const credentials = new EnvironmentCredentialProvider({ prefix: "KIT_CREDENTIAL_" });

const registry = new ToolRegistry();
registry.register(fetchWeather);

const executor = new ToolExecutor({
  credentials: new CredentialManager(credentials),
  timeoutMs: 2_000,
});
executor.on("tool.execution.completed", (event) => {
  console.log(
    `  [event] ${event.toolName} ${event.callId} completed in ${event.durationMs.toFixed(2)} ms`,
  );
});
executor.on("tool.execution.failed", (event) => {
  console.log(`  [event] ${event.toolName} ${event.callId} failed: ${event.error.name}`);
});

show(
  "What the model is told (JSON Schema of fetch_weather's input):",
  fetchWeather.inputSchema?.toJSONSchema(),
);

const tool = registry.lookup("fetch_weather");
if (tool === undefined) throw new Error("fetch_weather is not registered");

console.log("\n1. A good call; the defaults fill in country and units:");
const ok = await executor.execute(tool, { city: "Oslo" }, { callId: "call_1" });
show("result.output:", ok.output);

console.log("\n2. The model sends bad arguments (strict mode throws a typed error):");
try {
  await executor.execute(tool, { units: 7 }, { callId: "call_2" });
} catch (error) {
  // isInstance, not instanceof: it also recognises an error from another installed copy of
  // @kit/tools (its ESM and CommonJS builds are two copies when both get loaded).
  if (!ToolValidationError.isInstance(error)) throw error;
  console.log(`  ${error.message.replaceAll("\n", "\n  ")}`);
}

console.log("\n3. The tool fails and quotes its secret (result mode, the secret is redacted):");
const failed = await executor.execute(tool, { city: "Atlantis" }, { raiseOnFailure: false });
console.log(`  status: ${failed.status}`);
console.log(`  error:  ${failed.error?.message}`);
console.log(`  is ToolExecutionError: ${ToolExecutionError.isInstance(failed.error)}`);
