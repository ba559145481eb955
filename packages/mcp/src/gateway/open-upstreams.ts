// Connects every upstream of a gateway at once; when one cannot be reached, the others are
// closed again and the gateway does not start.
import type { CredentialResolver } from "@kit/tools";
import { readOptions } from "../client/internal/read-options";
import { RemoteConnection } from "../client/internal/remote-connection";
import type { McpConnection } from "../client/mcp-connection";
import { McpConnectionError } from "../errors/mcp-connection-error";
import { ConfigProblem } from "./config-problem";
import type { GatewayConfig, UpstreamConfig } from "./gateway-config";

/** An upstream and its open connection. */
export interface OpenUpstream {
  readonly config: UpstreamConfig;
  readonly connection: McpConnection;
}

/**
 * Connects to every upstream, each with the resolver for its credentials. An upstream is told
 * the gateway answers elicitation and sampling: its tool's question is asked of the gateway's
 * client through the call's `context.elicit` or `context.sample`.
 * @param onToolsChanged - called when an upstream's tool list changed (or it reconnected).
 * @throws ConfigProblem for options that connectMcpServer refuses (a bad prefix, a bad credential
 * name); Error naming each upstream that cannot be reached, after closing the others.
 */
export async function openUpstreams(
  config: GatewayConfig,
  credentials: CredentialResolver,
  onToolsChanged: () => void,
): Promise<OpenUpstream[]> {
  const settled = await Promise.allSettled(
    // As connectMcpServer (its option errors a rejection too), and an upstream tool's question
    // goes to the gateway's client through the running call's context.
    config.upstreams.map(async (upstream) =>
      RemoteConnection.open({
        ...readOptions({ ...upstream.options, credentials, onToolsChanged }),
        askCaller: true,
      }),
    ),
  );
  const open: OpenUpstream[] = [];
  const failures: unknown[] = [];
  const uncredentialed: unknown[] = [];
  settled.forEach((outcome, index) => {
    const upstream = config.upstreams[index] as UpstreamConfig;
    if (outcome.status === "fulfilled") open.push({ config: upstream, connection: outcome.value });
    else if (isCredentialFailure(outcome.reason)) {
      uncredentialed.push(describe(config.file, upstream, outcome.reason));
    } else failures.push(describe(config.file, upstream, outcome.reason));
  });
  if (failures.length + uncredentialed.length === 0) return open;
  await Promise.all(open.map(({ connection }) => connection.close()));
  const problem = failures.find((failure) => failure instanceof ConfigProblem);
  if (problem !== undefined) throw problem;
  const parts: string[] = [];
  if (uncredentialed.length > 0) {
    // Never contacted: its credentials are resolved before its command starts or its URL is asked.
    parts.push(
      `cannot resolve the credentials of ${count(uncredentialed, "upstream")}, so it was not started or contacted:\n  ${uncredentialed.join("\n  ")}`,
    );
  }
  if (failures.length > 0) {
    parts.push(`cannot reach ${count(failures, "upstream")}:\n  ${failures.join("\n  ")}`);
  }
  throw new Error(parts.join("\n"));
}

function count(list: readonly unknown[], noun: string): string {
  return list.length === 1 ? `an ${noun}` : `${list.length} ${noun}s`;
}

// connectMcpServer resolves an upstream's credentials before it connects; a failure there is
// an McpConnectionError whose reason says so.
function isCredentialFailure(error: unknown): boolean {
  return (
    McpConnectionError.isInstance(error) &&
    error.reason.startsWith("cannot resolve its credentials")
  );
}

// connectMcpServer's option errors name the option: said at the upstream's path in the file.
function describe(file: string, upstream: UpstreamConfig, error: unknown): unknown {
  if (error instanceof TypeError || error instanceof RangeError) {
    return new ConfigProblem(
      file,
      upstream.path,
      error.message.replace(/^connectMcpServer\(\): /, ""),
    );
  }
  const message = error instanceof Error ? error.message : String(error);
  return `${upstream.path} ('${upstream.name}'): ${message}`;
}
