// The demo's remote MCP server: the protocol's reference server,
// @modelcontextprotocol/server-everything, started over stdio by connectMcpServer. Two of its
// tools join the local ones under the prefix `everything_`, in one registry and one executor,
// and a scripted Anthropic conversation calls a remote and a local tool in the same reply.
import { createRequire } from "node:module";
import { connectMcpServer } from "@kit/mcp";
import { ToolDispatcher, type ToolExecutor, ToolRegistry } from "@kit/tools";
import type { CallTally } from "./call-tally";
import { anthropic } from "./conversation/anthropic";
import { runConversation } from "./conversation/run-conversation";
import { heading, say } from "./printer";

/** The remote tools the demo gives the model, by their names on the server. */
const REMOTE_TOOLS = ["get-sum", "echo"];

const SERVER_ENTRY = createRequire(import.meta.url).resolve(
  "@modelcontextprotocol/server-everything/dist/index.js",
);

/**
 * Starts server-everything, puts two of its tools beside the local ones of `local`, runs the
 * remote conversation through `executor`, and ends the server.
 */
export async function runRemoteTools(
  local: ToolRegistry,
  executor: ToolExecutor,
  tally: CallTally,
): Promise<void> {
  heading("Remote tools: an MCP server's tools beside the local ones");
  const connection = await connectMcpServer({
    name: "everything",
    command: process.execPath,
    args: [SERVER_ENTRY, "stdio"],
    prefix: "everything_",
  });
  try {
    const remote = connection.tools.filter((tool) =>
      REMOTE_TOOLS.some((name) => tool.name === `everything_${name}`),
    );
    say(
      "mcp",
      `connected to @modelcontextprotocol/server-everything over stdio: ${connection.tools.length} tools, ${connection.unvalidated.length} of them with a schema kit passes through unchecked; giving the model ${remote.map((tool) => tool.name).join(" and ")}`,
    );
    for (const tool of remote) {
      say(
        "mcp",
        `${tool.name}: ${tool.effects.readOnly ? "read-only" : "may change things"}, ${tool.effects.idempotent ? "idempotent" : "not idempotent"} (from the server's annotations), tagged mcp.server=${tool.tags["mcp.server"]}`,
      );
    }
    const registry = new ToolRegistry();
    for (const tool of local) registry.register(tool);
    for (const tool of remote) registry.register(tool);
    await runConversation(
      {
        ...anthropic,
        title: "Anthropic Messages, with the remote tools",
        fixtures: "anthropic-remote",
        prompt: "Add 1234 and 5678 with the server's tool, multiply 12 by 3.5, and echo 'done'.",
      },
      { registry, dispatcher: new ToolDispatcher(registry, executor), tally },
      "5/5",
    );
  } finally {
    await connection.close();
    say("mcp", "connection closed: the server process has ended");
  }
}
