// `kit-mcp serve [module] --upstream <file>`: the module's tools and those of the upstream
// servers of the config file, as one registry, run by one executor.
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { CredentialManager, EnvironmentCredentialProvider } from "@kit/credentials";
import {
  type AnyTool,
  type CredentialResolver,
  loadToolsModule,
  ToolExecutor,
  type ToolsModule,
} from "@kit/tools";
import type { ServeHooks } from "../cli/serve-hooks";
import { ConfigProblem } from "./config-problem";
import type { GatewayConfig } from "./gateway-config";
import { clashMessage, GatewayRegistry, isRepeat, type ToolSource } from "./gateway-registry";
import { type OpenUpstream, openUpstreams } from "./open-upstreams";
import { readGatewayConfig } from "./read-gateway-config";
import { SkippedReport } from "./skipped-report";

/** A gateway ready to serve: its tools as a module, and the hooks of its server. */
export interface Gateway {
  readonly module: ToolsModule;
  readonly hooks: ServeHooks;
}

/**
 * Reads the config and the module, connects to every upstream and builds the registry.
 * @returns the gateway, or why it cannot start (a sentence for stderr).
 */
export async function openGateway(
  modulePath: string | undefined,
  configFile: string,
): Promise<Gateway | { readonly problem: string }> {
  let config: GatewayConfig;
  try {
    config = await readGatewayConfig(configFile);
  } catch (error) {
    return { problem: error instanceof Error ? error.message : String(error) };
  }
  const local = modulePath === undefined ? undefined : await loadLocal(modulePath);
  if (local !== undefined && "problem" in local) return local;
  let executor = local?.module.executor;
  if (config.executor !== undefined) {
    if (executor !== undefined) {
      return {
        problem: `${config.file}: executor: the module exports an executor too; give the policies in one place`,
      };
    }
    try {
      executor = new ToolExecutor(config.executor);
    } catch (error) {
      return {
        problem: `${config.file}: executor: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
  }
  const listeners: (() => void)[] = [];
  let upstreams: OpenUpstream[] = [];
  const sources: ToolSource[] = [];
  if (local !== undefined) {
    const tools: readonly AnyTool[] = [...local.module.tools];
    sources.push({ label: "the module", path: undefined, tools: () => tools });
  }
  const registry = new GatewayRegistry(sources);
  const skipped = new SkippedReport();
  const changed = (): void => {
    skipped.report(upstreams);
    for (const clash of registry.rebuild()) {
      const leftOut = isRepeat(clash) ? "" : "; it is left out";
      process.stderr.write(`kit-mcp: ${clashMessage(clash)}${leftOut}\n`);
    }
    for (const listener of listeners) listener();
  };
  try {
    upstreams = await openUpstreams(
      config,
      local?.credentials ?? environmentCredentials(),
      changed,
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      problem: error instanceof ConfigProblem ? message : `cannot start the gateway: ${message}`,
    };
  }
  for (const { config: upstream, connection } of upstreams) {
    const label = `upstream '${upstream.name}' (${upstream.path})`;
    sources.push({ label, path: upstream.path, tools: () => connection.tools });
  }
  const close = async (): Promise<void> => {
    await Promise.all(upstreams.map(({ connection }) => connection.close()));
  };
  skipped.report(upstreams);
  const clashes = registry.rebuild();
  // A name an upstream lists twice is its own mistake, said and survived; a clash between two
  // sources is the config's, which a prefix fixes.
  for (const repeat of clashes.filter(isRepeat)) {
    process.stderr.write(`kit-mcp: ${clashMessage(repeat)}\n`);
  }
  const conflicts = clashes.filter((clash) => !isRepeat(clash));
  if (conflicts.length > 0) {
    await close();
    const problem = new ConfigProblem(config.file, "", conflicts.map(clashMessage).join("; "));
    return { problem: problem.message };
  }
  return {
    module: { tools: registry, executor },
    hooks: { onToolsChanged: (listener) => listeners.push(listener), beforeExit: close },
  };
}

/**
 * The gateway's credentials when its module exports none: `KIT_CREDENTIAL_<NAME>` variables
 * (`github-token` from `KIT_CREDENTIAL_GITHUB_TOKEN`), read at each connect.
 */
function environmentCredentials(): CredentialResolver {
  return new CredentialManager(new EnvironmentCredentialProvider({ prefix: "KIT_CREDENTIAL_" }));
}

/** The module's tools and executor, and its export `credentials` when it has one. */
async function loadLocal(
  path: string,
): Promise<
  { module: ToolsModule; credentials: CredentialResolver | undefined } | { problem: string }
> {
  const module = await loadToolsModule(path);
  if ("problem" in module) return module;
  // Already imported by loadToolsModule: this import is the same module, from the cache.
  const namespace = (await import(pathToFileURL(resolve(path)).href)) as Record<string, unknown>;
  const fallback = namespace.default as Record<string, unknown> | undefined;
  const credentials = namespace.credentials ?? fallback?.credentials;
  if (credentials === undefined) return { module, credentials: undefined };
  if (typeof (credentials as Partial<CredentialResolver>).resolve !== "function") {
    return { problem: `'${path}' exports 'credentials' without a resolve(names, options) method` };
  }
  return { module, credentials: credentials as CredentialResolver };
}
