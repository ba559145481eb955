// What one server knows of the client on its connection: the level of log messages it wants,
// its protocol version and its capabilities. Over stateless HTTP a server lives for one request,
// so the capabilities come from the session id (session-id.ts) and the rest stays as default.
import { LOG_LEVELS, type LogLevel } from "@kit/tools";
import type { ClientCapabilities } from "@modelcontextprotocol/server";

/** The level of log messages sent when the client never set one: `info` and above. */
const DEFAULT_LOG_LEVEL: LogLevel = "info";

/** The first protocol version whose clients expect `$schema` in tool schemas (SEP-1613). */
const SCHEMA_DIALECT_VERSION = "2025-11-25";

/** The client's side of one server's connection. */
export class ClientSession {
  /** The least severe level sent, as an index into `LOG_LEVELS`. */
  logSeverity: number = LOG_LEVELS.indexOf(DEFAULT_LOG_LEVEL);
  /** The capabilities the client declared elsewhere (stateless HTTP: in its session id). */
  readonly declaredCapabilities: ClientCapabilities | undefined;

  constructor(declaredCapabilities?: ClientCapabilities) {
    this.declaredCapabilities = declaredCapabilities;
  }

  /** Whether tool schemas should carry `$schema` for a client of this protocol version. */
  static wantsSchemaDialect(protocolVersion: string | undefined): boolean {
    // Protocol versions are dates: their text order is their time order.
    return protocolVersion !== undefined && protocolVersion >= SCHEMA_DIALECT_VERSION;
  }
}

/** The index of a level in `LOG_LEVELS` (least severe first); -1 for anything else. */
export function logSeverity(level: unknown): number {
  return LOG_LEVELS.indexOf(level as LogLevel);
}
