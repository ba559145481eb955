// Raw requests of protocol 2026-07-28 over HTTP: the version and the client's capabilities in
// `_meta` on every request, and the standard headers the revision asks for.
import { TOKEN } from "./http-client";

/** The revision these requests speak. */
export const MODERN_VERSION = "2026-07-28";

/** The capabilities a client declares that can answer a tool's questions. */
export const ANSWERING = { elicitation: { form: {} }, sampling: {} } as const;

/** What a request of the revision says besides its method and params. */
export interface ModernRequestOptions {
  readonly id?: number | string;
  readonly capabilities?: object;
  /** The version in `_meta` (and the header); default 2026-07-28. */
  readonly version?: string;
  /** Headers that replace or add to the standard ones. */
  readonly headers?: Readonly<Record<string, string>>;
}

/** POSTs one request of the revision to `url` and returns the response. */
export function modernRequest(
  url: URL,
  method: string,
  params: Record<string, unknown> = {},
  options: ModernRequestOptions = {},
): Promise<Response> {
  const version = options.version ?? MODERN_VERSION;
  const meta = {
    "io.modelcontextprotocol/protocolVersion": version,
    "io.modelcontextprotocol/clientInfo": { name: "raw-test", version: "1.0.0" },
    "io.modelcontextprotocol/clientCapabilities": options.capabilities ?? {},
  };
  const body = {
    jsonrpc: "2.0",
    id: options.id ?? 1,
    method,
    params: { ...params, _meta: { ...(params._meta as object | undefined), ...meta } },
  };
  const name = typeof params.name === "string" ? params.name : undefined;
  return fetch(url, {
    method: "POST",
    headers: {
      Authorization: `Bearer ${TOKEN}`,
      "Content-Type": "application/json",
      Accept: "application/json, text/event-stream",
      "MCP-Protocol-Version": version,
      "Mcp-Method": method,
      ...(name === undefined ? {} : { "Mcp-Name": name }),
      ...options.headers,
    },
    body: JSON.stringify(body),
  });
}

/** The JSON-RPC message of a response, whether it came as JSON or as an event stream. */
export async function messageOf(response: Response): Promise<Record<string, unknown>> {
  const text = await response.text();
  if (!response.headers.get("content-type")?.includes("text/event-stream")) {
    return JSON.parse(text) as Record<string, unknown>;
  }
  const messages = text
    .split("\n")
    .filter((line) => line.startsWith("data: ") && line.length > 6)
    .map((line) => JSON.parse(line.slice(6)) as Record<string, unknown>);
  const answer = messages.find((message) => "result" in message || "error" in message);
  if (answer === undefined) throw new Error(`no answer in the event stream: ${text}`);
  return answer;
}
