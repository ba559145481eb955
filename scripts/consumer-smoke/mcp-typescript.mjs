// Runs the installed kit-mcp on a TypeScript module (mcp-tools.ts) with the Node running this
// file and no loader: a Node.js that strips types (22.18+, 24) serves it and answers tools/list;
// one that cannot load it (20) exits with code 1 before any protocol message, saying what to run.
import { spawn } from "node:child_process";

const bin = "node_modules/.bin/kit-mcp";
const strips = typeof process.features.typescript === "string";
const server = spawn(process.execPath, [bin, "serve", "mcp-tools.ts"], {
  stdio: ["pipe", "pipe", "pipe"],
});
let stdout = "";
let stderr = "";
server.stdout.setEncoding("utf8").on("data", (chunk) => {
  stdout += chunk;
  if (stdout.includes("\n")) server.stdin.end();
});
server.stderr.setEncoding("utf8").on("data", (chunk) => {
  stderr += chunk;
});
const closed = new Promise((resolve) => server.on("close", resolve));
const send = (message) => server.stdin.write(`${JSON.stringify(message)}\n`);
send({
  jsonrpc: "2.0",
  id: 1,
  method: "initialize",
  params: {
    protocolVersion: "2025-06-18",
    capabilities: {},
    clientInfo: { name: "consumer-smoke", version: "0.0.0" },
  },
});
server.stdin.on("error", () => {}); // a server that could not start has closed its stdin
const code = await closed;
if (strips) {
  const reply = JSON.parse(stdout.slice(0, stdout.indexOf("\n")));
  if (code !== 0 || reply.result?.serverInfo?.name !== "kit-mcp") {
    throw new Error(`kit-mcp on mcp-tools.ts: exit ${code}\n${stdout}${stderr}`);
  }
  console.log(`kit-mcp serves a TypeScript module on node ${process.version}`);
} else {
  const hint = `cannot load TypeScript itself: run \`node --import tsx ${bin} serve mcp-tools.ts\``;
  if (code !== 1 || stdout !== "" || !stderr.includes(hint)) {
    throw new Error(`kit-mcp on mcp-tools.ts: exit ${code}\n${stdout}${stderr}`);
  }
  console.log(`kit-mcp names the fix for a TypeScript module on node ${process.version}`);
}
