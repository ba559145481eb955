// Connects every upstream of a gateway at once; when one cannot be reached, the others are
// closed again and the gateway does not start.
import type { CredentialResolver } from "@kit/tools";
import { connectMcpServer } from "../client/connect-mcp-server";
import type { McpConnection } from "../client/mcp-connection";
import { ConfigProblem } from "./config-problem";
import type { GatewayConfig, UpstreamConfig } from "./gateway-config";

/** An upstream and its open connection. */
export interface OpenUpstream {
  readonly config: UpstreamConfig;
  readonly connection: McpConnection;
}

/**
 * Connects to every upstream, each with the resolver for its credentials.
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
    config.upstreams.map((upstream) =>
      connectMcpServer({ ...upstream.options, credentials, onToolsChanged }),
    ),
  );
  const open: OpenUpstream[] = [];
  const failures: unknown[] = [];
  settled.forEach((outcome, index) => {
    const upstream = config.upstreams[index] as UpstreamConfig;
    if (outcome.status === "fulfilled") open.push({ config: upstream, connection: outcome.value });
    else failures.push(describe(config.file, upstream, outcome.reason));
  });
  if (failures.length === 0) return open;
  await Promise.all(open.map(({ connection }) => connection.close()));
  const problem = failures.find((failure) => failure instanceof ConfigProblem);
  if (problem !== undefined) throw problem;
  throw new Error(
    `cannot reach ${failures.length === 1 ? "an upstream" : `${failures.length} upstreams`}:\n  ${failures.join("\n  ")}`,
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
