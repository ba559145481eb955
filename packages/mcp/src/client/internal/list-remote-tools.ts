// Reads a server's whole tool list (every page, within bounds) and builds a kit tool for each,
// leaving out the tools kit refuses.
import type { AnyTool } from "@kit/tools";
import type { Client, Tool as McpTool } from "@modelcontextprotocol/client";
import type { UnvalidatedSchema } from "../mcp-connection";
import type { SkippedTool } from "../skipped-tool";
import { type CleanText, cleanValue } from "./clean-value";
import { ListingFailure } from "./listing-failure";
import { type RemoteCall, remoteTool } from "./remote-tool";
import { readListedTool, shownName } from "./tool-refusal";
import { TOOLS_PAGE, type ToolsPage } from "./tools-page";

/** The most pages of `tools/list` one listing reads. */
const MAX_LIST_PAGES = 100;

/** The most tools one listing takes (all pages together). */
const MAX_LISTED_TOOLS = 10_000;

// The most of a refused definition's message that `skipped` repeats.
const MAX_REASON = 500;

/** Why the second of two tools with one name is left out. */
const LISTED_TWICE =
  "the server lists this name twice: kit takes the first and leaves out the other (a prefix cannot tell the two apart; the server's tool list needs fixing)";

/** A server's tools as kit tools, the schemas kit passes through, and the tools it left out. */
export interface RemoteTools {
  readonly tools: readonly AnyTool[];
  readonly unvalidated: readonly UnvalidatedSchema[];
  readonly skipped: readonly SkippedTool[];
  /** Each taken tool's definition as listed, by its name on the server (for `callTool`). */
  readonly definitions: ReadonlyMap<string, McpTool>;
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

/**
 * Lists the server's tools: at most {@link MAX_LIST_PAGES} pages and {@link MAX_LISTED_TOOLS}
 * tools, all pages within `timeoutMs` (and `signal`). A tool kit refuses is left out and named in
 * `skipped`, and so is the second of two tools the server lists under one name.
 * @throws ListingFailure when the listing breaks one of those bounds.
 */
export async function listRemoteTools(
  client: Client,
  settings: ListSettings,
  signal?: AbortSignal,
): Promise<RemoteTools> {
  const skipped: SkippedTool[] = [];
  const skip = (name: unknown, reason: string): void => {
    skipped.push(Object.freeze({ name: shownName(name), reason }));
  };
  const read: McpTool[] = [];
  for (const raw of await readPages(client, settings.timeoutMs, signal)) {
    const listed = await readListedTool(raw);
    if ("tool" in listed) read.push(listed.tool);
    else skip((raw as { name?: unknown } | null)?.name, listed.refusal);
  }
  const kept = excludeInvalidHeaderTools(client, read);
  const tools: AnyTool[] = [];
  const unvalidated: UnvalidatedSchema[] = [];
  const definitions = new Map<string, McpTool>();
  const seen = new Set<string>();
  for (const each of read) {
    let refusal: string | undefined;
    if (seen.has(each.name)) refusal = LISTED_TWICE;
    else if (!kept.has(each)) refusal = "its x-mcp-header declarations break SEP-2243's rules";
    else refusal = build(each, settings, tools, unvalidated);
    seen.add(each.name);
    if (refusal === undefined) definitions.set(each.name, each);
    else skip(each.name, refusal);
  }
  return {
    tools: Object.freeze(tools),
    unvalidated: Object.freeze(unvalidated),
    skipped: Object.freeze(skipped),
    definitions,
  };
}

// Builds one tool into the lists; a definition kit refuses is the reason instead.
function build(
  listed: McpTool,
  settings: ListSettings,
  tools: AnyTool[],
  unvalidated: UnvalidatedSchema[],
): string | undefined {
  try {
    // The name stays as the server spells it: it is what a call sends back.
    const tool =
      settings.clean === undefined
        ? listed
        : { ...(cleanValue(listed, settings.clean) as McpTool), name: listed.name };
    const built = remoteTool(tool, settings.prefix, settings.server, settings.call);
    tools.push(built.tool);
    unvalidated.push(...built.unvalidated);
    return undefined;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return `kit refused its definition: ${message.slice(0, MAX_REASON)}`;
  }
}

// Every page, one request at a time, each tool left unread: the SDK's own walk (listTools
// without a cursor) counts no tools and caches the whole list, and its reading of a page walks
// every schema of every tool at once.
async function readPages(
  client: Client,
  timeoutMs: number,
  signal: AbortSignal | undefined,
): Promise<unknown[]> {
  // As the SDK's listTools: a server without the tools capability has none.
  if (client.getServerCapabilities()?.tools === undefined) return [];
  const deadline = AbortSignal.timeout(timeoutMs);
  const bound = signal === undefined ? deadline : AbortSignal.any([signal, deadline]);
  const listed: unknown[] = [];
  let cursor: string | undefined;
  for (let pages = 0; ; pages += 1) {
    if (pages === MAX_LIST_PAGES) {
      throw new ListingFailure(
        `listed more than ${MAX_LIST_PAGES} pages of tools (a next page every time), the most kit reads`,
      );
    }
    let page: ToolsPage;
    try {
      page = await client.request(
        { method: "tools/list", params: cursor === undefined ? {} : { cursor } },
        TOOLS_PAGE,
        { signal: bound, timeout: timeoutMs },
      );
    } catch (error) {
      if (!bound.aborted) throw error;
      throw new ListingFailure(
        `did not finish listing its tools within ${timeoutMs} ms (${pages} pages read; the MCP handshake had completed)`,
        error,
      );
    }
    if (listed.length + page.tools.length > MAX_LISTED_TOOLS) {
      throw new ListingFailure(`listed more than ${MAX_LISTED_TOOLS} tools, the most kit takes`);
    }
    listed.push(...page.tools);
    cursor = page.nextCursor;
    if (cursor === undefined) return listed;
  }
}

/** The SDK's SEP-2243 exclusion, which its listTools applies to every page it returns. */
interface HeaderExclusion {
  _excludeInvalidXMcpHeaderTools?: (result: { tools: McpTool[] }) => void;
}

// A 2026-07-28 HTTP client must leave out a tool whose `x-mcp-header` declarations break the
// rules; the SDK's listTools does so, and this walk, which asks for each page itself, has it do
// the same (the conformance suite's `http-invalid-tool-headers` checks it). The tools it keeps.
function excludeInvalidHeaderTools(client: Client, tools: McpTool[]): ReadonlySet<McpTool> {
  const result = { tools };
  (client as unknown as HeaderExclusion)._excludeInvalidXMcpHeaderTools?.(result);
  return new Set(result.tools);
}
