// kit-mcp over stdio: one server on the process's stdin and stdout, until stdin closes or a
// signal asks the process to stop.
import type { Writable } from "node:stream";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import type { ToolsModule } from "./load-tools-module";
import { onStopRequest, stopReason } from "./stop-request";
import { toolServerFactory } from "./tool-server-factory";

/**
 * Serves the module's tools over stdin and `output` (stdout, taken by `takeStdout`). On stdin's
 * end, SIGINT or SIGTERM, every call in flight is aborted (its tool sees the signal), and the
 * process exits with code 0.
 */
export async function serveStdio(module: ToolsModule, output: Writable): Promise<void> {
  const stopping = new AbortController();
  const server = toolServerFactory(module.tools, {
    executor: module.executor,
    signal: stopping.signal,
  })();
  server.onerror = (error) => {
    // A malformed line, for one: reported, and the server reads on.
    process.stderr.write(`kit-mcp: ${error.message}\n`);
  };
  await server.connect(new StdioServerTransport(process.stdin, output));

  const stop = (why: string): void => {
    if (stopping.signal.aborted) return;
    stopping.abort(stopReason(why));
    void server.close().finally(() => {
      output.end(() => process.exit(0));
    });
  };
  process.stdin.once("end", () => stop("stdin closed"));
  process.stdin.once("close", () => stop("stdin closed"));
  onStopRequest(stop);
}
