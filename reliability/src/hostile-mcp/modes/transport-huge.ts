// A result of 1 GiB over HTTP (issue 32, point 4): as one JSON body (`huge_json`) and as one
// event of the call's event stream (`huge_events`, after 2,200 progress events of 5 kB: 11 MB in
// all, more than the limit, which must not count against it, since each event is within it).
// `echo` answers as an honest server does, to show the connection goes on. The body is written
// as the client reads it, and stops when the client hangs up. Over stdio both write 1 GiB as one
// line, until the client stops the process.
import type { HostileMode, Json } from "../mode";
import { event, SESSION, startEvents, writeHuge } from "./transport-write";

/** The bytes of text in a huge result. */
const HUGE = 1024 * 1024 * 1024;

const echoTool = {
  name: "echo",
  description: "Echoes its text.",
  inputSchema: { type: "object", properties: { text: { type: "string" } } },
};

export const transportHuge: HostileMode = {
  tools: () => [
    echoTool,
    { name: "huge_json", description: "1 GiB as JSON.", inputSchema: { type: "object" } },
    { name: "huge_events", description: "1 GiB as an event.", inputSchema: { type: "object" } },
  ],
  call: async (name, args) => {
    if (name !== "huge_json" && name !== "huge_events") {
      return { content: [{ type: "text", text: String(args.text) }] };
    }
    // Over stdio (over HTTP the `http` hook answers first): one line of 1 GiB, never ended.
    const chunk = "a".repeat(1024 * 1024);
    process.stdout.write('{"jsonrpc":"2.0","id":0,"result":{"content":[{"type":"text","text":"');
    for (let written = 0; written < HUGE; written += chunk.length) {
      if (!process.stdout.write(chunk)) {
        await new Promise((resolve) => process.stdout.once("drain", resolve));
      }
    }
    return new Promise<Json>(() => {});
  },
  http: async (_request, response, message) => {
    if (message?.method !== "tools/call") return false;
    const params = (message.params ?? {}) as {
      name?: unknown;
      _meta?: { progressToken?: unknown };
    };
    const head = `{"jsonrpc":"2.0","id":${JSON.stringify(message.id)},"result":{"content":[{"type":"text","text":"`;
    const tail = `"}]}}`;
    if (params.name === "huge_json") {
      response.writeHead(200, { ...SESSION, "content-type": "application/json" });
      await writeHuge(response, head, HUGE, tail);
      return true;
    }
    if (params.name === "huge_events") {
      startEvents(response);
      const progressToken = params._meta?.progressToken;
      for (let progress = 1; progress <= 2200; progress += 1) {
        event(response, {
          jsonrpc: "2.0",
          method: "notifications/progress",
          params: { progressToken, progress, message: "x".repeat(5000) },
        });
      }
      await writeHuge(response, `event: message\ndata: ${head}`, HUGE, `${tail}\n\n`);
      return true;
    }
    return false;
  },
};
