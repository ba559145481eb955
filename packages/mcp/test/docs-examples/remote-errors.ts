import { McpConnectionError, RemoteToolError } from "@kit/mcp";
import type { AnyTool, ToolExecutor } from "@kit/tools";

declare const executor: ToolExecutor;
declare const readFile: AnyTool;

const result = await executor.execute(readFile, { path: "notes.md" }, { raiseOnFailure: false });
if (result.status === "failure") {
  const cause = result.error.cause;
  if (McpConnectionError.isInstance(cause)) {
    // The server is gone (its process ended, or it stopped answering): connect again later.
    console.error(`${cause.server} is unavailable: ${cause.reason}`);
  } else if (RemoteToolError.isInstance(cause)) {
    // The server ran the tool and said it failed: its words are the message.
    console.error(cause.message);
  }
}
