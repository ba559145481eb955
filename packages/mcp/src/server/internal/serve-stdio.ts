// kit-mcp over stdio: one server on the process's stdin and stdout, until stdin closes or a
// signal asks the process to stop. The SDK's serveStdio picks the era from the client's first
// message (initialize: 2025; a request with its version in `_meta`: 2026-07-28) and makes the
// server of that era from kit's factory.

import type { Writable } from "node:stream";
import type { ToolsModule } from "@kit/tools";
import type { Server } from "@modelcontextprotocol/server";
import {
  StdioServerTransport,
  serveStdio as serveSdkStdio,
} from "@modelcontextprotocol/server/stdio";
import type { ServeHooks } from "../../cli/serve-hooks";
import type { McpTaskOptions } from "../tasks/mcp-task-options";
import { limitLines } from "./line-limit";
import type { RequestStateSeal } from "./request-state-seal";
import { onStopRequest, stopReason } from "./stop-request";
import { toolServerFactory } from "./tool-server-factory";

// The SDK's limit on one message over stdio.
const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

/**
 * Serves the module's tools over stdin and `output` (stdout, taken by `takeStdout`). On stdin's
 * end, SIGINT or SIGTERM, every call in flight is aborted (its tool sees the signal), and the
 * process exits with code 0. A line over 10 MB is dropped with a note on stderr; the lines
 * after it are read as usual. Result texts are capped at `options.maxResultLength`. With
 * `onToolsChanged`, the client is told when the list changes; `beforeExit` runs before the exit.
 */
export async function serveStdio(
  module: ToolsModule,
  output: Writable,
  options: ServeHooks & {
    readonly maxResultLength: number;
    readonly requestStateSeal: RequestStateSeal;
    readonly tasks?: McpTaskOptions | undefined;
  },
): Promise<void> {
  const stopping = new AbortController();
  const { onToolsChanged, beforeExit } = options;
  const newServer = toolServerFactory(module.tools, {
    executor: module.executor,
    maxResultLength: options.maxResultLength,
    signal: stopping.signal,
    listChanged: onToolsChanged !== undefined,
    requestStateSeal: options.requestStateSeal,
    tasks: options.tasks,
    tasksOptionName: "--tasks",
  });
  // The server of the connection's era, once the client's first message has chosen it.
  let server: Server | undefined;
  onToolsChanged?.(() => {
    // Before the handshake there is no one to tell: the client's first tools/list is current.
    if (server === undefined) return;
    if (server.getNegotiatedProtocolVersion() === undefined) return;
    void server.sendToolListChanged().catch(() => {});
  });
  const report = (error: Error): void => {
    // A malformed line, for one: reported, and the server reads on.
    process.stderr.write(`kit-mcp: ${error.message}\n`);
  };
  const input = process.stdin.pipe(
    limitLines(MAX_MESSAGE_BYTES, (length) => {
      process.stderr.write(
        `kit-mcp: a message of ${length} bytes was dropped: the limit over stdio is ${MAX_MESSAGE_BYTES} bytes\n`,
      );
    }),
  );
  // The SDK's reader never meets a line over the limit, so its own (which ends the
  // connection) stays out of the way.
  const handle = serveSdkStdio(
    ({ era }) => {
      server = newServer({ era });
      server.onerror = report;
      return server;
    },
    {
      transport: new StdioServerTransport(input, output, { maxBufferSize: 2 * MAX_MESSAGE_BYTES }),
      onerror: report,
    },
  );

  const stop = (why: string): void => {
    if (stopping.signal.aborted) return;
    stopping.abort(stopReason(why));
    void Promise.all([handle.close(), beforeExit?.()]).finally(() => {
      output.end(() => process.exit(0));
    });
  };
  process.stdin.once("end", () => stop("stdin closed"));
  process.stdin.once("close", () => stop("stdin closed"));
  onStopRequest(stop);
}
