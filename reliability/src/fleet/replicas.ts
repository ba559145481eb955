// kit-mcp HTTP replicas of the fleet scenario, spawned from @kit/mcp's sources, and the
// round-robin proxy in front of them.
import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { createServer, request as httpRequest, type Server } from "node:http";
import { fileURLToPath } from "node:url";

const MCP = fileURLToPath(new URL("../../../packages/mcp/", import.meta.url));
const TOOLS = fileURLToPath(new URL("./fleet-tools.ts", import.meta.url));

/** One running replica. */
export interface Replica {
  readonly child: ChildProcessWithoutNullStreams;
  readonly port: number;
  stderr(): string;
}

/** Starts `kit-mcp serve fleet-tools.ts --http --port 0` and waits for its address. */
export function startReplica(env: Record<string, string>): Promise<Replica> {
  const child = spawn(
    process.execPath,
    [
      "--conditions=@kit/source",
      "--import",
      "tsx",
      "src/cli.ts",
      "serve",
      TOOLS,
      "--http",
      "--port",
      "0",
    ],
    { cwd: MCP, env: { ...process.env, ...env }, stdio: "pipe" },
  );
  let stderr = "";
  return new Promise((resolve, reject) => {
    child.stderr.setEncoding("utf8").on("data", (text: string) => {
      stderr += text;
      const match = /serving \d+ tools at http:\/\/[^:]+:(\d+)\//.exec(stderr);
      if (match !== null) resolve({ child, port: Number(match[1]), stderr: () => stderr });
    });
    child.stdout.resume();
    child.once("exit", (code) =>
      reject(new Error(`a replica exited (${code}) before serving:\n${stderr}`)),
    );
  });
}

/** A proxy on a free port that sends each request to the next replica in turn. */
export async function roundRobinProxy(
  ports: () => readonly number[],
): Promise<{ server: Server; port: number }> {
  let next = 0;
  const server = createServer((incoming, outgoing) => {
    const all = ports();
    const port = all[next++ % all.length] ?? 0;
    const forward = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path: incoming.url,
        method: incoming.method,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
        answer.once("error", () => outgoing.destroy());
      },
    );
    forward.once("error", () => {
      if (!outgoing.headersSent) outgoing.writeHead(502).end("replica unreachable");
      else outgoing.destroy();
    });
    incoming.pipe(forward);
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  return { server, port: typeof address === "object" && address !== null ? address.port : 0 };
}
