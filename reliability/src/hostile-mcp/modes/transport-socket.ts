// Sockets that close under a call (issue 32, point 5c), over HTTP. `echo`: the first request for
// it finds its socket closed by the server before any answer, as a keep-alive socket past the
// server's idle timeout is (the tool does not run). `effect` (no annotations: it may not run
// twice) runs, starts its answer and then the socket closes, every time. `lookup` (read-only)
// does the same the first time only. `vanish`: its socket is closed before any answer, every
// time. `runs` tells how often each tool ran.
import type { HostileMode, Json } from "../mode";
import { event, startEvents } from "./transport-write";

const objectSchema = { type: "object" };
const echoSchema = { type: "object", properties: { text: { type: "string" } } };
const runs: Record<string, number> = { echo: 0, effect: 0, lookup: 0 };
let echoRequests = 0;

function text(value: string): Json {
  return { content: [{ type: "text", text: value }] };
}

export const transportSocket: HostileMode = {
  tools: () => [
    { name: "echo", description: "Echoes its text.", inputSchema: echoSchema },
    { name: "effect", description: "Changes something.", inputSchema: objectSchema },
    {
      name: "lookup",
      description: "Reads something.",
      inputSchema: objectSchema,
      annotations: { readOnlyHint: true },
    },
    { name: "vanish", description: "Never answered.", inputSchema: objectSchema },
    { name: "runs", description: "How often each tool ran.", inputSchema: objectSchema },
  ],
  call: (name, args) => {
    if (name === "runs") return text(JSON.stringify(runs));
    runs[name] = (runs[name] ?? 0) + 1;
    return text(name === "echo" ? String(args.text) : `${name} done`);
  },
  http: (request, response, message) => {
    if (message?.method !== "tools/call") return false;
    const name = (message.params as { name?: unknown } | undefined)?.name;
    if (name === "vanish" || (name === "echo" && ++echoRequests === 1)) {
      request.socket.destroy();
      return true;
    }
    if (name === "effect" || (name === "lookup" && runs.lookup === 0)) {
      runs[name] = (runs[name] ?? 0) + 1;
      startEvents(response);
      event(response, {
        jsonrpc: "2.0",
        method: "notifications/message",
        params: { level: "info", data: "started" },
      });
      setTimeout(() => request.socket.destroy(), 50);
      return true;
    }
    return false;
  },
};
