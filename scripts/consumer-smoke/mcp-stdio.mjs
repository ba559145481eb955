// Runs the installed kit-mcp bin (--help, then `serve` over stdio) on the Node running this
// file, and makes one tools/call as an MCP client would.
import { execFileSync, spawn } from "node:child_process";

const bin = "node_modules/.bin/kit-mcp";
const help = execFileSync(process.execPath, [bin, "--help"], { encoding: "utf8" });
if (!help.startsWith("Usage:\n  kit-mcp serve <module>")) throw new Error(`--help: ${help}`);

const server = spawn(process.execPath, [bin, "serve", "mcp-tools.mjs"], {
  stdio: ["pipe", "pipe", "inherit"],
});
const replies = new Map();
// A server that ends early answers every pending request with why, instead of a hang.
const closed = new Promise((resolve) => server.on("close", resolve));
closed.then((code) => {
  for (const reply of replies.values()) reply({ error: `kit-mcp ended early (exit ${code})` });
});
let buffered = "";
server.stdout.setEncoding("utf8").on("data", (chunk) => {
  buffered += chunk;
  for (let end = buffered.indexOf("\n"); end >= 0; end = buffered.indexOf("\n")) {
    const message = JSON.parse(buffered.slice(0, end));
    buffered = buffered.slice(end + 1);
    replies.get(message.id)?.(message);
    replies.delete(message.id);
  }
});
const send = (message) => server.stdin.write(`${JSON.stringify(message)}\n`);
const request = (id, method, params) =>
  new Promise((resolve) => {
    replies.set(id, resolve);
    send({ jsonrpc: "2.0", id, method, params });
  });

const init = await request(1, "initialize", {
  protocolVersion: "2025-06-18",
  capabilities: {},
  clientInfo: { name: "consumer-smoke", version: "0.0.0" },
});
if (init.result?.serverInfo?.name !== "kit-mcp") throw new Error(JSON.stringify(init));
send({ jsonrpc: "2.0", method: "notifications/initialized" });
const call = await request(2, "tools/call", { name: "double", arguments: { n: 21 } });
const text = call.result?.content?.[0]?.text;
if (text !== '{"n":42}' || call.result.isError) throw new Error(JSON.stringify(call));
server.stdin.end();
const code = await closed;
if (code !== 0) throw new Error(`kit-mcp exited with ${code} when stdin closed`);
console.log(`kit-mcp --help and serve ok on node ${process.version}`);
