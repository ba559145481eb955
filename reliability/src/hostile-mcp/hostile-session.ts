// A test file's hostile server and kit's connection to it, both closed after each test: one
// place for what every hostile test file set up and tore down by hand.
import {
  type ConnectMcpServerOptions,
  connectMcpServer,
  type McpConnection,
  type McpHttpConnectOptions,
  type McpStdioConnectOptions,
} from "@kit/mcp";
import { afterEach } from "vitest";
import { type HostileHttp, hostileCommand, startHostileHttp } from "./hostile";

/** How kit's client reaches the hostile server. */
export type HostileTransport = "stdio" | "http";

/** Where kit's client reaches a mode: its stdio command, or the URL of a server started for it. */
export type HostileTarget = { command: string; args: string[] } | { url: string };

/** The connect options besides where the server is (`env` for stdio, `headers` for HTTP, ...). */
export type SessionConnectOptions =
  | Partial<Omit<McpStdioConnectOptions, "command" | "args">>
  | Partial<Omit<McpHttpConnectOptions, "url">>;

/** The server and connection of the running test, closed after it. */
export class HostileSession {
  /** The HTTP server the test started, if any. */
  server: HostileHttp | undefined;
  /** The connection the test opened, if any. */
  connection: McpConnection | undefined;

  /** Where the mode is over the transport; over HTTP this starts the server (closed after). */
  async target(mode: string, transport: HostileTransport): Promise<HostileTarget> {
    if (transport === "stdio") return hostileCommand(mode);
    this.server = await startHostileHttp(mode);
    return { url: this.server.url };
  }

  /** Connects kit's client to the mode over the transport (20 s to connect unless told). */
  async connect(
    mode: string,
    transport: HostileTransport,
    options: SessionConnectOptions = {},
  ): Promise<McpConnection> {
    const target = await this.target(mode, transport);
    return this.keep(
      await connectMcpServer({
        timeoutMs: 20_000,
        ...options,
        ...target,
      } as ConnectMcpServerOptions),
    );
  }

  /** Keeps a connection the test opened itself, to be closed after the test. */
  keep(connection: McpConnection): McpConnection {
    this.connection = connection;
    return connection;
  }

  /** Closes the connection, then the server. */
  async close(): Promise<void> {
    const { connection, server } = this;
    this.connection = undefined;
    this.server = undefined;
    await connection?.close();
    await server?.close();
  }
}

/** A session for this test file, closed after each of its tests. */
export function hostileSession(): HostileSession {
  const session = new HostileSession();
  afterEach(() => session.close());
  return session;
}
