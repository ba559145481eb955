// The tools of one connection: the last list read (with what it left out and the definitions
// calls hand the SDK), and the list read again when the server says it changed.
import type { AnyTool, CallHandlers } from "@kit/tools";
import type { Client, Tool as McpTool } from "@modelcontextprotocol/client";
import type { UnvalidatedSchema } from "../mcp-connection";
import type { SkippedTool } from "../skipped-tool";
import type { ConnectionTasks } from "./connection-tasks";
import { type ListSettings, listRemoteTools, type RemoteTools } from "./list-remote-tools";
import { cleanSkipped, reportListingFailure } from "./listing-report";
import type { ConnectionAuth } from "./provided-auth";
import type { SecretValues } from "./secret-values";
import { sendAuthorized } from "./send-authorized";

/** What a connection's tools need of the connection. */
export interface ToolsHost {
  /** The server's label. */
  readonly server: string;
  readonly prefix: string;
  readonly timeoutMs: number;
  /** The `execute` of every listed tool. */
  readonly call: ListSettings["call"];
  readonly secrets: SecretValues;
  /** Cleans a text of the secret values (the one function, handed to every listing). */
  readonly cleanText: (text: string) => string;
  readonly tasks: ConnectionTasks;
  readonly oauth: ConnectionAuth | undefined;
  readonly onLog: CallHandlers["onLog"];
  readonly onToolsChanged: ((tools: readonly AnyTool[]) => void) | undefined;
  /** The client while the connection is open; `undefined` otherwise. */
  openClient(): Client | undefined;
}

/** A connection's listed tools, and their refresh on `tools/list_changed`. */
export class ConnectionTools {
  readonly #host: ToolsHost;
  #tools: readonly AnyTool[] = Object.freeze([]);
  #unvalidated: readonly UnvalidatedSchema[] = Object.freeze([]);
  #skipped: readonly SkippedTool[] = Object.freeze([]);
  // The listed definitions of the tools taken, which calls hand the SDK (SEP-2243 headers).
  #definitions: RemoteTools["definitions"] = new Map();
  #refreshing: Promise<void> | undefined;
  #refreshAgain = false;

  constructor(host: ToolsHost) {
    this.#host = host;
  }

  get tools(): readonly AnyTool[] {
    return this.#tools;
  }

  get unvalidated(): readonly UnvalidatedSchema[] {
    return this.#unvalidated;
  }

  get skipped(): readonly SkippedTool[] {
    return this.#skipped;
  }

  /**
   * How a listing reads and names the tools; whether there are secrets to clean is asked now,
   * as they may be learned after the connection is made.
   */
  settings(): ListSettings {
    const { server, prefix, timeoutMs, call, secrets, cleanText } = this.#host;
    return { server, prefix, timeoutMs, call, clean: secrets.empty ? undefined : cleanText };
  }

  /** A listing's result, as the connection's tools. */
  take(client: Client, listing: RemoteTools): void {
    this.#host.tasks.learn(client, listing.tools);
    this.#tools = listing.tools;
    this.#unvalidated = listing.unvalidated;
    this.#skipped = cleanSkipped(listing.skipped, this.#host.secrets);
    this.#definitions = listing.definitions;
  }

  /** The tool as listed, for `callTool`: the SDK then needs no cache of the list of its own. */
  definition(remoteName: string): { toolDefinition?: McpTool } {
    const definition = this.#definitions.get(remoteName);
    return definition === undefined ? {} : { toolDefinition: definition };
  }

  /** Whether a remote tool may run twice: read-only or idempotent by its annotations. */
  isSafe(toolName: string): boolean {
    const tool = this.#tools.find((each) => each.name === toolName);
    return tool !== undefined && (tool.effects.readOnly || tool.effects.idempotent);
  }

  /** Hands the tools to `onToolsChanged`, whose throw cannot break the connection. */
  announce(): void {
    try {
      this.#host.onToolsChanged?.(this.#tools);
    } catch {
      // The user's callback cannot break the connection.
    }
  }

  /** tools/list_changed: reads the list again (once more if another notice came meanwhile). */
  refresh(): Promise<void> {
    if (this.#refreshing !== undefined) {
      this.#refreshAgain = true;
      return this.#refreshing;
    }
    this.#refreshing = (async () => {
      const host = this.#host;
      let taken = false;
      do {
        this.#refreshAgain = false;
        const client = host.openClient();
        if (client === undefined) return;
        const listing = this.settings();
        try {
          const current = client;
          this.take(
            current,
            await sendAuthorized(current, host.oauth, () => listRemoteTools(current, listing)),
          );
          taken = true;
        } catch (error) {
          // The last good list stays; the failure is told, and the next notice tries again.
          if (client === host.openClient()) {
            reportListingFailure(
              { name: host.server, tools: this.#tools },
              error,
              host.onLog,
              host.secrets,
            );
          }
          if (taken) this.announce();
          return;
        }
      } while (this.#refreshAgain);
      this.announce();
    })().finally(() => {
      this.#refreshing = undefined;
    });
    return this.#refreshing;
  }
}
