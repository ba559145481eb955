// Reads a server's whole tool list (every page) and builds a kit tool for each.
import type { AnyTool } from "@kit/tools";
import type { Client, Tool as McpTool } from "@modelcontextprotocol/client";
import type { UnvalidatedSchema } from "../mcp-connection";
import { type CleanText, cleanValue } from "./clean-value";
import { type RemoteCall, remoteTool } from "./remote-tool";

/** A server's tools as kit tools, and the schemas kit passes through. */
export interface RemoteTools {
  readonly tools: readonly AnyTool[];
  readonly unvalidated: readonly UnvalidatedSchema[];
}

/** Where the tools come from and how they are named and called. */
export interface ListSettings {
  readonly server: string;
  readonly prefix: string;
  readonly timeoutMs: number;
  readonly call: RemoteCall;
  /**
   * Takes the connection's secrets out of each tool's texts (a description may repeat the
   * server's credential, and a gateway would list it on).
   */
  readonly clean?: CleanText | undefined;
}

/** Lists the server's tools, page by page, within `timeoutMs` a page (and `signal`). */
export async function listRemoteTools(
  client: Client,
  settings: ListSettings,
  signal?: AbortSignal,
): Promise<RemoteTools> {
  const listed: McpTool[] = [];
  let cursor: string | undefined;
  do {
    const page = await client.listTools(cursor === undefined ? {} : { cursor }, {
      ...(signal === undefined ? {} : { signal }),
      timeout: settings.timeoutMs,
    });
    listed.push(...page.tools);
    cursor = page.nextCursor;
  } while (cursor !== undefined);
  const tools: AnyTool[] = [];
  const unvalidated: UnvalidatedSchema[] = [];
  for (const each of listed) {
    // The name stays as the server spells it: it is what a call sends back.
    const tool =
      settings.clean === undefined
        ? each
        : { ...(cleanValue(each, settings.clean) as McpTool), name: each.name };
    const built = remoteTool(tool, settings.prefix, settings.server, settings.call);
    tools.push(built.tool);
    unvalidated.push(...built.unvalidated);
  }
  return { tools: Object.freeze(tools), unvalidated: Object.freeze(unvalidated) };
}
