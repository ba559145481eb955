// Runs the installed kit-mcp on a TypeScript module (mcp-tools.ts) with the Node running this
// file and no loader: a Node.js that strips types (22.18+, 24) serves it and answers tools/list;
// one that cannot load it (20) exits with code 1 before any protocol message, saying what to run.
// Where types are stripped, a module in two files whose import names the .ts file (mcp-split.ts,
// as the docs write it) is served too, and one that imports ./mcp-tools.js gets the hint.
import { spawn } from "node:child_process";

const bin = "node_modules/.bin/kit-mcp";
const strips = typeof process.features.typescript === "string";
const first = await serve("mcp-tools.ts");
if (strips) {
  if (!first.served) throw new Error(`kit-mcp on mcp-tools.ts: ${first.output}`);
  const split = await serve("mcp-split.ts");
  if (!split.served) throw new Error(`kit-mcp on mcp-split.ts: ${split.output}`);
  const js = await serve("mcp-split-js.ts");
  const hint =
    "mcp-split-js.ts imports './mcp-tools.js', which is mcp-tools.ts on disk: Node.js " +
    `${process.versions.node} loads the file an import names, so name './mcp-tools.ts'`;
  if (js.code !== 1 || !js.output.includes(hint)) {
    throw new Error(`kit-mcp on mcp-split-js.ts, no hint: ${js.output}`);
  }
  console.log(
    `kit-mcp serves TypeScript modules (.ts imports; .js ones hinted) on node ${process.version}`,
  );
} else {
  const hint = `cannot load TypeScript itself: run \`node --import tsx ${bin} serve mcp-tools.ts\``;
  if (first.code !== 1 || first.stdout !== "" || !first.output.includes(hint)) {
    throw new Error(`kit-mcp on mcp-tools.ts: ${first.output}`);
  }
  console.log(`kit-mcp names the fix for a TypeScript module on node ${process.version}`);
}

/** Starts kit-mcp on `module`, sends initialize, and says whether kit-mcp answered it. */
async function serve(module) {
  const server = spawn(process.execPath, [bin, "serve", module], {
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
  server.stdin.on("error", () => {}); // a server that could not start has closed its stdin
  server.stdin.write(
    `${JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: {
        protocolVersion: "2025-06-18",
        capabilities: {},
        clientInfo: { name: "consumer-smoke", version: "0.0.0" },
      },
    })}\n`,
  );
  const code = await closed;
  let served = false;
  try {
    const reply = JSON.parse(stdout.slice(0, stdout.indexOf("\n")));
    served = code === 0 && reply.result?.serverInfo?.name === "kit-mcp";
  } catch {}
  return { code, served, stdout, output: `exit ${code}\n${stdout}${stderr}` };
}
