// A server that goes away in the middle of a call's event stream (issue 32, point 5a): `dies`
// sends a progress report and then its process exits (over stdio and HTTP alike); `ends` (HTTP)
// closes the call's stream, cleanly, without a result, and lives on; `echo` answers.
import type { HostileMode, Json } from "../mode";
import { event, startEvents } from "./transport-write";

const objectSchema = { type: "object" };
const echoSchema = { type: "object", properties: { text: { type: "string" } } };

function progressOf(message: Json): Json {
  const meta = ((message.params ?? {}) as { _meta?: { progressToken?: unknown } })._meta;
  return {
    jsonrpc: "2.0",
    method: "notifications/progress",
    params: { progressToken: meta?.progressToken, progress: 1, message: "working" },
  };
}

export const transportDies: HostileMode = {
  tools: () => [
    { name: "echo", description: "Echoes its text.", inputSchema: echoSchema },
    { name: "dies", description: "Its process exits mid-call.", inputSchema: objectSchema },
    { name: "ends", description: "Ends the stream without a result.", inputSchema: objectSchema },
  ],
  call: (name, args, context) => {
    if (name === "dies") {
      context.notify("notifications/progress", { progressToken: "none", progress: 1 });
      setTimeout(() => process.exit(1), 100);
      return new Promise<Json>(() => {});
    }
    return { content: [{ type: "text", text: String(args.text) }] };
  },
  http: (_request, response, message) => {
    if (message?.method !== "tools/call") return false;
    const name = (message.params as { name?: unknown } | undefined)?.name;
    if (name !== "dies" && name !== "ends") return false;
    startEvents(response);
    event(response, progressOf(message));
    if (name === "ends") setTimeout(() => response.end(), 100);
    else setTimeout(() => process.exit(1), 100);
    return true;
  },
};
