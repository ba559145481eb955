// What one misbehaviour of the hostile MCP server is: the tools it lists, and how it answers
// `tools/list`, `tools/call` and (over HTTP) a raw request. Anything left out behaves as an
// honest 2025-11-25 server would.
import type { IncomingMessage, ServerResponse } from "node:http";

/** A JSON-RPC message as the hostile server reads and writes it. */
export type Json = Record<string, unknown>;

/** What a mode can do while it answers one request. */
export interface HostileContext {
  /** Sends a notification (over HTTP, on the request's own event stream when there is one). */
  notify(method: string, params: Json): void;
  /** Writes raw text to stdout (stdio only; over HTTP it does nothing). */
  writeRaw(text: string): void;
  /** The transport this server speaks. */
  readonly transport: "stdio" | "http";
  /** The HTTP request's headers, names in lower case (over stdio: none). */
  readonly headers?: Readonly<Record<string, string>>;
  /** The request's `params` as sent (its `_meta` with the progress token included). */
  readonly params?: Json;
  /** The request's JSON-RPC id (to write a reply of one's own with `writeRaw`). */
  readonly id?: unknown;
}

/** One way for an MCP server to misbehave. */
export interface HostileMode {
  /** The tools `tools/list` lists (raw MCP tool objects). */
  readonly tools: () => Json[];
  /** Answers `tools/list` (the result object), in place of one page with `tools()`. */
  readonly list?: (params: Json, context: HostileContext) => Json | Promise<Json>;
  /** Answers `tools/call` (the result object); a thrown `{ code, message }` is a JSON-RPC error. */
  readonly call?: (name: string, args: Json, context: HostileContext) => Json | Promise<Json>;
  /** Takes over one HTTP request before the JSON-RPC handling; returns true when it answered. */
  readonly http?: (
    request: IncomingMessage,
    response: ServerResponse,
    message: Json | undefined,
  ) => boolean | Promise<boolean>;
  /**
   * The JSON text of a request's result, written as it is (for a result too deep for
   * `JSON.stringify`); undefined leaves the request to the usual handling.
   */
  readonly rawResult?: (method: string, params: Json) => string | undefined;
  /** Sent as soon as the client said `notifications/initialized` (e.g. a flood). */
  readonly afterInitialized?: (context: HostileContext) => void;
}

/** A thrown value that answers the request with this JSON-RPC error. */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}
