// A kit-mcp gateway (`kit-mcp serve --upstream <config>`, from @kit/mcp's sources) in front of
// hostile servers, reached by kit's own client over stdio, so a test reads what the gateway
// lists and answers, and its stderr.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { connectMcpServer, type McpConnection } from "@kit/mcp";
import { hostileCommand } from "./hostile";

const MCP = fileURLToPath(new URL("../../../packages/mcp/", import.meta.url));

/** An upstream entry of a gateway config that runs the hostile server in `mode` over stdio. */
export function hostileUpstream(
  name: string,
  mode: string,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return { name, ...hostileCommand(mode), ...extra };
}

/**
 * Starts a gateway over `upstreams` (written to a config file of its own) and connects to it.
 * @param env - variables of the gateway's process (its credentials: `KIT_CREDENTIAL_<NAME>`).
 */
export function connectGateway(
  upstreams: readonly Record<string, unknown>[],
  env: Readonly<Record<string, string>> = {},
): Promise<McpConnection> {
  const config = join(mkdtempSync(join(tmpdir(), "kit-hostile-gateway-")), "gateway.json");
  writeFileSync(config, JSON.stringify({ upstreams }, null, 2));
  return connectMcpServer({
    name: "gateway",
    command: process.execPath,
    args: [
      "--conditions=@kit/source",
      "--import",
      "tsx",
      "src/cli.ts",
      "serve",
      "--upstream",
      config,
    ],
    cwd: MCP,
    env: { PATH: process.env.PATH ?? "", ...env },
    timeoutMs: 60_000,
  });
}
