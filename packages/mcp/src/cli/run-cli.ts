// kit-mcp from arguments to a running server, with its exit codes: 2 for a usage error, 1 for
// a module or server that cannot start.
import { loadToolsModule, type ToolsModule } from "@kit/tools";
import { requestStateSeal } from "../server/internal/request-state-options";
import type { RequestStateSeal } from "../server/internal/request-state-seal";
import { readCommandLine, tokenProblem, USAGE } from "./command-line";
import { takeStdout } from "./protocol-stdout";
import type { ServeHooks } from "./serve-hooks";
import { undeclaredEffectsWarning } from "./undeclared-effects";

const TOKEN_VARIABLE = "KIT_MCP_TOKEN";
const STATE_KEY_VARIABLE = "KIT_MCP_STATE_KEY";

/** Runs kit-mcp with the arguments after the program's name. */
export async function runCli(args: readonly string[]): Promise<void> {
  const command = readCommandLine(args);
  if (command.kind === "help") {
    process.stdout.write(USAGE);
    return;
  }
  if (command.kind === "usage-error") {
    process.stderr.write(`kit-mcp: ${command.message}\n\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  const { module: path, upstream, http, maxResultLength, tasks } = command;
  const requestStateSeal = readStateKey();
  if (requestStateSeal === undefined) return;
  if (http === undefined) {
    // Before the module loads: its top-level console.log must not reach stdout either.
    const output = takeStdout();
    const served = await load(path, upstream);
    if ("problem" in served) return fail(served.problem);
    // Each transport is imported when it is used: the SDK's Streamable HTTP transport (with
    // its HTTP framework) alone costs a stdio server about a tenth of its start.
    const { serveStdio } = await import("../server/internal/serve-stdio");
    return serveStdio(served.module, output, {
      maxResultLength,
      tasks,
      requestStateSeal,
      ...served.hooks,
    });
  }
  const token = process.env[TOKEN_VARIABLE] ?? "";
  if (http.noAuth && token !== "") {
    return fail(`--no-auth and ${TOKEN_VARIABLE} ask for opposite things: unset one of them`);
  }
  if (!http.noAuth && token === "") {
    return fail(
      `--http needs a token: set ${TOKEN_VARIABLE} to the secret clients send as 'Authorization: Bearer <token>'`,
    );
  }
  const weak = http.noAuth ? undefined : tokenProblem(token);
  if (weak !== undefined) return fail(weak);
  const served = await load(path, upstream);
  if ("problem" in served) return fail(served.problem);
  try {
    const { serveHttp } = await import("../server/internal/serve-http");
    await serveHttp(served.module, {
      ...http,
      ...served.hooks,
      token: http.noAuth ? undefined : token,
      maxResultLength,
      tasks,
      requestStateSeal,
    });
  } catch (error) {
    await served.hooks.beforeExit?.();
    fail(`cannot start: ${error instanceof Error ? error.message : String(error)}`);
  }
}

// The module's tools, or a gateway's (the module's beside its upstreams').
async function load(
  path: string | undefined,
  upstream: string | undefined,
): Promise<{ module: ToolsModule; hooks: ServeHooks } | { problem: string }> {
  if (upstream !== undefined) {
    const { openGateway } = await import("../gateway/open-gateway");
    const gateway = await openGateway(path, upstream);
    if (!("problem" in gateway)) warnUndeclaredEffects(gateway.module);
    return gateway;
  }
  const module = await loadToolsModule(path as string);
  if ("problem" in module) return module;
  warnUndeclaredEffects(module);
  return { module, hooks: {} };
}

// On stderr, never stdout: over stdio, stdout carries protocol messages only.
function warnUndeclaredEffects(module: ToolsModule): void {
  const warning = undeclaredEffectsWarning(module.tools);
  if (warning !== undefined) process.stderr.write(`kit-mcp: ${warning}\n`);
}

// The key that seals the requestState of a tool's questions (protocol 2026-07-28): every replica
// behind one load balancer needs the same; without one, a random key of this process.
function readStateKey(): RequestStateSeal | undefined {
  const key = process.env[STATE_KEY_VARIABLE];
  try {
    return requestStateSeal(
      { requestStateKey: key === "" ? undefined : key },
      { key: STATE_KEY_VARIABLE, ttl: "requestStateTtlMs" },
    );
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
    return undefined;
  }
}

function fail(message: string): void {
  process.stderr.write(`kit-mcp: ${message}\n`);
  process.exitCode = 1;
}
