// Requests of protocol 2026-07-28 over HTTP: the SDK's handler of that revision (createMcpHandler,
// strict: 2025 requests never reach it) does what the revision asks of the exchange:
// `server/discover`, the version check (-32022 with the request's id), the `Mcp-Method` and
// `Mcp-Name` headers against the body, the capabilities a request needs, `resultType`, cache
// fields, and answers the call on its own POST, as JSON or an event stream. Each request gets a
// new server from kit's factory, as stateless serving asks.
import type { IncomingMessage, ServerResponse } from "node:http";
import { createMcpHandler, type Server } from "@modelcontextprotocol/server";
import type { ToolServerContext } from "./tool-server-factory";
import { sendWebResponse, webRequest } from "./web-exchange";

/** What answers the 2026-07-28 requests of kit-mcp's HTTP server. */
export interface ModernHttpHandler {
  /** Answers `message`, the parsed body of `request`, on `response`. */
  answer(request: IncomingMessage, response: ServerResponse, message: unknown): Promise<void>;
  /** Ends the exchanges in flight. */
  close(): Promise<void>;
}

/** The handler over a factory of kit's servers. */
export function modernHttpHandler(
  newServer: (context: ToolServerContext) => Server,
  maxBodyBytes: number,
): ModernHttpHandler {
  const handler = createMcpHandler(() => newServer({ era: "modern" }), {
    legacy: "reject",
    maxRequestBodySize: maxBodyBytes,
  });
  return {
    async answer(request, response, message) {
      const answer = await handler.fetch(webRequest(request, response), { parsedBody: message });
      await sendWebResponse(answer, response);
    },
    close: () => handler.close(),
  };
}
